/** The admin login placeholder's form (SPEC §5, §6): email and password required by the browser; submit only shows 'Login Attempted'. */
import { useRef, useState, type FormEvent } from 'react';
import { island } from '../../../design-system/island/island';
import { notify } from '../../../design-system/notices/noticeStore';
import { classes, plainClass } from '../../../design-system/plain/PlainControls';
import { PlainTextField } from '../../../design-system/plain/PlainTextField';
import { useTextTypedBeforeStart } from '../../../design-system/useTextTypedBeforeStart';
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
    <form
      ref={formRef}
      className={plainClass.formStack}
      // Never a GET: without JS the password must not land in a URL.
      method="post"
      onSubmit={onSubmit}
      aria-label={loginText.title}
    >
      <PlainTextField
        id="login-email"
        label={loginText.email}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PlainTextField
        id="login-password"
        label={loginText.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button
        type="submit"
        className={classes(
          plainClass.button,
          plainClass.solid,
          plainClass.large,
          plainClass.fullWidth,
        )}
      >
        {loginText.submit}
      </button>
    </form>
  );
}

export default island(LoginForm);
