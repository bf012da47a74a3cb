import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { isReadOnlyDemo } from '@/lib/demo-guard';
import { useGoogleCode, type GoogleCodeMessages } from '@/lib/use-google-code';
import { validateForm } from '@/lib/validation';
import { AUTHORIZE_FALLBACKS, useAuthorizeAuditLogSyncMutation } from '../api/integration-mutations';
import { splitServerErrors } from '../form-errors';
import { azureRules, cleanDomain, oktaRules } from '../rules';
import { FormError } from './SettingsShared';

/** Azure: the directory's tenant id (a GUID). */
export function AzureAuthorizeForm() {
  const [tenantId, setTenantId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const authorize = useAuthorizeAuditLogSyncMutation('azure');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = tenantId.trim();
    const found = validateForm({ azure_tenant_id: value }, azureRules);
    setError(found.azure_tenant_id ?? null);
    setFormError(null);
    if (found.azure_tenant_id) return;
    authorize.mutate(
      { provider: 'azure', azure_tenant_id: value },
      {
        onError: (failure) => {
          const split = splitServerErrors(failure, ['azure_tenant_id'], AUTHORIZE_FALLBACKS.azure);
          setError(split.fields.azure_tenant_id ?? null);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label="Azure tenant ID"
        name="azure_tenant_id"
        autoComplete="off"
        spellCheck={false}
        placeholder="00000000-0000-0000-0000-000000000000"
        value={tenantId}
        onChange={(event) => {
          setTenantId(event.target.value);
          setError(null);
        }}
        error={error}
        hint="Find it in the Microsoft Entra admin centre under Overview → Tenant ID."
      />
      {formError && <FormError>{formError}</FormError>}
      <Button type="submit" busy={authorize.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        Authorise Azure
      </Button>
    </form>
  );
}

/** Okta: the org's domain and an API token with read access to the System Log. */
export function OktaAuthorizeForm() {
  const [values, setValues] = useState({ domain: '', token: '' });
  const [errors, setErrors] = useState<Partial<Record<'domain' | 'token', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const authorize = useAuthorizeAuditLogSyncMutation('okta');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { domain: cleanDomain(values.domain), token: values.token.trim() };
    const found = validateForm(input, oktaRules);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    authorize.mutate(
      { provider: 'okta', ...input },
      {
        onError: (failure) => {
          const split = splitServerErrors(failure, ['domain', 'token'], AUTHORIZE_FALLBACKS.okta);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  const onChange = (field: 'domain' | 'token') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Okta domain"
          name="domain"
          autoComplete="off"
          spellCheck={false}
          placeholder="acme.okta.com"
          value={values.domain}
          onChange={(event) => onChange('domain')(event.target.value)}
          error={errors.domain}
        />
        <TextField
          label="API token"
          name="token"
          type="password"
          autoComplete="off"
          value={values.token}
          onChange={(event) => onChange('token')(event.target.value)}
          error={errors.token}
          hint="A read-only admin's token (Security → API → Tokens)."
        />
      </div>
      {formError && <FormError>{formError}</FormError>}
      <Button type="submit" busy={authorize.isPending}>
        <KeyRound aria-hidden="true" className="size-4" />
        Authorise Okta
      </Button>
    </form>
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
    (authorize.error ? splitServerErrors(authorize.error, [], AUTHORIZE_FALLBACKS.google).form : null);

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Sign in as a Google Workspace administrator and allow Stackwise to read the audit reports.
      </p>
      {failure && <FormError>{failure}</FormError>}
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
