/** SPEC §9: the company phone and e-mail appear on every Tampa page, with the office hours. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { phoneNumberStyle } from '../../../design-system';
import { brand } from '../../../lib/brand';
import { SiteIcon } from './SiteIcon';

export function TampaContactStrip() {
  return (
    <Box
      component="aside"
      aria-label="Contact our Tampa team"
      sx={{ bgcolor: 'action.hover', py: 3 }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 5 }, alignItems: 'center' }}
      >
        <Typography sx={{ fontWeight: 700 }}>Talk to our Tampa team</Typography>
        <Link
          href={brand.phoneHref}
          sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', fontWeight: 600 }}
          style={phoneNumberStyle}
        >
          <SiteIcon name="phone" fontSize="small" /> {brand.phone}
        </Link>
        <Link
          href={`mailto:${brand.email}`}
          sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', fontWeight: 600 }}
        >
          <SiteIcon name="mail" fontSize="small" /> {brand.email}
        </Link>
        <Typography sx={{ color: 'text.secondary' }}>{brand.hours}</Typography>
      </Container>
    </Box>
  );
}
