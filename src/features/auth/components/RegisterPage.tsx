import { UserPlus } from 'lucide-react';
import { fieldRules, sendForm, useAppForm } from '@/components/form';
import { REGISTRATION_WRITE_FALLBACKS, useRegisterMutation } from '../api/registration-mutations';
import { registerFields, type RegisterField, type RegisterValues } from '../model/form-rules';
import { NameFields, NewPasswordFields } from './AccountFields';
import { AuthFormPage } from './AuthFormPage';
import { AuthLayout } from './AuthLayout';
import { SignInLink } from './LinkStates';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  password: '',
  confirmPassword: '',
};

/** The API's field names → the form's. */
const SERVER_FIELDS: Record<string, RegisterField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  company_name: 'companyName',
  password: 'password',
};

/** `/register`: a new company and its first admin. */
export function RegisterPage() {
  const register = useRegisterMutation();
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: ({ value, formApi }) => {
      const account = {
        first_name: value.firstName.trim(),
        last_name: value.lastName.trim(),
        email: value.email.trim(),
        company_name: value.companyName.trim(),
        password: value.password,
      };
      return sendForm(formApi, () => register.mutateAsync(account), {
        map: SERVER_FIELDS,
        fallback: REGISTRATION_WRITE_FALLBACKS.register,
      });
    },
  });

  if (register.isSuccess) {
    return <RegistrationSent email={register.variables.email} company={register.variables.company_name} />;
  }

  return (
    <form.AppForm>
      <AuthFormPage
        title="Create your Stackwise account"
        description="Register your company to start managing its SaaS stack."
        signInQuestion="Already have an account?"
        icon={UserPlus}
        submitLabel="Create account"
      >
        <NameFields form={form} fields={{ firstName: 'firstName', lastName: 'lastName' }} />
        <form.AppField name="email" validators={{ onSubmit: fieldRules(registerFields.email) }}>
          {(field) => <field.TextField label="Work email" type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="companyName" validators={{ onSubmit: fieldRules(registerFields.companyName) }}>
          {(field) => <field.TextField label="Company name" autoComplete="organization" />}
        </form.AppField>
        <NewPasswordFields
          form={form}
          fields={{ password: 'password', confirmPassword: 'confirmPassword' }}
        />
      </AuthFormPage>
    </form.AppForm>
  );
}

/** What happens next, once the account exists: verify the e-mail, then sign in. */
function RegistrationSent({ email, company }: { email: string; company: string }) {
  return (
    <AuthLayout title="Check your inbox">
      <div role="status" className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-200">
        <p>
          Your Stackwise account for <strong className="font-semibold">{company}</strong> has been created. We
          have e-mailed a verification link to <strong className="font-semibold break-all">{email}</strong>.
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Open the e-mail and follow the verification link.</li>
          <li>Then sign in with your work email and password.</li>
        </ol>
      </div>
      <div className="mt-6">
        <SignInLink />
      </div>
    </AuthLayout>
  );
}
