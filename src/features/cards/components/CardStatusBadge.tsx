// STUB (owned by cards-list): replaced by the list helper's badge when it lands on main.
import { StatusBadge } from '@/components/table/StatusBadge';
import type { CardStatus } from '../api/list-words';

const LABELS = { ACTIVATED: 'Active', BLOCKED: 'Blocked', CANCELLED: 'Cancelled' } as const;

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return <StatusBadge tone={status === 'ACTIVATED' ? 'positive' : 'neutral'}>{LABELS[status]}</StatusBadge>;
}
