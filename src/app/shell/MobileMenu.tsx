/** The toggle menu below MUI's lg breakpoint: the header's links, closed when one is chosen. */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { Button, useLinkComponent } from '../../design-system';
import { brand } from '../../lib/brand';
import { isActivePath, navigation, type NavItem } from '../routeManifest';
import { readConsent } from '../../lib/consent/consentStorage';
import { themedInDocument } from '../../design-system/island/IslandProviders';

function Group({
  title,
  items,
  pathname,
  onChoose,
}: {
  title?: string;
  items: readonly NavItem[];
  pathname: string;
  onChoose: () => void;
}) {
  const PageLink = useLinkComponent();
  const headingId = useId();
  return (
    <>
      {title && (
        <Typography
          id={headingId}
          sx={{
            px: 2,
            pt: 1.5,
            fontSize: 13,
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: 1,
            color: 'text.secondary',
          }}
        >
          {title}
        </Typography>
      )}
      <List dense aria-labelledby={title ? headingId : undefined}>
        {items.map((item) => {
          const active = isActivePath(pathname, item.href);
          return (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component={PageLink}
                href={item.href}
                onClick={onChoose}
                selected={active}
                aria-current={active ? 'page' : undefined}
              >
                <ListItemText primary={item.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

function MobileMenuContent({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  // The menu only opens in the browser; leave room so the cookie banner never covers its end.
  const bannerShown = readConsent() === null;
  return (
    <Box sx={{ display: { lg: 'none' } }}>
      <Box
        component="nav"
        id="mobile-menu"
        aria-label="Mobile"
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          maxHeight: 'calc(100vh - 72px)',
          overflowY: 'auto',
          pb: bannerShown ? 26 : 2,
        }}
      >
        <Group
          title="Services"
          items={navigation.services}
          pathname={pathname}
          onChoose={onClose}
        />
        <Divider />
        <Group items={navigation.top} pathname={pathname} onChoose={onClose} />
        <Divider />
        <Group
          title="Resources"
          items={navigation.resources}
          pathname={pathname}
          onChoose={onClose}
        />
        <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button
            href={brand.companionAppUrl}
            variant="ghost"
            aria-label="App (opens in a new tab)"
          >
            App
          </Button>
          <Button to={navigation.contact.href} variant="outline" onClick={onClose}>
            Contact
          </Button>
          <Button to={navigation.contact.href} variant="secondary" onClick={onClose}>
            Get a Proposal
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/** Loaded on first use; in a document it brings its theme along. */
export default themedInDocument(MobileMenuContent);
