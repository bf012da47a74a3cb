import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { type TenantUpdateInput, UPDATE_TENANT_FALLBACK } from '@/features/tenants';
import { validateForm } from '@/lib/validation';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { splitServerErrors } from '../form-errors';
import { profileRules, readAsDataUrl } from '../rules';
import { LogoField, useLogoDraft } from './LogoField';
import { FormError, useCanEditSettings, useSettingsTenant } from './SettingsShared';

type Field = keyof typeof profileRules;
const FIELDS = ['name', 'currency', 'country', 'logo'] as const;
type ServerField = (typeof FIELDS)[number];

/** Keeps the saved value selectable even when the reference data no longer lists it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** Company profile: logo, name, currency and country, saved with `PUT /tenants/<id>/`. */
export function CompanyProfileCard() {
  const { tenant, static_data } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: tenant.name,
    currency: tenant.currency,
    country: tenant.country,
  }));
  const [errors, setErrors] = useState<Partial<Record<ServerField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const logo = useLogoDraft();
  const save = useSaveTenantSettingsMutation();

  const onChange = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, profileRules);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || logo.draft.error) return;

    const changes: TenantUpdateInput = {
      name: values.name.trim(),
      currency: values.currency,
      country: values.country,
    };
    if (logo.draft.file) {
      setReading(true);
      try {
        changes.logo = await readAsDataUrl(logo.draft.file);
      } catch {
        setFormError('The logo could not be read. Choose the image again.');
        return;
      } finally {
        setReading(false);
      }
    } else if (logo.draft.removed) {
      changes.logo = null;
    }
    save.mutate(
      { id: tenant.id, changes },
      {
        onSuccess: () => logo.reset(),
        onError: (error) => {
          const split = splitServerErrors(error, FIELDS, UPDATE_TENANT_FALLBACK);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <Card title="Company profile">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset disabled={!canEdit} className="space-y-4">
          <legend className="sr-only">Company profile</legend>
          <LogoField
            currentLogo={tenant.logo}
            companyName={tenant.name}
            draft={logo.draft}
            disabled={!canEdit}
            onChoose={logo.choose}
            onRemove={logo.remove}
            serverError={errors.logo}
          />
          <TextField
            label="Company name"
            name="name"
            autoComplete="organization"
            value={values.name}
            onChange={(event) => onChange('name')(event.target.value)}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Currency"
              name="currency"
              options={withCurrent(static_data.currencies, tenant.currency)}
              placeholder="Select a currency"
              value={values.currency}
              onChange={(event) => onChange('currency')(event.target.value)}
              error={errors.currency}
              hint="Spend, savings and cards are shown in this currency."
            />
            <SelectField
              label="Country"
              name="country"
              options={withCurrent(static_data.countries, tenant.country)}
              placeholder="Select a country"
              value={values.country}
              onChange={(event) => onChange('country')(event.target.value)}
              error={errors.country}
            />
          </div>
          {formError && <FormError>{formError}</FormError>}
          {canEdit && (
            <div className="flex justify-end">
              <Button type="submit" busy={save.isPending || reading}>
                <Save aria-hidden="true" className="size-4" />
                Save profile
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
