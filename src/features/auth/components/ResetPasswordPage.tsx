import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { sendForm, useAppForm } from '@/components/form';
import { linkProblemOf, type LinkProblem } from '../api/link-problems';
import { PASSWORD_RESET_WRITE_FALLBACKS, useResetPasswordMutation } from '../api/password-reset-mutations';
import { passwordResetQueries, PASSWORD_RESET_FALLBACKS } from '../api/password-reset-queries';
import { NewPasswordFields } from './AccountFields';
import { AuthFormPage } from './AuthFormPage';
import { authLinkClass } from './AuthLayout';
import { LinkChecking, LinkCheckFailed, LinkOutcome, primaryLinkClass, SignInLink } from './LinkStates';

/** Where a new link is requested: the guarded page, or the shadow-sense one for that variant. */
export type ForgotPasswordPath = '/forgot-password' | '/shadow-sense/forgot-password';

const PROBLEM_TEXT: Record<LinkProblem['kind'], { title: string; detail: string }> = {
  invalid: { title: 'Reset link not valid', detail: 'This password reset link is not valid.' },
  used: { title: 'Reset link already used', detail: 'This password reset link has already been used.' },
  expired: { title: 'Reset link expired', detail: 'This password reset link has expired.' },
};

/**
 * `/reset_password/<token>` and, with no guard, `/shadow-sense/reset_password/<token>`: the
 * link is checked first, then a new password and its confirmation set it; success leads to sign-in.
 */
export function ResetPasswordPage({ token, forgotPath }: { token: string; forgotPath: ForgotPasswordPath }) {
  const link = useQuery(passwordResetQueries.link(token));
  const reset = useResetPasswordMutation();

  if (reset.isSuccess) {
    return (
      <LinkOutcome title="Password changed" actions={<SignInLink />}>
        <p role="status">Your password has been changed. Sign in with your new password.</p>
      </LinkOutcome>
    );
  }
  const problem = linkProblemOf(reset.error) ?? linkProblemOf(link.error);
  if (problem) return <ResetLinkProblem problem={problem} forgotPath={forgotPath} />;
  if (link.data) return <ResetForm key={token} token={token} email={link.data.email} reset={reset} />;
  if (link.isPending) return <LinkChecking title="Checking your reset link" label="One moment, please…" />;
  return (
    <LinkCheckFailed
      title="We could not open your reset link"
      check={link}
      fallback={PASSWORD_RESET_FALLBACKS.link}
    />
  );
}

function ResetLinkProblem({ problem, forgotPath }: { problem: LinkProblem; forgotPath: ForgotPasswordPath }) {
  const text = PROBLEM_TEXT[problem.kind];
  const requestLink = (
    <Link to={forgotPath} className={problem.kind === 'used' ? `text-sm ${authLinkClass}` : primaryLinkClass}>
      Request a new link
    </Link>
  );
  return (
    <LinkOutcome
      title={text.title}
      actions={
        problem.kind === 'used' ? (
          <>
            <SignInLink />
            {requestLink}
          </>
        ) : (
          <>
            {requestLink}
            <SignInLink primary={false} />
          </>
        )
      }
    >
      <p>{problem.detail || text.detail}</p>
      <p>
        {problem.kind === 'used'
          ? 'If you changed your password with it, sign in with the new one.'
          : 'Request a new link and we will e-mail it to you.'}
      </p>
    </LinkOutcome>
  );
}

function ResetForm({
  token,
  email,
  reset,
}: {
  token: string;
  email: string;
  reset: ReturnType<typeof useResetPasswordMutation>;
}) {
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    // A link that went stale meanwhile is shown as its own page (see linkProblemOf above).
    onSubmit: ({ value, formApi }) =>
      sendForm(formApi, () => reset.mutateAsync({ token, password: value.password }), {
        fields: ['password'],
        fallback: PASSWORD_RESET_WRITE_FALLBACKS.resetPassword,
      }),
  });

  return (
    <form.AppForm>
      <AuthFormPage
        title="Choose a new password"
        description={
          <>
            For <strong className="font-semibold break-all">{email}</strong>.
          </>
        }
        icon={KeyRound}
        submitLabel="Change password"
      >
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
          passwordLabel="New password"
        />
      </AuthFormPage>
    </form.AppForm>
  );
}
