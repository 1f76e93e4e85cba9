/** The admin login placeholder's form (SPEC §5, §6): email and password required by the browser; submit only shows 'Login Attempted'. */
import { useRef, useState, type FormEvent } from 'react';
import { island } from '../../../design-system/island/island';
import { notify } from '../../../design-system/notices/noticeStore';
import { classes, plainClass } from '../../../design-system/plain/PlainControls';
import { PlainTextField } from '../../../design-system/plain/PlainTextField';
import { useTextTypedBeforeStart } from '../../../design-system/useTextTypedBeforeStart';
import { loginText } from '../content/contact';
import { loginAttemptedNotice } from '../content/notices';

/** The form's fields in order, each under the name and autocomplete the browser keeps it by. */
const loginFields = [
  { name: 'email', type: 'email', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;
type LoginField = (typeof loginFields)[number]['name'];
const fieldNames = loginFields.map((field) => field.name);

export function LoginForm() {
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useTextTypedBeforeStart(formRef, fieldNames, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
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
      {loginFields.map(({ name, type, autoComplete }) => (
        <PlainTextField
          key={name}
          id={`login-${name}`}
          label={loginText[name]}
          type={type}
          name={name}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(e) => {
            const typed = e.target.value;
            setValues((current) => ({ ...current, [name]: typed }));
          }}
        />
      ))}
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
