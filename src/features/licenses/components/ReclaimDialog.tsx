import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { ReclaimOutcome } from '@/components/ui/ReclaimOutcome';
import { extractErrorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import type { Person } from '@/lib/person';
import { LICENSE_WRITE_FALLBACKS, useReclaimSeatsMutation } from '../api/license-mutations';
import type { SeatHolder, UsageApp } from '../api/schemas';
import { holderName } from './HoldersTable';

export interface ReclaimDialogProps {
  app: UsageApp;
  owner: Person | null;
  /** The holders whose seats are taken back. */
  holders: readonly SeatHolder[];
  seatCost: number;
  currency: string;
  onClose: () => void;
  /** After the server has reclaimed the seats (the selection is spent). */
  onReclaimed: () => void;
}

/** Confirms a reclaim, then shows what it did (the result stays in the dialog). */
export function ReclaimDialog({
  app,
  owner,
  holders,
  seatCost,
  currency,
  onClose,
  onReclaimed,
}: ReclaimDialogProps) {
  const reclaim = useReclaimSeatsMutation(app.slug);
  const ownerName = owner ? holderName(owner) : 'the app owner';
  const count = holders.length;
  const seats = count === 1 ? '1 seat' : `${count} seats`;
  if (reclaim.isSuccess) {
    const result = reclaim.data;
    return (
      <Modal open onClose={onClose} title="Seats reclaimed">
        <div className="mt-4">
          <ReclaimOutcome
            reclaimed={result.reclaimed}
            app={app}
            ownerName={ownerName}
            savings={result.savings}
            currency={currency}
          />
        </div>
        <div className="mt-6 flex justify-end">
          <Button data-autofocus onClick={onClose}>
            Done
          </Button>
        </div>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      size="md"
      tone="primary"
      title={`Reclaim ${seats} of ${app.name}?`}
      message={
        <>
          The seats are unassigned, {ownerName} gets a task to reduce the seats bought, and a savings
          opportunity worth {formatMoney(seatCost * count, currency)} a year is opened.
        </>
      }
      confirmLabel={`Reclaim ${seats}`}
      pending={reclaim.isPending}
      error={reclaim.isError ? extractErrorText(reclaim.error, LICENSE_WRITE_FALLBACKS.reclaimSeats) : null}
      onConfirm={() =>
        reclaim.mutate({ user_ids: holders.map((holder) => holder.user.user_id) }, { onSuccess: onReclaimed })
      }
      onClose={onClose}
    >
      <ul
        aria-label="Seats to reclaim"
        className="mt-4 max-h-48 list-disc overflow-auto pl-5 text-sm text-slate-700 dark:text-slate-200"
      >
        {holders.map((holder) => (
          <li key={holder.user.user_id}>{holderName(holder.user)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
