import { useQuery } from '@tanstack/react-query';
import { firstMessage, sendForm, useAppForm, ruledFields } from '@/components/form';
import {
  CATALOGUE_WRITE_FALLBACKS,
  useCreateProductMutation,
  useUpdateProductMutation,
} from '../api/catalogue-mutations';
import { reachQueries } from '../api/reach-queries';
import type { PricingModel, Product, ProductInput } from '../api/schemas';
import { absoluteUrl, PRICING_MODEL_OPTIONS } from '../model/catalogue-records';
import { productFormRules } from '../model/form-rules';
import { WEBSITE_FIELD } from './catalogue-form';
import { VendorCombobox } from './VendorCombobox';

const ruled = ruledFields(productFormRules);

interface ProductFormValues {
  name: string;
  vendor_id: string;
  category_id: string;
  website: string;
  description: string;
  /** '' until one is chosen. */
  pricing_model: PricingModel | '';
}

/** The form's fields carry the API's names. */
const FIELDS = ['name', 'vendor_id', 'category_id', 'website', 'description', 'pricing_model'] as const;

function initialValues(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    vendor_id: product?.vendor.id ?? '',
    category_id: product?.category.id ?? '',
    website: product?.website ?? '',
    description: product?.description ?? '',
    pricing_model: product?.pricing_model ?? '',
  };
}

export interface ProductFormDialogProps {
  /** The product to edit; adds a new one when absent. */
  product?: Product;
  onClose: () => void;
  /** After a successful create or save, with the product as the server has it. */
  onSaved?: (product: Product) => void;
}

/**
 * Add or edit a catalogue product: the field rules' messages beside each field before anything is
 * sent, the server's field errors beside the same fields after (a name already taken, a vendor that
 * no longer exists), anything else above the buttons. On failure the dialog stays open with
 * everything typed.
 */
export function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const editing = product !== undefined;
  const vendors = useQuery(reachQueries.vendors());
  const categories = useQuery(reachQueries.categories());
  const create = useCreateProductMutation();
  const update = useUpdateProductMutation();
  const form = useAppForm({
    defaultValues: initialValues(product),
    onSubmit: async ({ value, formApi }) => {
      const input: ProductInput = {
        name: value.name.trim(),
        vendor_id: value.vendor_id,
        category_id: value.category_id,
        website: absoluteUrl(value.website),
        description: value.description.trim(),
        // The rules have made sure one is chosen.
        pricing_model: value.pricing_model as PricingModel,
      };
      await sendForm(
        formApi,
        async () => {
          const reply = product
            ? await update.mutateAsync({ id: product.id, input })
            : await create.mutateAsync(input);
          onSaved?.(reply.item.product);
          onClose();
        },
        { fields: FIELDS, fallback: CATALOGUE_WRITE_FALLBACKS.saveApp },
      );
    },
  });

  const categoryOptions = (categories.data?.rows ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  // The product's own category stays choosable while the list loads.
  if (product && !categoryOptions.some((option) => option.value === product.category.id)) {
    categoryOptions.unshift({ value: product.category.id, label: product.category.name });
  }

  return (
    <form.AppForm>
      <form.FormDialog
        size="lg"
        onClose={onClose}
        title={editing ? `Edit ${product.name}` : 'New app'}
        description={
          editing
            ? 'Change how the app appears in the catalogue.'
            : 'Add an app to the catalogue every company draws from.'
        }
        submitLabel={editing ? 'Save changes' : 'Create app'}
      >
        <form.AppField {...ruled('name')}>
          {(field) => <field.TextField label="Name" autoComplete="off" data-autofocus />}
        </form.AppField>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField {...ruled('vendor_id')}>
            {(field) => (
              <VendorCombobox
                label="Vendor"
                placeholder="Type a vendor’s name"
                value={field.state.value}
                onChange={(vendorId) => field.handleChange(vendorId)}
                vendors={vendors.data?.rows}
                knownName={product?.vendor.id === field.state.value ? product.vendor.name : undefined}
                error={firstMessage(field.state.meta.errors)}
              />
            )}
          </form.AppField>
          <form.AppField {...ruled('category_id')}>
            {(field) => (
              <field.SelectField label="Category" options={categoryOptions} placeholder="Select a category" />
            )}
          </form.AppField>
        </div>
        <form.AppField {...ruled('website')}>
          {(field) => <field.TextField {...WEBSITE_FIELD} />}
        </form.AppField>
        <form.AppField {...ruled('description')}>
          {(field) => <field.TextAreaField label="Description" rows={3} />}
        </form.AppField>
        <form.AppField {...ruled('pricing_model')}>
          {(field) => (
            <field.SelectField
              label="Pricing model"
              options={PRICING_MODEL_OPTIONS}
              placeholder="Select a pricing model"
            />
          )}
        </form.AppField>
      </form.FormDialog>
    </form.AppForm>
  );
}
