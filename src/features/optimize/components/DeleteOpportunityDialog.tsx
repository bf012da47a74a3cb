import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteOpportunityMutation } from '../api/opportunity-mutations';
import type { Opportunity } from '../api/schemas';

/**
 * Asks before deleting an opportunity. Focus starts on Cancel. Confirmed, the dialog closes and the
 * row leaves at once (its amounts leave the totals); a refusal puts it back and toasts the reason.
 */
export function DeleteOpportunityDialog({
  opportunity,
  onClose,
  onDeleted,
}: {
  opportunity: Pick<Opportunity, 'id' | 'title' | 'comment_count'>;
  onClose: () => void;
  /** Right after the delete is sent (the row has already left). */
  onDeleted?: () => void;
}) {
  const remove = useDeleteOpportunityMutation();
  const comments = opportunity.comment_count;
  return (
    <ConfirmDialog
      title="Delete opportunity?"
      message={
        <>
          “{opportunity.title}”
          {comments > 0 && ` and its ${comments === 1 ? 'comment' : `${comments} comments`}`} will be removed
          for good.
        </>
      }
      confirmLabel="Delete opportunity"
      onConfirm={() => {
        remove.mutate(opportunity);
        onClose();
        onDeleted?.();
      }}
      onClose={onClose}
    />
  );
}
