import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useRetireProductMutation } from '../api/catalogue-mutations';
import type { Product } from '../api/schemas';

/**
 * Asks before retiring a product. Focus starts on Cancel; a refusal is toasted (the server's reason)
 * and the dialog stays open.
 */
export function RetireProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const retire = useRetireProductMutation();
  return (
    <Modal
      open
      size="sm"
      busy={retire.isPending}
      onClose={onClose}
      title={`Retire ${product.name}?`}
      description={
        <>
          {product.name} leaves the catalogue: nobody can find, add or request it any more. Stacks that
          already hold it keep it, marked as retired. You can restore it later.
        </>
      }
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-autofocus onClick={onClose} disabled={retire.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={retire.isPending}
          onClick={() => retire.mutate(product, { onSuccess: onClose })}
        >
          Retire app
        </Button>
      </div>
    </Modal>
  );
}
