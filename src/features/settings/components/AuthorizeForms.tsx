import { KeyRound } from 'lucide-react';
import { FormAlert, sendForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { isReadOnlyDemo } from '@/lib/demo-guard';
import { serverErrors } from '@/lib/server-errors';
import { useGoogleCode, type GoogleCodeMessages } from '@/lib/use-google-code';
import {
  INTEGRATION_WRITE_FALLBACKS,
  type AuthorizeInput,
  useAuthorizeAuditLogSyncMutation,
} from '../api/integration-mutations';
import { azureRules, cleanDomain, oktaRules } from '../model/form-rules';
import { ConnectionForm, type ConnectionField } from './ConnectionForm';

/** Azure: the directory's tenant id (a GUID). */
const AZURE_FIELDS: readonly ConnectionField[] = [
  {
    name: 'azure_tenant_id',
    rules: azureRules.azure_tenant_id,
    placeholder: '00000000-0000-0000-0000-000000000000',
    hint: 'Find it in the Microsoft Entra admin centre under Overview → Tenant ID.',
  },
];

/** Okta: the org's domain and an API token with read access to the System Log. */
const OKTA_FIELDS: readonly ConnectionField[] = [
  { name: 'domain', rules: oktaRules.domain, clean: cleanDomain, placeholder: 'acme.okta.com' },
  {
    name: 'token',
    rules: oktaRules.token,
    type: 'password',
    hint: "A read-only admin's token (Security → API → Tokens).",
  },
];

/** What each provider's credentials are, and the call they make. */
const CREDENTIALS = {
  azure: {
    fields: AZURE_FIELDS,
    submitLabel: 'Authorise Azure',
    input: ({ azure_tenant_id = '' }: Record<string, string>): AuthorizeInput => ({
      provider: 'azure',
      azure_tenant_id,
    }),
  },
  okta: {
    fields: OKTA_FIELDS,
    submitLabel: 'Authorise Okta',
    input: ({ domain = '', token = '' }: Record<string, string>): AuthorizeInput => ({
      provider: 'okta',
      domain,
      token,
    }),
  },
};

/** The providers authorised with credentials typed here (Google uses its own sign-in). */
export function CredentialsAuthorizeForm({ provider }: { provider: keyof typeof CREDENTIALS }) {
  const authorize = useAuthorizeAuditLogSyncMutation(provider);
  const { fields, submitLabel, input } = CREDENTIALS[provider];
  return (
    <ConnectionForm
      fields={fields}
      icon={KeyRound}
      onSend={(values, form) =>
        sendForm(form, () => authorize.mutateAsync(input(values)), {
          fields: fields.map(({ name }) => name),
          fallback: INTEGRATION_WRITE_FALLBACKS.authorize[provider],
        })
      }
    >
      {submitLabel}
    </ConnectionForm>
  );
}

export const GOOGLE_PROBLEMS = {
  notLoaded: 'Google could not be loaded. Check your connection and try again.',
  popup_closed: 'The Google window was closed before access was granted.',
  popup_failed_to_open: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  unknown: INTEGRATION_WRITE_FALLBACKS.authorize.google,
  denied: 'Access to the Google audit logs was not granted.',
} as const satisfies GoogleCodeMessages;

/** Google: GIS's code flow in a popup with the Reports API scope; the code goes to our backend. */
export function GoogleAuthorizeButton() {
  const authorize = useAuthorizeAuditLogSyncMutation('google');
  const google = useGoogleCode({
    purpose: 'reports',
    messages: GOOGLE_PROBLEMS,
    onCode: (code) => authorize.mutate({ provider: 'google', auth_code: code }),
  });
  const { loading, problem, preload } = google;

  const onClick = () => {
    authorize.reset();
    if (isReadOnlyDemo()) return google.setProblem(DEMO_READ_ONLY_MESSAGE);
    google.request();
  };

  const failure =
    problem ??
    (authorize.error
      ? serverErrors(authorize.error, { fallback: INTEGRATION_WRITE_FALLBACKS.authorize.google }).form
      : null);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Sign in as a Google Workspace administrator and allow Stackwise to read the audit reports.
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button
        busy={loading || authorize.isPending}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={onClick}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Authorise with Google
      </Button>
    </div>
  );
}
