import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { validateForm } from '@/lib/validation';
import { FORGOT_PASSWORD_FALLBACK, useForgotPasswordMutation } from '../api/password-reset-mutations';
import { AuthLayout, authLinkClass, FormAlert } from './AuthLayout';
import { serverFormErrors } from './form-errors';
import { SignInLink } from './LinkStates';

const forgotFields = { email: { label: 'Email', rules: 'required||email' } };

/** The page says the same thing whether or not an account exists for the address. */
export function resetLinkSentText(email: string): string {
  return `If an account exists for ${email}, we have sent a link to reset its password.`;
}

/**
 * `/forgot-password` and, with no guard, `/shadow-sense/forgot-password` (seed §2): asks for a reset
 * link. The reply never tells whether the address has an account.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const forgot = useForgotPasswordMutation();

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your inbox">
        <div role="status" className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-200">
          <p>{resetLinkSentText(forgot.variables.email)}</p>
          <p>Follow the link in that e-mail to choose a new password. It works for a limited time.</p>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <SignInLink>Back to sign in</SignInLink>
          <Button variant="ghost" onClick={() => forgot.reset()}>
            Use another e-mail
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm({ email }, forgotFields).email;
    setError(found);
    setAlert(null);
    if (found) return;
    forgot.mutate(
      { email: email.trim() },
      {
        onError: (failure) => {
          const { fields, alert: text } = serverFormErrors(
            failure,
            { email: 'email' },
            FORGOT_PASSWORD_FALLBACK,
          );
          setError(fields.email);
          setAlert(text);
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail you sign in with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <Button type="submit" className="w-full" busy={forgot.isPending}>
          <Mail aria-hidden="true" className="size-4" />
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
