import { StatusBadge } from '@/components/table/StatusBadge';
import type { CardStatus } from '../api/list-words';

const BADGES = {
  ACTIVATED: { tone: 'positive', label: 'Active' },
  BLOCKED: { tone: 'warning', label: 'Blocked' },
  CANCELLED: { tone: 'neutral', label: 'Cancelled' },
} as const satisfies Record<CardStatus, { tone: string; label: string }>;

export const CARD_STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  ACTIVATED: BADGES.ACTIVATED.label,
  BLOCKED: BADGES.BLOCKED.label,
  CANCELLED: BADGES.CANCELLED.label,
};

/** A card's status in words: Active, Blocked (can be activated again) or Cancelled (final). */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { tone, label } = BADGES[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
