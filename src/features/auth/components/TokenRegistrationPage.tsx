import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UserCheck } from 'lucide-react';
import { sendForm, useAppForm } from '@/components/form';
import { TextField } from '@/components/ui/TextField';
import { landingRoute } from '@/lib/guards';
import { linkProblemOf, type LinkProblem } from '../api/link-problems';
import { REGISTRATION_WRITE_FALLBACKS, useTokenRegistrationMutation } from '../api/registration-mutations';
import { REGISTRATION_FALLBACKS, registrationQueries } from '../api/registration-queries';
import type { Invitation, RegistrationKind } from '../api/registration-schemas';
import { NameFields, NewPasswordFields } from './AccountFields';
import { AuthFormPage } from './AuthFormPage';
import { LinkChecking, LinkCheckFailed, LinkOutcome, SignInLink } from './LinkStates';

const COPY: Record<RegistrationKind, { title: string; submit: string; signInNote: string | null }> = {
  user_invite: { title: 'Accept your invitation', submit: 'Create account', signInNote: null },
  azure: {
    title: 'Complete your registration',
    submit: 'Complete registration',
    signInNote: 'You will sign in with your Microsoft work account, so there is no password to choose.',
  },
  google: {
    title: 'Complete your registration',
    submit: 'Complete registration',
    signInNote: 'You will sign in with your Google account, so there is no password to choose.',
  },
};

const PROBLEM_TEXT: Record<LinkProblem['kind'], { title: string; detail: string }> = {
  invalid: { title: 'Registration link not valid', detail: 'This registration link is not valid.' },
  used: { title: 'Invitation already used', detail: 'This invitation has already been used.' },
  expired: { title: 'Invitation expired', detail: 'This invitation has expired.' },
};

/** `/register/<kind>/<token>`: an invitation or verification link, checked before its form shows. */
export function TokenRegistrationPage({ kind, token }: { kind: RegistrationKind; token: string }) {
  const invitation = useQuery(registrationQueries.invitation(kind, token));

  if (invitation.data) {
    return <InvitationForm key={`${kind}:${token}`} kind={kind} token={token} invitation={invitation.data} />;
  }
  if (invitation.isPending) {
    return <LinkChecking title="Checking your invitation" label="One moment, please…" />;
  }
  const problem = linkProblemOf(invitation.error);
  if (problem) return <InvitationProblem problem={problem} />;
  return (
    <LinkCheckFailed
      title="We could not open your invitation"
      check={invitation}
      fallback={REGISTRATION_FALLBACKS.invitation}
    />
  );
}

function InvitationProblem({ problem }: { problem: LinkProblem }) {
  const text = PROBLEM_TEXT[problem.kind];
  const askFor =
    problem.kind === 'expired' && problem.inviterName ? problem.inviterName : 'your administrator';
  return (
    <LinkOutcome title={text.title} actions={<SignInLink />}>
      <p>{problem.detail || text.detail}</p>
      {problem.kind === 'used' ? (
        <p>If you accepted it, your account is ready: sign in with it.</p>
      ) : (
        <p>
          {problem.kind === 'invalid'
            ? 'Check that you opened the whole link from your e-mail, or ask '
            : 'Ask '}
          {askFor} for a new invitation. Already have an account? Sign in instead.
        </p>
      )}
    </LinkOutcome>
  );
}

type InviteField = 'firstName' | 'lastName' | 'password' | 'confirmPassword';

const SERVER_FIELDS: Record<string, InviteField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  password: 'password',
};

function InvitationForm({
  kind,
  token,
  invitation,
}: {
  kind: RegistrationKind;
  token: string;
  invitation: Invitation;
}) {
  const navigate = useNavigate();
  const complete = useTokenRegistrationMutation(kind, token);
  const withPassword = kind === 'user_invite';
  const copy = COPY[kind];
  const form = useAppForm({
    defaultValues: {
      firstName: invitation.first_name,
      lastName: invitation.last_name,
      password: '',
      confirmPassword: '',
    } satisfies Record<InviteField, string>,
    onSubmit: ({ value, formApi }) => {
      const account = {
        first_name: value.firstName.trim(),
        last_name: value.lastName.trim(),
        ...(withPassword ? { password: value.password } : {}),
      };
      return sendForm(
        formApi,
        async () => {
          const user = await complete.mutateAsync(account);
          void navigate({ to: landingRoute(user.roles), replace: true });
        },
        { map: SERVER_FIELDS, fallback: REGISTRATION_WRITE_FALLBACKS.tokenRegistration },
      );
    },
  });

  const inviter = invitation.inviter_name ?? 'Your administrator';
  const role = invitation.role === 'client_admin' ? ' as an administrator' : '';

  return (
    <form.AppForm>
      <AuthFormPage
        title={copy.title}
        description={
          <p>
            {inviter} invited you to join <strong className="font-semibold">{invitation.tenant_name}</strong>
            {role} on Stackwise.
          </p>
        }
        icon={UserCheck}
        submitLabel={copy.submit}
        busy={complete.isSuccess}
      >
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hint="Your invitation is for this address."
          className="[&_input]:bg-slate-100 [&_input]:text-slate-700 dark:[&_input]:bg-slate-800 dark:[&_input]:text-slate-200"
        />
        <NameFields form={form} fields={{ firstName: 'firstName', lastName: 'lastName' }} />
        {withPassword ? (
          <NewPasswordFields
            form={form}
            fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{copy.signInNote}</p>
        )}
      </AuthFormPage>
    </form.AppForm>
  );
}
