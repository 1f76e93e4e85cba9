/** Site footer of SPEC §2: Tampa and company links, phone, e-mail, video channel, © 2026. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  palette,
  phoneNumberStyle,
  RenderedOnce,
  useLinkComponent,
  VisuallyHidden,
} from '../../design-system';
import { brand } from '../../lib/brand';
import { navigation, type NavItem } from '../routeManifest';
import CookieSettingsIsland from './CookieSettings.island';
import { Logo } from './Logo';

// The footer's links: MUI's Link with underline on hover, light on the navy band, as one rule on
// the footer (docs/ARCHITECTURE.md#apps-in-pieces); the lists are flex columns 8 px apart.
const FOOTER_LINK = 'footer-link';
const FOOTER_LIST = 'footer-list';
const footerRules = {
  [`& .${FOOTER_LINK}`]: {
    color: '#dbe4f0',
    textDecoration: 'none',
    '&:hover': { color: '#ffffff', textDecoration: 'underline' },
  },
  [`& .${FOOTER_LIST}`]: { display: 'flex', flexDirection: 'column', gap: 1 },
} as const;

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  const PageLink = useLinkComponent();
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 15, color: '#ffffff' }}>
        {title}
      </Typography>
      <Box component="ul" className={FOOTER_LIST} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.href}>
            <PageLink href={item.href} className={FOOTER_LINK}>
              {item.name}
            </PageLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: palette.navy, color: '#dbe4f0', pt: 8, pb: 4, ...footerRules }}
    >
      <Container maxWidth="lg">
        {/* The same on every page: rendered once per build. The bar under it holds an island. */}
        <RenderedOnce name="footer">
          <Box
            sx={{
              display: 'grid',
              gap: 5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1.4fr' },
            }}
          >
            <Box>
              <Logo onDark />
              <Typography sx={{ mt: 2, maxWidth: 320 }}>
                Digital marketing and AI automation for Tampa Bay businesses that want more booked
                calls, not more dashboards.
              </Typography>
            </Box>
            <LinkColumn title="Tampa" items={navigation.footerTampa} />
            <LinkColumn title="Company" items={navigation.footerCompany} />
            <Box>
              <Typography
                component="h2"
                sx={{ fontWeight: 700, mb: 1.5, fontSize: 15, color: '#ffffff' }}
              >
                Contact
              </Typography>
              <div className={FOOTER_LIST}>
                <a href={brand.phoneHref} className={FOOTER_LINK} style={phoneNumberStyle}>
                  {brand.phone}
                </a>
                <a href={`mailto:${brand.email}`} className={FOOTER_LINK}>
                  {brand.email}
                </a>
                <a
                  href={brand.videoChannelUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={FOOTER_LINK}
                >
                  Watch us on YouTube
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
                <Typography sx={{ fontSize: 14 }}>{brand.hours}</Typography>
              </div>
            </Box>
          </Box>
        </RenderedOnce>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            fontSize: 14,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Typography sx={{ fontSize: 'inherit' }}>
            © {brand.copyrightYear} {brand.name}. All rights reserved. Tampa, Florida.
          </Typography>
          {/* Reopens the cookie banner: consent can be changed or withdrawn at any time. */}
          <Box sx={{ color: '#dbe4f0', '& button:hover': { color: '#ffffff' } }}>
            <CookieSettingsIsland />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
