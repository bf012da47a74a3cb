import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';
import { FormAlert } from '@/features/auth';
import { ApiError, extractErrorText } from '@/lib/errors';
import { validateForm } from '@/lib/validation';
import type { UserInput, UserRow } from '../api/schemas';
import {
  CREATE_USER_FALLBACK,
  UPDATE_USER_FALLBACK,
  useCreateUserMutation,
  useUpdateUserMutation,
} from '../api/user-mutations';
import { fullName, isAdmin } from '../user-list';
import { INACTIVE_FLAG_REFUSED, userFormFields, type UserFormField } from '../rules';

type RoleChoice = 'user' | 'client_admin';

interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  role: RoleChoice;
  is_buyer: boolean;
  is_cards_user: boolean;
}

type FormField = UserFormField | 'roles' | 'is_buyer' | 'is_cards_user';
type FieldErrors = Partial<Record<FormField, string>>;

const FORM_FIELDS = new Set<string>([
  'first_name',
  'last_name',
  'email',
  'roles',
  'is_buyer',
  'is_cards_user',
]);

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'client_admin', label: 'Client admin' },
] as const;

function initialValues(user: UserRow | undefined): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    role: user && isAdmin(user) ? 'client_admin' : 'user',
    is_buyer: user?.is_buyer ?? false,
    is_cards_user: user?.is_cards_user ?? false,
  };
}

/** The server's field errors beside the form's fields; anything else above the buttons. */
function serverFieldErrors(error: unknown): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  if (!(error instanceof ApiError)) return { fields, rest };
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (FORM_FIELDS.has(field)) fields[field as FormField] = text;
    else rest.push(text);
  }
  return { fields, rest };
}

function FieldMessage({ children }: { children: string | undefined }) {
  return children ? <p className="-mt-2 text-sm text-red-700 dark:text-red-300">{children}</p> : null;
}

export interface UserFormDialogProps {
  /** The user to edit; adds a new one when absent. */
  user?: UserRow;
  onClose: () => void;
}

/**
 * Add or edit a user: the seed's rules beside each field before anything is sent, the server's field
 * errors beside the same fields after (a taken e-mail, a role the server refuses), and any other
 * failure above the buttons. On failure the dialog stays open with everything typed.
 */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const editing = user !== undefined;
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  const busy = create.isPending || update.isPending;
  const inactive = user?.status === 'inactive';

  const set = <F extends keyof UserFormValues>(field: F, value: UserFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const key: FormField = field === 'role' ? 'roles' : field;
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onError = (error: unknown) => {
    const { fields, rest } = serverFieldErrors(error);
    setErrors(fields);
    const hasFieldErrors = Object.keys(fields).length > 0;
    const fallback = editing ? UPDATE_USER_FALLBACK : CREATE_USER_FALLBACK;
    setFailure(rest.length > 0 ? rest.join(', ') : hasFieldErrors ? null : extractErrorText(error, fallback));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateForm<UserFormField>(values, userFormFields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const changes: UserInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      roles: values.role === 'client_admin' ? ['client_admin'] : [],
      is_buyer: values.is_buyer,
      is_cards_user: values.is_cards_user,
    };
    if (user) update.mutate({ userId: user.user_id, changes }, { onSuccess: onClose, onError });
    else create.mutate(changes, { onSuccess: onClose, onError });
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={editing ? `Edit ${fullName(user) || user.email}` : 'Add user'}
      description={
        editing
          ? 'Change the user’s details, role and access.'
          : 'They get an e-mail inviting them to set a password and sign in.'
      }
    >
      <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="off"
            data-autofocus
            value={values.first_name}
            onChange={(event) => set('first_name', event.target.value)}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="off"
            value={values.last_name}
            onChange={(event) => set('last_name', event.target.value)}
            error={errors.last_name}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
        />
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          value={values.role}
          onChange={(event) => set('role', event.target.value === 'client_admin' ? 'client_admin' : 'user')}
          error={errors.roles}
          hint="Client admins manage the company’s users and settings."
        />
        <SwitchField
          label="Buyer"
          description={inactive ? INACTIVE_FLAG_REFUSED : 'Can buy apps for the company.'}
          checked={values.is_buyer}
          disabled={inactive && !values.is_buyer}
          onChange={(checked) => set('is_buyer', checked)}
        />
        <FieldMessage>{errors.is_buyer}</FieldMessage>
        <SwitchField
          label="Cards user"
          description={inactive ? INACTIVE_FLAG_REFUSED : 'Can hold and use virtual payment cards.'}
          checked={values.is_cards_user}
          disabled={inactive && !values.is_cards_user}
          onChange={(checked) => set('is_cards_user', checked)}
        />
        <FieldMessage>{errors.is_cards_user}</FieldMessage>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? 'Save changes' : 'Add user'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
