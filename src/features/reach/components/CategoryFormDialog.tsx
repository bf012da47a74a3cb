import { sendForm, useAppForm, ruledFields } from '@/components/form';
import { CATALOGUE_WRITE_FALLBACKS, useSaveCategoryMutation } from '../api/catalogue-mutations';
import type { Category } from '../api/schemas';
import { categoryFormRules } from '../model/form-rules';

const ruled = ruledFields(categoryFormRules);

const FIELDS = ['name'] as const;

/**
 * Add or rename a category: the rules' message beside the name, the server's after (a name already
 * taken); the dialog stays open with what was typed on failure.
 */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const editing = category !== undefined;
  const save = useSaveCategoryMutation();
  const form = useAppForm({
    defaultValues: { name: category?.name ?? '' },
    onSubmit: ({ value, formApi }) =>
      sendForm(
        formApi,
        async () => {
          await save.mutateAsync({ id: category?.id, input: { name: value.name.trim() } });
          onClose();
        },
        { fields: FIELDS, fallback: CATALOGUE_WRITE_FALLBACKS.saveCategory },
      ),
  });

  return (
    <form.AppForm>
      <form.FormDialog
        size="sm"
        onClose={onClose}
        title={editing ? `Edit ${category.name}` : 'New category'}
        description={editing ? 'Rename the category.' : 'Add a category apps can be filed under.'}
        submitLabel={editing ? 'Save changes' : 'Create category'}
      >
        <form.AppField {...ruled('name')}>
          {(field) => <field.TextField label="Name" autoComplete="off" data-autofocus />}
        </form.AppField>
      </form.FormDialog>
    </form.AppForm>
  );
}
