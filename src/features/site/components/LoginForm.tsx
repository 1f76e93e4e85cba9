/** The admin login placeholder's form (SPEC §5, §6): email and password required by the browser; submit only shows 'Login Attempted'. */
import { useRef, useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Button, island, notify, useTextTypedBeforeStart } from '../../../design-system';
import { loginText } from '../content/contact';
import { loginAttemptedNotice } from '../content/notices';

export function LoginForm() {
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
    <Stack
      component="form"
      ref={formRef}
      // Never a GET: without JS the password must not land in a URL.
      method="post"
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
  );
}

/** On /login the form is an island that hydrates as soon as its code arrives. */
export const LoginFormIsland = island('loginForm', LoginForm);
