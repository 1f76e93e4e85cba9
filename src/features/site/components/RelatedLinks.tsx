/** Related Tampa pages (SPEC §2): /tampa/seo, /tampa/paid-ads and /tampa, minus the page you are on. */
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Section, useLinkComponent } from '../../../design-system';
import type { RelatedLink } from '../content/types';
import { CardGrid } from './CardGrid';
import { SiteIcon } from './SiteIcon';

export function RelatedLinks({
  items,
  currentPath,
}: {
  items: readonly RelatedLink[];
  currentPath: string;
}) {
  const PageLink = useLinkComponent();
  const shown = items.filter((item) => item.href !== currentPath);
  return (
    <Section id="related" title="Related Tampa services">
      <CardGrid columns={3} as="ul">
        {shown.map((item) => (
          <li key={item.href}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea component={PageLink} href={item.href} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Typography
                    component="span"
                    variant="h5"
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'primary.main' }}
                  >
                    <SiteIcon name={item.icon} fontSize="small" sx={{ color: 'secondary.main' }} />
                    {item.name}
                  </Typography>
                  <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                    {item.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
