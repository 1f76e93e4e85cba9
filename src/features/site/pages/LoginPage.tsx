/** Admin login placeholder (SPEC §5, §6): email and password required by the browser; submit only shows 'Login Attempted'. Not indexed. */
import { useRef, useState, type FormEvent } from 'react';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, PageMeta, notify, useTextTypedBeforeStart } from '../../../design-system';
import { loginMeta, loginText } from '../content/contact';
import { loginAttemptedNotice } from '../content/notices';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTextTypedBeforeStart(formRef, ['email', 'password'], (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.password !== undefined) setPassword(typed.password);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser has already enforced required + type=email before submit fires.
    event.preventDefault();
    notify(loginAttemptedNotice);
  };
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
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{loginText.lead}</Typography>
        <Stack
          component="form"
          ref={formRef}
          spacing={2.5}
          sx={{ mt: 3 }}
          onSubmit={onSubmit}
          aria-label={loginText.title}
        >
          <TextField
            label={loginText.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={loginText.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" size="lg" fullWidth>
            {loginText.submit}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
