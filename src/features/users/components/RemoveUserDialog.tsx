import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { UserRow } from '../api/schemas';
import { useRemoveUserMutation } from '../api/user-mutations';
import { personName } from '@/lib/person';

/**
 * Asks before removing a user for good. Focus starts on Cancel; a refusal is toasted (the server's
 * reason) and the dialog stays open.
 */
export function RemoveUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const remove = useRemoveUserMutation();
  const name = personName(user);
  return (
    <ConfirmDialog
      title={`Remove ${name}?`}
      message={
        <>
          {name} ({user.email}) loses access to Stackwise and is taken off the company’s user list. This
          cannot be undone; to keep their history, deactivate them instead.
        </>
      }
      confirmLabel="Remove user"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(user, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
