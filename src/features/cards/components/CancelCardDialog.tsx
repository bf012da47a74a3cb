// STUB (owned by cards-list): replaced by the list helper's dialog when it lands on main.
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useCancelCardMutation } from '../api/card-mutations';
import type { Card } from '../api/schemas';

export function CancelCardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const cancel = useCancelCardMutation();
  return (
    <ConfirmDialog
      title="Cancel card?"
      message={`${card.name} will be cancelled for good.`}
      confirmLabel="Cancel card"
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate({ card, reason: 'No longer needed' }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
