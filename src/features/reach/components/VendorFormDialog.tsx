import { sendForm, useAppForm, ruledFields } from '@/components/form';
import { CATALOGUE_WRITE_FALLBACKS, useSaveVendorMutation } from '../api/catalogue-mutations';
import type { Vendor } from '../api/schemas';
import { absoluteUrl } from '../model/catalogue-records';
import { vendorFormRules } from '../model/form-rules';
import { WEBSITE_FIELD } from './catalogue-form';

const ruled = ruledFields(vendorFormRules);

const FIELDS = ['name', 'website'] as const;

/**
 * Add or edit a vendor: the rules' messages beside the fields, the server's after (a name already
 * taken); the dialog stays open with everything typed on failure.
 */
export function VendorFormDialog({ vendor, onClose }: { vendor?: Vendor; onClose: () => void }) {
  const editing = vendor !== undefined;
  const save = useSaveVendorMutation();
  const form = useAppForm({
    defaultValues: { name: vendor?.name ?? '', website: vendor?.website ?? '' },
    onSubmit: ({ value, formApi }) =>
      sendForm(
        formApi,
        async () => {
          const input = { name: value.name.trim(), website: absoluteUrl(value.website) };
          await save.mutateAsync({ id: vendor?.id, input });
          onClose();
        },
        { fields: FIELDS, fallback: CATALOGUE_WRITE_FALLBACKS.saveVendor },
      ),
  });

  return (
    <form.AppForm>
      <form.FormDialog
        onClose={onClose}
        title={editing ? `Edit ${vendor.name}` : 'New vendor'}
        description={editing ? 'Change the vendor’s name or website.' : 'Add a company that makes apps.'}
        submitLabel={editing ? 'Save changes' : 'Create vendor'}
      >
        <form.AppField {...ruled('name')}>
          {(field) => <field.TextField label="Name" autoComplete="organization" data-autofocus />}
        </form.AppField>
        <form.AppField {...ruled('website')}>
          {(field) => <field.TextField {...WEBSITE_FIELD} />}
        </form.AppField>
      </form.FormDialog>
    </form.AppForm>
  );
}
