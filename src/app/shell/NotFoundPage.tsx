/** /404 and every unknown path. */
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button, PageMeta } from '../../design-system';
import { brand } from '../../lib/brand';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <PageMeta
        title={`Page not found | ${brand.name}`}
        description="The page you were looking for does not exist or has moved."
        canonical="/404"
        noindex
      />
      <Typography sx={{ fontWeight: 800, fontSize: 64, color: 'secondary.main' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '2.25rem' }}>
        Page not found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        The page you were looking for does not exist or has moved. These will get you back on track.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        <Button to="/">Back to home</Button>
        <Button to="/services" variant="outline">
          Our services
        </Button>
        <Button to="/contact" variant="ghost">
          Contact us
        </Button>
      </Stack>
    </Container>
  );
}
