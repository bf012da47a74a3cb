import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { formatMoney } from '@/lib/format';
import { useCancelCardMutation } from '../api/card-mutations';
import type { Card } from '../api/schemas';
import { CANCEL_REASON_MAX_LENGTH, cancelReasonError } from '../model/card-form-rules';
import { cardTitle } from './CardNumber';

/**
 * Asks before cancelling a card, for good: it names the card, says its balance goes back to the
 * payment account, and wants a reason (at most 200 characters). The card shows as cancelled at once;
 * a refusal puts it back and toasts the server's reason, and the dialog stays with the reason typed.
 */
export function CancelCardDialog({ card, onClose }: { card: Card; onClose: () => void }) {
  const cancel = useCancelCardMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const message = cancelReasonError(reason);
    setError(message);
    if (message === null) cancel.mutate({ card, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      title={`Cancel card ${cardTitle(card)}?`}
      message={
        <>
          Cancelling is final: the card cannot be used or activated again, and its balance of{' '}
          {formatMoney(card.balance, card.currency)} goes back to the payment account.
        </>
      }
      confirmLabel="Cancel card"
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextAreaField
        className="mt-4"
        label="Reason"
        hint={`Why the card is cancelled; at most ${CANCEL_REASON_MAX_LENGTH} characters.`}
        rows={3}
        // The reason is what the dialog needs first (Enter in it never confirms).
        data-autofocus
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
    </ConfirmDialog>
  );
}
