import { Ban, Lock, LockOpen, Pencil, Wallet } from 'lucide-react';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { Card } from '../api/schemas';
import { isExpired } from '../model/card-facts';

/** What a caller may do to cards: client admins everything; a holder tops up where `can_top_up` says. */
export interface CardActionHandlers {
  onTopup: (card: Card) => void;
  onEdit: (card: Card) => void;
  onBlock: (card: Card) => void;
  onActivate: (card: Card) => void;
  onCancel: (card: Card) => void;
}

/**
 * The actions a card offers its caller. A cancelled card offers none (cancelling is final), an
 * expired one no activation (it is renewed instead); block and activate share one place
 * (`action: 'status'`), so focus stays on it when one becomes the other.
 */
export function cardActions(
  card: Card,
  { isAdmin, today }: { isAdmin: boolean; today: string },
  on: CardActionHandlers,
): RowAction[] {
  if (card.status === 'CANCELLED') return [];
  const topUp: RowAction = {
    label: `Top up ${card.name}`,
    title: 'Top up',
    icon: Wallet,
    onSelect: () => on.onTopup(card),
  };
  const activate: RowAction = {
    label: `Activate ${card.name}`,
    title: 'Activate',
    icon: LockOpen,
    action: 'status',
    onSelect: () => on.onActivate(card),
  };
  const block: RowAction = {
    label: `Block ${card.name}`,
    title: 'Block',
    icon: Lock,
    action: 'status',
    onSelect: () => on.onBlock(card),
  };
  const admin: (RowAction | false)[] = [
    { label: `Edit ${card.name}`, title: 'Edit', icon: Pencil, onSelect: () => on.onEdit(card) },
    card.status === 'BLOCKED' ? !isExpired(card, today) && activate : block,
    {
      label: `Cancel ${card.name}`,
      title: 'Cancel card',
      icon: Ban,
      danger: true,
      onSelect: () => on.onCancel(card),
    },
  ];
  return [card.can_top_up && topUp, ...(isAdmin ? admin : [])].filter((action) => action !== false);
}

/** A card row's buttons: only what the caller may do to it. */
export function CardRowActions({
  card,
  isAdmin,
  today,
  on,
}: {
  card: Card;
  isAdmin: boolean;
  today: string;
  on: CardActionHandlers;
}) {
  return <RowActions rowId={card.card_id} actions={cardActions(card, { isAdmin, today }, on)} />;
}
