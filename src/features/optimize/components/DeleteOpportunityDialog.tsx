import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
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
    <Modal
      open
      size="sm"
      onClose={onClose}
      title="Delete opportunity?"
      description={
        <>
          “{opportunity.title}”
          {comments > 0 && ` and its ${comments === 1 ? 'comment' : `${comments} comments`}`} will be removed
          for good.
        </>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            remove.mutate(opportunity);
            onClose();
            onDeleted?.();
          }}
        >
          Delete opportunity
        </Button>
      </div>
    </Modal>
  );
}
