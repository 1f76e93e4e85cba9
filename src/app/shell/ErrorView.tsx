/** The generic error view for anything the app did not expect (SPEC §2 Shell). */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AppThemeProvider, Button, PageMeta } from '../../design-system';
import { brand } from '../../lib/brand';

export function ErrorScreen() {
  return (
    <AppThemeProvider mode="light">
      <PageMeta
        title={`Something went wrong | ${brand.name}`}
        description="An unexpected error stopped this page."
        noindex
      />
      <Container component="main" maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2.25rem' }}>
          Something went wrong
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          An unexpected error stopped this page. Nothing you saved is lost. Try again, or head back
          to the home page.
        </Typography>
        <Button to="/" sx={{ mt: 4 }}>
          Back to home
        </Button>
        <Button variant="ghost" sx={{ mt: 4, ml: 1 }} onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Container>
    </AppThemeProvider>
  );
}
