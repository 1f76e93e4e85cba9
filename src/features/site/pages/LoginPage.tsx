/** Admin login placeholder (SPEC §5, §6): the form is its one island. Not indexed. */
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../design-system';
import { loginMeta, loginText } from '../content/contact';
import LoginFormIsland from '../components/LoginForm.island';

export default function LoginPage() {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 8, md: 12 } }}>
      <PageMeta
        title={loginMeta.title}
        description={loginMeta.description}
        canonical={loginMeta.path}
        noindex
      />
      <Card variant="outlined" sx={{ p: 4, borderRadius: 4 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
          {loginText.title}
        </Typography>
        {/* The form below is 24 px under this (mb), as it was when the form carried the margin. */}
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{loginText.lead}</Typography>
        <LoginFormIsland />
      </Card>
    </Container>
  );
}
