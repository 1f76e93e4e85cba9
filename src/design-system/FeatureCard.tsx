/** A card for a service, industry or result, optionally leading to its page. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Button } from './Button';

export interface FeatureCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  to?: string;
  linkLabel?: string;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  highlight?: string;
}

export function FeatureCard({
  title,
  description,
  icon,
  to,
  linkLabel = 'Learn More',
  children,
  headingLevel = 'h3',
  highlight,
}: FeatureCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.selected',
              color: 'secondary.main',
            }}
          >
            {icon}
          </Box>
        )}
        {highlight && (
          <Typography sx={{ fontWeight: 800, fontSize: '1.6rem', color: 'secondary.main' }}>
            {highlight}
          </Typography>
        )}
        <Typography variant="h5" component={headingLevel}>
          {title}
        </Typography>
        {description && <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>}
        {children}
        {to && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Button to={to} variant="link" aria-label={`${linkLabel}: ${title}`}>
              {linkLabel}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
