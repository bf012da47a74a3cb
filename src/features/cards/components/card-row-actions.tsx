import { Ban, Lock, LockOpen, Pencil, Wallet } from 'lucide-react';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { Card } from '../api/schemas';

/** What a caller may do to cards: client admins everything; a holder tops up where `can_top_up` says. */
export interface CardActionHandlers {
  onTopup: (card: Card) => void;
  onEdit: (card: Card) => void;
  onBlock: (card: Card) => void;
  onActivate: (card: Card) => void;
  onCancel: (card: Card) => void;
}

/**
 * The actions a card offers its caller. A cancelled card offers none (cancelling is final); block and
 * activate share one place (`action: 'status'`), so focus stays on it when one becomes the other.
 */
export function cardActions(card: Card, isAdmin: boolean, on: CardActionHandlers): RowAction[] {
  if (card.status === 'CANCELLED') return [];
  const actions: RowAction[] = [];
  if (card.can_top_up)
    actions.push({
      label: `Top up ${card.name}`,
      title: 'Top up',
      icon: Wallet,
      onSelect: () => on.onTopup(card),
    });
  if (!isAdmin) return actions;
  actions.push(
    { label: `Edit ${card.name}`, title: 'Edit', icon: Pencil, onSelect: () => on.onEdit(card) },
    card.status === 'BLOCKED'
      ? {
          label: `Activate ${card.name}`,
          title: 'Activate',
          icon: LockOpen,
          action: 'status',
          onSelect: () => on.onActivate(card),
        }
      : {
          label: `Block ${card.name}`,
          title: 'Block',
          icon: Lock,
          action: 'status',
          onSelect: () => on.onBlock(card),
        },
    {
      label: `Cancel ${card.name}`,
      title: 'Cancel card',
      icon: Ban,
      danger: true,
      onSelect: () => on.onCancel(card),
    },
  );
  return actions;
}

/** A card row's buttons: only what the caller may do to it. */
export function CardRowActions({
  card,
  isAdmin,
  on,
}: {
  card: Card;
  isAdmin: boolean;
  on: CardActionHandlers;
}) {
  return <RowActions rowId={card.card_id} actions={cardActions(card, isAdmin, on)} />;
}
