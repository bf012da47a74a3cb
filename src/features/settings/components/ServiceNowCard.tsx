import { CheckCircle2, Link2 } from 'lucide-react';
import { useState } from 'react';
import { showFormAlert } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { isReadOnlyDemo } from '@/lib/demo-guard';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { beginServiceNowConnect, normaliseInstanceUrl } from '../api/service-now';
import { serviceNowRules } from '../model/form-rules';
import { ConnectionForm, type ConnectionField } from './ConnectionForm';

export const INSTANCE_URL_HTTPS =
  'Instance URL must be an https address such as https://acme.service-now.com.';

/** Where the browser goes; a seam for tests. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

const INSTANCE_URL_FIELD: ConnectionField = {
  name: 'instance_url',
  rules: serviceNowRules.instance_url,
  check: ({ value }) => (normaliseInstanceUrl(value) ? undefined : INSTANCE_URL_HTTPS),
  label: 'ServiceNow instance URL',
  inputMode: 'url',
  autoComplete: 'url',
  placeholder: 'https://acme.service-now.com',
  hint: 'You will sign in to ServiceNow and allow Stackwise, then come back here.',
};

function ConnectForm() {
  const [leaving, setLeaving] = useState(false);
  return (
    <ConnectionForm
      fields={[INSTANCE_URL_FIELD]}
      icon={Link2}
      busy={leaving}
      onSend={({ instance_url = '' }, form) => {
        const normalised = normaliseInstanceUrl(instance_url);
        if (!normalised) return;
        if (isReadOnlyDemo()) return showFormAlert(form, DEMO_READ_ONLY_MESSAGE);
        setLeaving(true);
        navigation.assign(beginServiceNowConnect(normalised));
      }}
    >
      Connect ServiceNow
    </ConnectionForm>
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
