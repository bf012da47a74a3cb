// STUB (owned by cards-list): replaced by the list helper's dialog when it lands on main.
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatMoney } from '@/lib/format';
import { useUpdateCardMutation } from '../api/card-mutations';
import type { Card } from '../api/schemas';

export function CardFormDialog({
  card,
  suggestedLimit,
  onClose,
}: {
  card?: Card;
  currencies: readonly string[];
  focus?: 'limit';
  suggestedLimit?: number;
  onClose: () => void;
}) {
  const update = useUpdateCardMutation();
  if (!card) return null;
  const limit = suggestedLimit ?? card.limit;
  return (
    <ConfirmDialog
      title={`Edit ${card.name}`}
      message={`Limit ${formatMoney(limit, card.currency)}`}
      confirmLabel="Save"
      tone="primary"
      pending={update.isPending}
      onConfirm={() => update.mutate({ cardId: card.card_id, changes: { limit } }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
