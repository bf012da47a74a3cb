import { fieldRules, firstMessage, sendForm, showFormAlert, useAppForm } from '@/components/form';
import { type TenantUpdateInput, TENANT_WRITE_FALLBACKS } from '@/features/tenants';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { profileRules, readAsDataUrl } from '../model/form-rules';
import { LogoField, useLogoDraft } from './LogoField';
import { useCanEditSettings, useSettingsTenant } from './SettingsShared';

const CURRENCY_HINT = 'Spend, savings and cards are shown in this currency.';

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
      await sendForm(
        formApi,
        async () => {
          await save.mutateAsync({ id: tenant.id, changes });
          logo.reset();
        },
        { fields: ['name', 'currency', 'country', 'logo'], fallback: TENANT_WRITE_FALLBACKS.update },
      );
    },
  });

  // Both lists keep the saved value choosable even when the reference data no longer lists it.
  const choices = [
    { name: 'currency', options: static_data.currencies, hint: CURRENCY_HINT },
    { name: 'country', options: static_data.countries },
  ] as const;

  return (
    <form.AppForm>
      <form.CardForm title="Company profile" readOnly={!canEdit} submitLabel="Save profile">
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
              serverError={firstMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.AppField name="name" validators={{ onSubmit: fieldRules(profileRules.name) }}>
          {(field) => <field.TextField label="Company name" autoComplete="organization" />}
        </form.AppField>
        <div className="grid gap-4 sm:grid-cols-2">
          {choices.map(({ name, options, ...rest }) => (
            <form.AppField key={name} name={name} validators={{ onSubmit: fieldRules(profileRules[name]) }}>
              {(field) => (
                <field.SelectField
                  label={profileRules[name].label}
                  options={withCurrent(options, tenant[name])}
                  placeholder={`Select a ${name}`}
                  {...rest}
                />
              )}
            </form.AppField>
          ))}
        </div>
      </form.CardForm>
    </form.AppForm>
  );
}
