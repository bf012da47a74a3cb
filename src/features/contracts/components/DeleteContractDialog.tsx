import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useDeleteContractMutation } from '../api/contract-mutations';
import type { Contract } from '../api/schemas';

/** Asks before deleting a contract and its documents. Focus starts on Cancel; a refusal toasts the reason. */
export function DeleteContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const remove = useDeleteContractMutation();
  const documents = contract.document_count;
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      busy={remove.isPending}
      title="Delete contract?"
      description={
        <>
          The contract for {contract.app.name}
          {documents > 0 && ` and its ${documents === 1 ? 'document' : `${documents} documents`}`} will be
          removed for good.
        </>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate(contract, { onSuccess: onClose })}
        >
          Delete contract
        </Button>
      </div>
    </Modal>
  );
}
