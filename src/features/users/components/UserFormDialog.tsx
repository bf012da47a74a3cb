import { sendForm, useAppForm, ruledFields } from '@/components/form';
import type { UserInput, UserRow } from '../api/schemas';
import { USER_WRITE_FALLBACKS, useCreateUserMutation, useUpdateUserMutation } from '../api/user-mutations';
import { personName } from '@/lib/person';
import { isAdmin } from '../model/user-list';
import { INACTIVE_FLAG_REFUSED, userFormFields } from '../model/form-rules';

const ruled = ruledFields(userFormFields);

type RoleChoice = 'user' | 'client_admin';

interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  role: RoleChoice;
  is_buyer: boolean;
  is_cards_user: boolean;
}

/** The server's names for the form's fields; `roles` is the form's role choice. */
const SERVER_FIELDS = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  roles: 'role',
  is_buyer: 'is_buyer',
  is_cards_user: 'is_cards_user',
} as const satisfies Record<string, keyof UserFormValues>;

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'client_admin', label: 'Client admin' },
] as const;

/** The access flags, each a switch. */
const FLAG_SWITCHES = [
  { name: 'is_buyer', label: 'Buyer', description: 'Can buy apps for the company.' },
  { name: 'is_cards_user', label: 'Cards user', description: 'Can hold and use virtual payment cards.' },
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

export interface UserFormDialogProps {
  /** The user to edit; adds a new one when absent. */
  user?: UserRow;
  onClose: () => void;
}

/**
 * Add or edit a user: the field rules' messages beside each field before anything is sent, the server's field
 * errors beside the same fields after (a taken e-mail, a role the server refuses), and any other
 * failure above the buttons. On failure the dialog stays open with everything typed.
 */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
  const editing = user !== undefined;
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  const inactive = user?.status === 'inactive';
  const form = useAppForm({
    defaultValues: initialValues(user),
    onSubmit: async ({ value, formApi }) => {
      const changes: UserInput = {
        first_name: value.first_name.trim(),
        last_name: value.last_name.trim(),
        email: value.email.trim(),
        roles: value.role === 'client_admin' ? ['client_admin'] : [],
        is_buyer: value.is_buyer,
        is_cards_user: value.is_cards_user,
      };
      await sendForm(
        formApi,
        async () => {
          if (user) await update.mutateAsync({ userId: user.user_id, changes });
          else await create.mutateAsync(changes);
          onClose();
        },
        { map: SERVER_FIELDS, fallback: editing ? USER_WRITE_FALLBACKS.update : USER_WRITE_FALLBACKS.create },
      );
    },
  });

  return (
    <form.AppForm>
      <form.FormDialog
        onClose={onClose}
        title={editing ? `Edit ${personName(user)}` : 'Add user'}
        description={
          editing
            ? 'Change the user’s details, role and access.'
            : 'They get an e-mail inviting them to set a password and sign in.'
        }
        submitLabel={editing ? 'Save changes' : 'Add user'}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField {...ruled('first_name')}>
            {(field) => <field.TextField label="First name" autoComplete="off" data-autofocus />}
          </form.AppField>
          <form.AppField {...ruled('last_name')}>
            {(field) => <field.TextField label="Last name" autoComplete="off" />}
          </form.AppField>
        </div>
        <form.AppField {...ruled('email')}>
          {(field) => <field.TextField label="Email" type="email" autoComplete="off" />}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.SelectField
              label="Role"
              options={ROLE_OPTIONS}
              hint="Client admins manage the company’s users and settings."
            />
          )}
        </form.AppField>
        {FLAG_SWITCHES.map(({ name, label, description }) => (
          <form.AppField key={name} name={name}>
            {(field) => (
              <field.SwitchField
                label={label}
                description={inactive ? INACTIVE_FLAG_REFUSED : description}
                disabled={inactive && !field.state.value}
              />
            )}
          </form.AppField>
        ))}
      </form.FormDialog>
    </form.AppForm>
  );
}
