import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { REGISTER_FALLBACK, useRegisterMutation } from '../api/registration-mutations';
import { PASSWORD_HINT } from '../password-rules';
import { validateRegistration, type RegisterField, type RegisterValues } from '../registration-rules';
import { AuthLayout, authLinkClass, FormAlert } from './AuthLayout';
import { serverFormErrors } from './form-errors';
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

/** `/register`: a new company and its first admin (seed §2, §5). */
export function RegisterPage() {
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const register = useRegisterMutation();

  if (register.isSuccess) {
    return <RegistrationSent email={register.variables.email} company={register.variables.company_name} />;
  }

  const onChange = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        company_name: values.companyName.trim(),
        password: values.password,
      },
      {
        onError: (error) => {
          const { fields, alert: text } = serverFormErrors(error, SERVER_FIELDS, REGISTER_FALLBACK);
          setErrors(fields);
          setAlert(text);
        },
      },
    );
  };

  const field = (name: RegisterField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name)(event.target.value),
    error: errors[name],
  });

  return (
    <AuthLayout
      title="Create your Stackwise account"
      description="Register your company to start managing its SaaS stack."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label="Work email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Company name" autoComplete="organization" {...field('companyName')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <Button type="submit" className="w-full" busy={register.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}

/** What happens next, once the account exists (seed §3: registration success). */
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
