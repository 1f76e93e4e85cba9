/** The link at the foot of a card. Its visible text names the destination ("Learn More about SEO"), since search engines and screen-reader link lists read links out of context. */
import Box from '@mui/material/Box';
import { Button } from '../../../design-system';

export function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Box sx={{ mt: 'auto', pt: 1 }}>
      <Button to={to} variant="link">
        {children}
      </Button>
    </Box>
  );
}
