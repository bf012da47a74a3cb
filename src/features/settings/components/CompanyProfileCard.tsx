import { fieldRules, showFormAlert, showServerErrors, useAppForm } from '@/components/form';
import { Card } from '@/components/ui/Card';
import { type TenantUpdateInput, UPDATE_TENANT_FALLBACK } from '@/features/tenants';
import { serverErrors } from '@/lib/server-errors';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { profileRules, readAsDataUrl } from '../model/form-rules';
import { LogoField, useLogoDraft } from './LogoField';
import { SaveActions, useCanEditSettings, useSettingsTenant } from './SettingsShared';

/** Keeps the saved value selectable even when the reference data no longer lists it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** Company profile: logo, name, currency and country, saved with `PUT /tenants/<id>/`. */
export function CompanyProfileCard() {
  const { tenant, static_data } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const logo = useLogoDraft();
  const save = useSaveTenantSettingsMutation();
  const form = useAppForm({
    defaultValues: {
      name: tenant.name,
      currency: tenant.currency,
      country: tenant.country,
      // The logo field carries the logo's messages; the chosen image itself is the draft above.
      logo: '',
    },
    onSubmit: async ({ value, formApi }) => {
      const changes: TenantUpdateInput = {
        name: value.name.trim(),
        currency: value.currency,
        country: value.country,
      };
      if (logo.draft.file) {
        try {
          changes.logo = await readAsDataUrl(logo.draft.file);
        } catch {
          return showFormAlert(formApi, 'The logo could not be read. Choose the image again.');
        }
      } else if (logo.draft.removed) {
        changes.logo = null;
      }
      try {
        await save.mutateAsync({ id: tenant.id, changes });
        logo.reset();
      } catch (error) {
        showServerErrors(
          formApi,
          serverErrors(error, {
            fields: ['name', 'currency', 'country', 'logo'],
            fallback: UPDATE_TENANT_FALLBACK,
          }),
        );
      }
    },
  });

  return (
    <Card title="Company profile">
      <form.AppForm>
        <form.Form>
          <fieldset disabled={!canEdit} className="space-y-4">
            <legend className="sr-only">Company profile</legend>
            {/* The logo's own checks run as it is chosen; a bad choice also stops the save. */}
            <form.Field name="logo" validators={{ onSubmit: () => logo.draft.error ?? undefined }}>
              {(field) => (
                <LogoField
                  currentLogo={tenant.logo}
                  companyName={tenant.name}
                  draft={logo.draft}
                  disabled={!canEdit}
                  onChoose={logo.choose}
                  onRemove={logo.remove}
                  serverError={field.state.meta.errors.find((e) => typeof e === 'string')}
                />
              )}
            </form.Field>
            <form.AppField name="name" validators={{ onSubmit: fieldRules(profileRules.name) }}>
              {(field) => <field.TextField label="Company name" autoComplete="organization" />}
            </form.AppField>
            <div className="grid gap-4 sm:grid-cols-2">
              <form.AppField name="currency" validators={{ onSubmit: fieldRules(profileRules.currency) }}>
                {(field) => (
                  <field.SelectField
                    label="Currency"
                    options={withCurrent(static_data.currencies, tenant.currency)}
                    placeholder="Select a currency"
                    hint="Spend, savings and cards are shown in this currency."
                  />
                )}
              </form.AppField>
              <form.AppField name="country" validators={{ onSubmit: fieldRules(profileRules.country) }}>
                {(field) => (
                  <field.SelectField
                    label="Country"
                    options={withCurrent(static_data.countries, tenant.country)}
                    placeholder="Select a country"
                  />
                )}
              </form.AppField>
            </div>
            <SaveActions canEdit={canEdit}>Save profile</SaveActions>
          </fieldset>
        </form.Form>
      </form.AppForm>
    </Card>
  );
}
