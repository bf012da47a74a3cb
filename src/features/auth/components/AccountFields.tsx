import { fieldRules, withFieldGroup } from '@/components/form';
import { nameFields } from '@/lib/name-fields';
import { confirmPasswordValidator, PASSWORD_HINT, passwordRules } from '../model/form-rules';

/** First and last name side by side, as registration and an invitation ask for them. */
export const NameFields = withFieldGroup({
  defaultValues: { firstName: '', lastName: '' },
  render: function NameFields({ group }) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <group.AppField name="firstName" validators={{ onSubmit: fieldRules(nameFields.firstName) }}>
          {(field) => <field.TextField label="First name" autoComplete="given-name" />}
        </group.AppField>
        <group.AppField name="lastName" validators={{ onSubmit: fieldRules(nameFields.lastName) }}>
          {(field) => <field.TextField label="Last name" autoComplete="family-name" />}
        </group.AppField>
      </div>
    );
  },
});

/**
 * A new password under the password rules, with its hint, and its confirmation. The form's new
 * password field must be called `password` (the confirmation compares against it).
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  props: {} as { passwordLabel?: string },
  render: function NewPasswordFields({ group, passwordLabel = 'Password' }) {
    return (
      <>
        <group.AppField name="password" validators={{ onSubmit: fieldRules(passwordLabel, passwordRules) }}>
          {(field) => (
            <field.TextField
              label={passwordLabel}
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
          )}
        </group.AppField>
        <group.AppField name="confirmPassword" validators={{ onSubmit: confirmPasswordValidator() }}>
          {(field) => (
            <field.TextField label="Confirm password" type="password" autoComplete="new-password" />
          )}
        </group.AppField>
      </>
    );
  },
});
