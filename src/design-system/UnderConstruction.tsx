/** Temporary body for a page whose issue has not landed yet (allowed by the Foundation issue). */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from './PageMeta';

export function UnderConstruction({ pageName }: { pageName: string }) {
  const title = pageName.replace(/Page$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return (
    <Container sx={{ py: 10 }}>
      <PageMeta
        title={`${title} | Bayshore Signal`}
        description={`${title}: this page is under construction.`}
      />
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2 }}>This page is under construction.</Typography>
    </Container>
  );
}
