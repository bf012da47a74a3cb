import { fieldRules, sendForm, useAppForm } from '@/components/form';
import { TENANT_WRITE_FALLBACKS } from '@/features/tenants';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { cleanDomain, discoveryRules } from '../model/form-rules';
import { useCanEditSettings, useSettingsTenant } from './SettingsShared';

const FIELDS = [
  'shadow_sense_client_domain',
  'shadow_sense_sync_marketplace_apps_only',
  'azure_sync_non_interactive_logs',
] as const;

const DOMAIN_INPUT = {
  label: 'Company domain',
  inputMode: 'url',
  placeholder: 'example.com',
  hint: "Sign-ins of accounts on this domain count as your employees' app use.",
} as const;
const domainRules = fieldRules(discoveryRules.shadow_sense_client_domain, cleanDomain);

/** The discovery options that are on or off. */
const SWITCHES = [
  {
    name: 'shadow_sense_sync_marketplace_apps_only',
    label: 'Marketplace apps only',
    description: 'Only list apps found in the app catalogue; ignore internal and unknown sign-ins.',
  },
  {
    name: 'azure_sync_non_interactive_logs',
    label: 'Azure non-interactive sign-in logs',
    description: "Also read sign-ins made by apps on a user's behalf (token refreshes, background sync).",
  },
] as const;

/** `/settings/discovery`: how apps are discovered from the audit logs. */
export function DiscoverySettingsPage() {
  const { tenant } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const save = useSaveTenantSettingsMutation();
  const form = useAppForm({
    defaultValues: {
      shadow_sense_client_domain: tenant.shadow_sense_client_domain ?? '',
      shadow_sense_sync_marketplace_apps_only: tenant.shadow_sense_sync_marketplace_apps_only,
      azure_sync_non_interactive_logs: tenant.azure_sync_non_interactive_logs,
    },
    onSubmit: ({ value, formApi }) => {
      const domain = cleanDomain(value.shadow_sense_client_domain);
      const changes = { ...value, shadow_sense_client_domain: domain || null };
      return sendForm(
        formApi,
        async () => {
          await save.mutateAsync({ id: tenant.id, changes });
          formApi.setFieldValue('shadow_sense_client_domain', domain);
        },
        { fields: FIELDS, fallback: TENANT_WRITE_FALLBACKS.update },
      );
    },
  });

  return (
    <div className="max-w-3xl">
      <form.AppForm>
        <form.CardForm title="Discovery options" readOnly={!canEdit} submitLabel="Save discovery options">
          <form.AppField name="shadow_sense_client_domain" validators={{ onSubmit: domainRules }}>
            {(field) => <field.TextField {...DOMAIN_INPUT} />}
          </form.AppField>
          {SWITCHES.map(({ name, label, description }) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.SwitchField label={label} disabled={!canEdit} description={description} />}
            </form.AppField>
          ))}
        </form.CardForm>
      </form.AppForm>
    </div>
  );
}
