import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
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
    <Modal
      open
      size="sm"
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={`Remove ${name}?`}
      description={
        <>
          {name} ({user.email}) loses access to Stackwise and is taken off the company’s user list. This
          cannot be undone; to keep their history, deactivate them instead.
        </>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate(user, { onSuccess: onClose })}
        >
          Remove user
        </Button>
      </div>
    </Modal>
  );
}
