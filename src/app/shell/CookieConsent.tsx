/**
 * Cookie consent (docs/PRODUCT.md#cookie-consent): a non-modal banner with Accept and Decline whose
 * choice is remembered. Its words say what runs: the site sets no analytics cookies; the one thing
 * kept is the choice.
 */
import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '../../design-system';
import {
  getServerConsent,
  readConsent,
  subscribeConsent,
  writeConsent,
  type ConsentChoice,
} from './consentStorage';

export function CookieConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  return (
    <Paper
      component="section"
      role="region"
      aria-label="Cookie consent"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 1200,
        p: 2,
        maxWidth: 960,
        mx: 'auto',
        borderRadius: 3,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography sx={{ flexGrow: 1, fontSize: 15 }}>
          This site sets no analytics or advertising cookies. Your browser keeps only your answer
          here, so we do not ask again on your next visit.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outline" onClick={() => onChoose('declined')}>
            Decline
          </Button>
          <Button onClick={() => onChoose('accepted')}>Accept</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function CookieConsent() {
  // 'unknown' on the server: the prerendered HTML never contains the banner, so hydration matches.
  const choice = useSyncExternalStore(subscribeConsent, () => readConsent(), getServerConsent);
  if (choice !== null) return null;
  return (
    <>
      {/* Room at the bottom so the banner never covers the end of the page. */}
      <Box aria-hidden sx={{ height: { xs: 180, sm: 110 } }} />
      <CookieConsentBanner onChoose={(next) => writeConsent(next)} />
    </>
  );
}
