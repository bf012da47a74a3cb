import { StatusBadge } from '@/components/table/StatusBadge';
import type { FlowStatus } from '../api/schemas';
import { FLOW_STATUS_LABELS } from '../model/flow-review';

const TONES = {
  new: 'info',
  in_review: 'warning',
  approved: 'positive',
  ignored: 'neutral',
} as const satisfies Record<FlowStatus, string>;

/** A discovered app's review status: New, In review, Approved or Ignored. */
export function FlowStatusBadge({ status }: { status: FlowStatus }) {
  return <StatusBadge tone={TONES[status]}>{FLOW_STATUS_LABELS[status]}</StatusBadge>;
}
