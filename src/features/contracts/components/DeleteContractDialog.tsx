import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteContractMutation } from '../api/contract-mutations';
import type { Contract } from '../api/schemas';

/** Asks before deleting a contract and its documents. Focus starts on Cancel; a refusal toasts the reason. */
export function DeleteContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const remove = useDeleteContractMutation();
  const documents = contract.document_count;
  return (
    <ConfirmDialog
      title="Delete contract?"
      message={
        <>
          The contract for {contract.app.name}
          {documents > 0 && ` and its ${documents === 1 ? 'document' : `${documents} documents`}`} will be
          removed for good.
        </>
      }
      confirmLabel="Delete contract"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(contract, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
