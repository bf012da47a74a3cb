import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
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

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

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
    const reclaimed = result.reclaimed === 1 ? '1 seat' : `${result.reclaimed} seats`;
    return (
      <Modal open onClose={onClose} title="Seats reclaimed">
        <div role="status" className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-200">
          <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-5" />
            {reclaimed} of {app.name} reclaimed.
          </p>
          <p>A task was created for {ownerName} to reduce the seats bought.</p>
          <p>
            A savings opportunity worth {formatMoney(result.savings, currency)} a year was opened.{' '}
            <Link to="/optimize" search={{ app: app.id }} className={LINK}>
              View it in Optimize
            </Link>
          </p>
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
