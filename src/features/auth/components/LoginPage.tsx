import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { LogIn, PlayCircle } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { landingRoute, safeRedirectTarget } from '@/lib/guards';
import { serverErrors } from '@/lib/server-errors';
import { validateForm } from '@/lib/validation';
import { useSessionStore } from '@/stores/session';
import { AUTH_WRITE_FALLBACKS, useDemoLoginMutation, useLoginMutation } from '../api/auth-mutations';
import type { IdentityUser } from '@/lib/identity';
import { AuthFooterLink, AuthLayout, authLinkClass } from './AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { MicrosoftSignInButton } from './MicrosoftSignInButton';

const loginRules = {
  username: { label: 'Username', rules: 'required||email' },
  password: { label: 'Password', rules: 'required' },
};

type Field = keyof typeof loginRules;

/**
 * `/login`. The one form not built with the form kit's `useAppForm`: the form library would add about
 * 16 KB gzip to the sign-in page's first load, over its 150 KB budget. It keeps the kit's rules,
 * `serverErrors` and `FormAlert`, and the same behaviour (messages on submit, gone when the field
 * changes; the server's reason or the fallback in the alert; nothing typed is lost).
 */
export function LoginPage() {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const login = useLoginMutation();
  const demo = useDemoLoginMutation();
  const demoAuthenticating = useSessionStore((state) => state.demoAuthenticating);
  const navigate = useNavigate();
  const search = useSearch({ from: '/_signedOut/login' });

  const goOn = (user: IdentityUser) => {
    const target = safeRedirectTarget(search.redirect);
    void navigate({ to: target ?? landingRoute(user.roles), replace: true });
  };

  const onChange = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // A field's name, value, error and change handler: what each input of the form takes.
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field)(event.target.value),
    error: errors[field],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, loginRules);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    demo.reset();
    login.mutate({ username: values.username.trim(), password: values.password }, { onSuccess: goOn });
  };

  const failure = login.error ?? demo.error;
  const busy = login.isPending || demo.isPending;

  return (
    <AuthLayout
      title="Sign in to Stackwise"
      description="Your SaaS stack, spend and renewals in one place."
      footer={
        <AuthFooterLink question="New to Stackwise?" to="/register">
          Create an account
        </AuthFooterLink>
      }
    >
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Username"
          type="text"
          inputMode="email"
          autoComplete="username"
          {...bind('username')}
        />
        <TextField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Forgot password?
          </Link>
        </p>
        {failure && (
          <FormAlert>{serverErrors(failure, { fallback: AUTH_WRITE_FALLBACKS.login }).form}</FormAlert>
        )}
        <Button type="submit" className="w-full" busy={login.isPending} disabled={busy}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign in
        </Button>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <div className="space-y-3">
        <MicrosoftSignInButton disabled={busy} />
        <GoogleSignInButton disabled={busy} />
      </div>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        busy={demo.isPending}
        disabled={busy}
        onClick={() => {
          login.reset();
          demo.mutate(undefined, { onSuccess: goOn });
        }}
      >
        <PlayCircle aria-hidden="true" className="size-4" />
        Try the demo
      </Button>
      {demoAuthenticating && (
        <p role="status" className="mt-3 text-center text-sm text-slate-600 dark:text-slate-300">
          Opening the demo workspace…
        </p>
      )}
    </AuthLayout>
  );
}
