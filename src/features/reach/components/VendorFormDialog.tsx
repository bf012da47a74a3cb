import { fieldRules, showServerErrors, useAppForm } from '@/components/form';
import { Modal } from '@/components/ui/Modal';
import { serverErrors } from '@/lib/server-errors';
import {
  SAVE_VENDOR_FALLBACK,
  useCreateVendorMutation,
  useUpdateVendorMutation,
} from '../api/catalogue-mutations';
import type { Vendor } from '../api/schemas';
import { absoluteUrl } from '../model/catalogue-records';
import { vendorFormRules } from '../model/fields';

const FIELDS = ['name', 'website'] as const;

/**
 * Add or edit a vendor: the rules' messages beside the fields, the server's after (a name already
 * taken); the dialog stays open with everything typed on failure.
 */
export function VendorFormDialog({ vendor, onClose }: { vendor?: Vendor; onClose: () => void }) {
  const editing = vendor !== undefined;
  const create = useCreateVendorMutation();
  const update = useUpdateVendorMutation();
  const busy = create.isPending || update.isPending;
  const form = useAppForm({
    defaultValues: { name: vendor?.name ?? '', website: vendor?.website ?? '' },
    onSubmit: async ({ value, formApi }) => {
      const input = { name: value.name.trim(), website: absoluteUrl(value.website) };
      try {
        if (vendor) await update.mutateAsync({ id: vendor.id, input });
        else await create.mutateAsync({ input });
        onClose();
      } catch (error) {
        showServerErrors(formApi, serverErrors(error, { fields: FIELDS, fallback: SAVE_VENDOR_FALLBACK }));
      }
    },
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={editing ? `Edit ${vendor.name}` : 'New vendor'}
      description={editing ? 'Change the vendor’s name or website.' : 'Add a company that makes apps.'}
    >
      <form.AppForm>
        <form.Form className="mt-5 space-y-4">
          <form.AppField name="name" validators={{ onSubmit: fieldRules(vendorFormRules.name) }}>
            {(field) => <field.TextField label="Name" autoComplete="organization" data-autofocus />}
          </form.AppField>
          <form.AppField name="website" validators={{ onSubmit: fieldRules(vendorFormRules.website) }}>
            {(field) => (
              <field.TextField
                label="Website"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com"
              />
            )}
          </form.AppField>
          <form.DialogActions onCancel={onClose} busy={busy}>
            {editing ? 'Save changes' : 'Create vendor'}
          </form.DialogActions>
        </form.Form>
      </form.AppForm>
    </Modal>
  );
}
