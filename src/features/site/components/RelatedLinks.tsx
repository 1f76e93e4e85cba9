/** Related Tampa pages (SPEC §2): /tampa/seo, /tampa/paid-ads and /tampa, minus the page you are on. */
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Section } from '../../../design-system';
import { CardGrid } from './CardGrid';

export interface RelatedLink {
  name: string;
  href: string;
  description: string;
}

export function RelatedLinks({
  items,
  currentPath,
}: {
  items: readonly RelatedLink[];
  currentPath: string;
}) {
  const shown = items.filter((item) => item.href !== currentPath);
  return (
    <Section id="related" title="Related Tampa services">
      <CardGrid columns={3} as="ul">
        {shown.map((item) => (
          <li key={item.href}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardActionArea component={RouterLink} to={item.href} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Typography
                    component="span"
                    variant="h5"
                    sx={{ display: 'block', color: 'primary.main' }}
                  >
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
