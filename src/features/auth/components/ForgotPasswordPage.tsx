import { Mail } from 'lucide-react';
import { fieldRules, sendForm, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { PASSWORD_RESET_WRITE_FALLBACKS, useForgotPasswordMutation } from '../api/password-reset-mutations';
import { AuthLayout } from './AuthLayout';
import { AuthFormPage } from './AuthFormPage';
import { SignInLink } from './LinkStates';

const forgotFields = { email: { label: 'Email', rules: 'required||email' } };

/** The page says the same thing whether or not an account exists for the address. */
export function resetLinkSentText(email: string): string {
  return `If an account exists for ${email}, we have sent a link to reset its password.`;
}

/**
 * `/forgot-password` and, with no guard, `/shadow-sense/forgot-password`: asks for a reset
 * link. The reply never tells whether the address has an account.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: ({ value, formApi }) =>
      sendForm(formApi, () => forgot.mutateAsync({ email: value.email.trim() }), {
        fields: ['email'],
        fallback: PASSWORD_RESET_WRITE_FALLBACKS.forgotPassword,
      }),
  });

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

  return (
    <form.AppForm>
      <AuthFormPage
        title="Forgot your password?"
        description="Enter the e-mail you sign in with and we will send you a link to choose a new password."
        signInQuestion="Remembered it?"
        icon={Mail}
        submitLabel="Send reset link"
      >
        <form.AppField name="email" validators={{ onSubmit: fieldRules(forgotFields.email) }}>
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" />}
        </form.AppField>
      </AuthFormPage>
    </form.AppForm>
  );
}
