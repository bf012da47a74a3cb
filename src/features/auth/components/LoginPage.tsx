import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { LogIn, PlayCircle } from 'lucide-react';
import { clearServerErrors, fieldRules, showServerErrors, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { landingRoute, safeRedirectTarget } from '@/lib/guards';
import { serverErrors } from '@/lib/server-errors';
import { useSessionStore } from '@/stores/session';
import { useDemoLoginMutation, useLoginMutation } from '../api/auth-mutations';
import type { IdentityUser } from '../api/schemas';
import { AuthLayout, authLinkClass } from './AuthLayout';
import { GoogleSignInButton } from './GoogleSignInButton';
import { MicrosoftSignInButton } from './MicrosoftSignInButton';

const loginRules = {
  username: { label: 'Username', rules: 'required||email' },
  password: { label: 'Password', rules: 'required' },
};

const LOGIN_FALLBACK = 'Unable to sign in right now. Please try again.';

export function LoginPage() {
  const login = useLoginMutation();
  const demo = useDemoLoginMutation();
  const demoAuthenticating = useSessionStore((state) => state.demoAuthenticating);
  const navigate = useNavigate();
  const search = useSearch({ from: '/login' });

  const goOn = (user: IdentityUser) => {
    const target = safeRedirectTarget(search.redirect);
    void navigate({ to: target ?? landingRoute(user.roles), replace: true });
  };

  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    onSubmit: async ({ value, formApi }) => {
      demo.reset();
      try {
        goOn(await login.mutateAsync({ username: value.username.trim(), password: value.password }));
      } catch (error) {
        showServerErrors(formApi, serverErrors(error, { fallback: LOGIN_FALLBACK }));
      }
    },
  });

  const busy = login.isPending || demo.isPending;

  return (
    <AuthLayout
      title="Sign in to Stackwise"
      description="Your SaaS stack, spend and renewals in one place."
      footer={
        <>
          New to Stackwise?{' '}
          <Link to="/register" className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <form.AppForm>
        <form.Form className="mt-6 space-y-4">
          <form.AppField name="username" validators={{ onSubmit: fieldRules(loginRules.username) }}>
            {(field) => (
              <field.TextField label="Username" type="text" inputMode="email" autoComplete="username" />
            )}
          </form.AppField>
          <form.AppField name="password" validators={{ onSubmit: fieldRules(loginRules.password) }}>
            {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" />}
          </form.AppField>
          <p className="-mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClass}>
              Forgot password?
            </Link>
          </p>
          <form.FormAlert />
          <form.SubmitButton className="w-full" disabled={demo.isPending}>
            <LogIn aria-hidden="true" className="size-4" />
            Sign in
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
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
          clearServerErrors(form);
          demo.mutate(undefined, {
            onSuccess: goOn,
            onError: (error) => showServerErrors(form, serverErrors(error, { fallback: LOGIN_FALLBACK })),
          });
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
