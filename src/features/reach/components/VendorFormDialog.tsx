import { fieldRules, useAppForm } from '@/components/form';
import { Modal } from '@/components/ui/Modal';
import { SAVE_VENDOR_FALLBACK, useSaveVendorMutation } from '../api/catalogue-mutations';
import type { Vendor } from '../api/schemas';
import { absoluteUrl } from '../model/catalogue-records';
import { vendorFormRules } from '../model/form-rules';
import { sendCatalogueForm, WEBSITE_FIELD } from './catalogue-form';

const FIELDS = ['name', 'website'] as const;

/**
 * Add or edit a vendor: the rules' messages beside the fields, the server's after (a name already
 * taken); the dialog stays open with everything typed on failure.
 */
export function VendorFormDialog({ vendor, onClose }: { vendor?: Vendor; onClose: () => void }) {
  const editing = vendor !== undefined;
  const save = useSaveVendorMutation();
  const busy = save.isPending;
  const form = useAppForm({
    defaultValues: { name: vendor?.name ?? '', website: vendor?.website ?? '' },
    onSubmit: ({ value, formApi }) =>
      sendCatalogueForm(
        formApi,
        async () => {
          const input = { name: value.name.trim(), website: absoluteUrl(value.website) };
          await save.mutateAsync({ id: vendor?.id, input });
          onClose();
        },
        { fields: FIELDS, fallback: SAVE_VENDOR_FALLBACK },
      ),
  });

  return (
    <Modal
      open
      busy={busy}
      onClose={onClose}
      title={editing ? `Edit ${vendor.name}` : 'New vendor'}
      description={editing ? 'Change the vendor’s name or website.' : 'Add a company that makes apps.'}
    >
      <form.AppForm>
        <form.Form className="mt-5 space-y-4">
          <form.AppField name="name" validators={{ onSubmit: fieldRules(vendorFormRules.name) }}>
            {(field) => <field.TextField label="Name" autoComplete="organization" data-autofocus />}
          </form.AppField>
          <form.AppField name="website" validators={{ onSubmit: fieldRules(vendorFormRules.website) }}>
            {(field) => <field.TextField {...WEBSITE_FIELD} />}
          </form.AppField>
          <form.DialogActions onCancel={onClose} busy={busy}>
            {editing ? 'Save changes' : 'Create vendor'}
          </form.DialogActions>
        </form.Form>
      </form.AppForm>
    </Modal>
  );
}
