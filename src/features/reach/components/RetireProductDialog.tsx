import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useRetireProductMutation } from '../api/catalogue-mutations';
import type { Product } from '../api/schemas';

/**
 * Asks before retiring a product. Focus starts on Cancel; a refusal is toasted (the server's reason)
 * and the dialog stays open.
 */
export function RetireProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const retire = useRetireProductMutation();
  return (
    <ConfirmDialog
      title={`Retire ${product.name}?`}
      message={
        <>
          {product.name} leaves the catalogue: nobody can find, add or request it any more. Stacks that
          already hold it keep it, marked as retired. You can restore it later.
        </>
      }
      confirmLabel="Retire app"
      pending={retire.isPending}
      onConfirm={() => retire.mutate(product, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
