import { CheckCircle2, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextField } from '@/components/ui/TextField';
import { isReadOnlyDemo } from '@/lib/demo-guard';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { validateForm } from '@/lib/validation';
import { beginServiceNowConnect, normaliseInstanceUrl } from '../api/service-now';
import { serviceNowRules } from '../rules';
import { FormError } from './SettingsShared';

export const INSTANCE_URL_HTTPS =
  'Instance URL must be an https address such as https://acme.service-now.com.';

/** Where the browser goes; a seam for tests. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

function ConnectForm() {
  const [instanceUrl, setInstanceUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm({ instance_url: instanceUrl.trim() }, serviceNowRules);
    const normalised = found.instance_url ? null : normaliseInstanceUrl(instanceUrl);
    setError(found.instance_url ?? (normalised ? null : INSTANCE_URL_HTTPS));
    setFormError(null);
    if (!normalised) return;
    if (isReadOnlyDemo()) return setFormError(DEMO_READ_ONLY_MESSAGE);
    setLeaving(true);
    navigation.assign(beginServiceNowConnect(normalised));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label="ServiceNow instance URL"
        name="instance_url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://acme.service-now.com"
        value={instanceUrl}
        onChange={(event) => {
          setInstanceUrl(event.target.value);
          setError(null);
        }}
        error={error}
        hint="You will sign in to ServiceNow and allow Stackwise, then come back here."
      />
      {formError && <FormError>{formError}</FormError>}
      <Button type="submit" busy={leaving}>
        <Link2 aria-hidden="true" className="size-4" />
        Connect ServiceNow
      </Button>
    </form>
  );
}

/** ServiceNow (IT service management): connected through its OAuth code flow. */
export function ServiceNowCard({
  connected,
  instanceUrl,
  canEdit,
}: {
  connected: boolean;
  instanceUrl: string | null;
  canEdit: boolean;
}) {
  const [reconnecting, setReconnecting] = useState(false);
  return (
    <Card title="ServiceNow">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Raise app requests and renewals as ServiceNow tickets, and match them to your stack.
      </p>
      {connected ? (
        <div className="mt-3 space-y-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
            <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
            <span className="font-medium">Connected</span>
            {instanceUrl && (
              <span className="break-all text-slate-600 dark:text-slate-300">to {instanceUrl}</span>
            )}
          </p>
          {canEdit && (
            <>
              <Button
                variant="ghost"
                aria-expanded={reconnecting}
                onClick={() => setReconnecting((open) => !open)}
              >
                {reconnecting ? 'Cancel' : 'Connect another instance'}
              </Button>
              {reconnecting && <ConnectForm />}
            </>
          )}
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100">Not connected</p>
          {canEdit && <ConnectForm />}
        </div>
      )}
    </Card>
  );
}
