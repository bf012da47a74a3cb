import { KeyRound } from 'lucide-react';
import { fieldRules, FormAlert, showServerErrors, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { isReadOnlyDemo } from '@/lib/demo-guard';
import { serverErrors } from '@/lib/server-errors';
import { useGoogleCode, type GoogleCodeMessages } from '@/lib/use-google-code';
import { AUTHORIZE_FALLBACKS, useAuthorizeAuditLogSyncMutation } from '../api/integration-mutations';
import { azureRules, cleanDomain, oktaRules } from '../model/form-rules';

const trimmed = (text: string) => text.trim();

/** Azure: the directory's tenant id (a GUID). */
export function AzureAuthorizeForm() {
  const authorize = useAuthorizeAuditLogSyncMutation('azure');
  const form = useAppForm({
    defaultValues: { azure_tenant_id: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        await authorize.mutateAsync({ provider: 'azure', azure_tenant_id: value.azure_tenant_id.trim() });
      } catch (error) {
        showServerErrors(
          formApi,
          serverErrors(error, { fields: ['azure_tenant_id'], fallback: AUTHORIZE_FALLBACKS.azure }),
        );
      }
    },
  });

  return (
    <form.AppForm>
      <form.Form className="space-y-3">
        <form.AppField
          name="azure_tenant_id"
          validators={{ onSubmit: fieldRules(azureRules.azure_tenant_id, trimmed) }}
        >
          {(field) => (
            <field.TextField
              label="Azure tenant ID"
              autoComplete="off"
              spellCheck={false}
              placeholder="00000000-0000-0000-0000-000000000000"
              hint="Find it in the Microsoft Entra admin centre under Overview → Tenant ID."
            />
          )}
        </form.AppField>
        <form.FormAlert />
        <form.SubmitButton>
          <KeyRound aria-hidden="true" className="size-4" />
          Authorise Azure
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

/** Okta: the org's domain and an API token with read access to the System Log. */
export function OktaAuthorizeForm() {
  const authorize = useAuthorizeAuditLogSyncMutation('okta');
  const form = useAppForm({
    defaultValues: { domain: '', token: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        await authorize.mutateAsync({
          provider: 'okta',
          domain: cleanDomain(value.domain),
          token: value.token.trim(),
        });
      } catch (error) {
        showServerErrors(
          formApi,
          serverErrors(error, { fields: ['domain', 'token'], fallback: AUTHORIZE_FALLBACKS.okta }),
        );
      }
    },
  });

  return (
    <form.AppForm>
      <form.Form className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <form.AppField name="domain" validators={{ onSubmit: fieldRules(oktaRules.domain, cleanDomain) }}>
            {(field) => (
              <field.TextField
                label="Okta domain"
                autoComplete="off"
                spellCheck={false}
                placeholder="acme.okta.com"
              />
            )}
          </form.AppField>
          <form.AppField name="token" validators={{ onSubmit: fieldRules(oktaRules.token, trimmed) }}>
            {(field) => (
              <field.TextField
                label="API token"
                type="password"
                autoComplete="off"
                hint="A read-only admin's token (Security → API → Tokens)."
              />
            )}
          </form.AppField>
        </div>
        <form.FormAlert />
        <form.SubmitButton>
          <KeyRound aria-hidden="true" className="size-4" />
          Authorise Okta
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

export const GOOGLE_PROBLEMS = {
  notLoaded: 'Google could not be loaded. Check your connection and try again.',
  popup_closed: 'The Google window was closed before access was granted.',
  popup_failed_to_open: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  unknown: AUTHORIZE_FALLBACKS.google,
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
    (authorize.error ? serverErrors(authorize.error, { fallback: AUTHORIZE_FALLBACKS.google }).form : null);

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
