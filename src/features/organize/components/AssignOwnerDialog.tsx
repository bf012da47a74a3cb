import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Person } from '@/lib/person';
import { PersonPicker } from '@/features/users';
import { useBulkFlowMutation, useUpdateFlowMutation } from '../api/flow-mutations';
import type { Flow } from '../api/schemas';

/**
 * Picks who owns one discovered app, or each of the apps selected (one of the tenant's people, or
 * nobody). The dialog closes at once: the owner shows on every row while the server saves it, and a
 * refusal puts the rows back with the server's reason in a toast.
 */
export function AssignOwnerDialog({
  flows,
  onClose,
  onAssigned,
}: {
  flows: readonly Flow[];
  onClose: () => void;
  /** After the change is sent (the selection it came from is done with). */
  onAssigned?: () => void;
}) {
  const single = flows.length === 1 ? flows[0] : undefined;
  const [owner, setOwner] = useState<Person | null>(single?.owner ?? null);
  const { mutate: update } = useUpdateFlowMutation();
  const { mutate: bulk } = useBulkFlowMutation();
  const assign = () => {
    if (single) update({ flow: single, change: { owner } });
    else bulk({ flows: [...flows], change: { owner } });
    onClose();
    onAssigned?.();
  };
  return (
    <ConfirmDialog
      tone="primary"
      size="md"
      title={single ? `Assign an owner to ${single.name}` : `Assign an owner to ${flows.length} apps`}
      message="The owner answers for the app: its review, its licences and who may use it."
      confirmLabel="Assign owner"
      onConfirm={assign}
      onClose={onClose}
    >
      <PersonPicker
        className="mt-4"
        label="Owner"
        noneLabel="No owner"
        initialFocus
        value={owner}
        onChange={setOwner}
      />
    </ConfirmDialog>
  );
}
