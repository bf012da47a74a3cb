// STUB (owned by cards-list): replaced by the list helper's dialog when it lands on main.
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatMoney } from '@/lib/format';
import { useTopupCardMutation } from '../api/card-mutations';
import type { Card } from '../api/schemas';

export function TopupDialog({
  card,
  suggestedAmount,
  onClose,
}: {
  card: Card;
  suggestedAmount?: number;
  onClose: () => void;
}) {
  const topup = useTopupCardMutation();
  const amount = suggestedAmount ?? 10;
  return (
    <ConfirmDialog
      title={`Top up ${card.name}`}
      message={`Amount ${formatMoney(amount, card.currency)}`}
      confirmLabel="Top up"
      tone="primary"
      pending={topup.isPending}
      onConfirm={() => topup.mutate({ card, amount }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
