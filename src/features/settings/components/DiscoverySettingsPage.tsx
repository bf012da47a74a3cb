import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';
import { UPDATE_TENANT_FALLBACK } from '@/features/tenants';
import { validateForm } from '@/lib/validation';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { splitServerErrors } from '../form-errors';
import { cleanDomain, discoveryRules } from '../rules';
import { FormError, useCanEditSettings, useSettingsTenant } from './SettingsShared';

const FIELDS = [
  'shadow_sense_client_domain',
  'shadow_sense_sync_marketplace_apps_only',
  'azure_sync_non_interactive_logs',
] as const;
type Field = (typeof FIELDS)[number];

/** `/settings/discovery`: how apps are discovered from the audit logs. */
export function DiscoverySettingsPage() {
  const { tenant } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const [domain, setDomain] = useState(tenant.shadow_sense_client_domain ?? '');
  const [marketplaceOnly, setMarketplaceOnly] = useState(tenant.shadow_sense_sync_marketplace_apps_only);
  const [nonInteractive, setNonInteractive] = useState(tenant.azure_sync_non_interactive_logs);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTenantSettingsMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanDomain(domain);
    const found = validateForm({ shadow_sense_client_domain: cleaned }, discoveryRules);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: tenant.id,
        changes: {
          shadow_sense_client_domain: cleaned || null,
          shadow_sense_sync_marketplace_apps_only: marketplaceOnly,
          azure_sync_non_interactive_logs: nonInteractive,
        },
      },
      {
        onSuccess: () => setDomain(cleaned),
        onError: (error) => {
          const split = splitServerErrors(error, FIELDS, UPDATE_TENANT_FALLBACK);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <div className="max-w-3xl">
      <Card title="Discovery options">
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={!canEdit} className="space-y-5">
            <legend className="sr-only">Discovery options</legend>
            <TextField
              label="Company domain"
              name="shadow_sense_client_domain"
              inputMode="url"
              placeholder="example.com"
              value={domain}
              onChange={(event) => {
                setDomain(event.target.value);
                if (errors.shadow_sense_client_domain) setErrors({});
              }}
              error={errors.shadow_sense_client_domain}
              hint="Sign-ins of accounts on this domain count as your employees' app use."
            />
            <SwitchField
              label="Marketplace apps only"
              checked={marketplaceOnly}
              onChange={setMarketplaceOnly}
              disabled={!canEdit}
              description="Only list apps found in the app catalogue; ignore internal and unknown sign-ins."
            />
            {errors.shadow_sense_sync_marketplace_apps_only && (
              <FormError>{errors.shadow_sense_sync_marketplace_apps_only}</FormError>
            )}
            <SwitchField
              label="Azure non-interactive sign-in logs"
              checked={nonInteractive}
              onChange={setNonInteractive}
              disabled={!canEdit}
              description="Also read sign-ins made by apps on a user's behalf (token refreshes, background sync)."
            />
            {errors.azure_sync_non_interactive_logs && (
              <FormError>{errors.azure_sync_non_interactive_logs}</FormError>
            )}
            {formError && <FormError>{formError}</FormError>}
            {canEdit && (
              <div className="flex justify-end">
                <Button type="submit" busy={save.isPending}>
                  <Save aria-hidden="true" className="size-4" />
                  Save discovery options
                </Button>
              </div>
            )}
          </fieldset>
        </form>
      </Card>
    </div>
  );
}
