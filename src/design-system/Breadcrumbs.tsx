/** Visible breadcrumbs; the same trail feeds BreadcrumbList JSON-LD (lib/structuredData). */
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLinkComponent } from './links';
import type { Crumb } from '../lib/structuredData';

export function Breadcrumbs({
  items,
  onDark = false,
}: {
  items: readonly Crumb[];
  onDark?: boolean;
}) {
  const PageLink = useLinkComponent();
  const colour = onDark ? '#dbe4f0' : 'text.secondary';
  return (
    <MuiBreadcrumbs
      aria-label="Breadcrumb"
      sx={{ color: colour, '& .MuiBreadcrumbs-separator': { color: colour } }}
    >
      {items.map((crumb, index) =>
        index === items.length - 1 ? (
          <Typography
            key={crumb.path}
            aria-current="page"
            sx={{ color: onDark ? '#ffffff' : 'text.primary', fontWeight: 600 }}
          >
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.path} component={PageLink} href={crumb.path} sx={{ color: colour }}>
            {crumb.name}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
