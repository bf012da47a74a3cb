import { fieldRules, useAppForm } from '@/components/form';
import { Modal } from '@/components/ui/Modal';
import { SAVE_CATEGORY_FALLBACK, useSaveCategoryMutation } from '../api/catalogue-mutations';
import type { Category } from '../api/schemas';
import { categoryFormRules } from '../model/form-rules';
import { sendCatalogueForm } from './catalogue-form';

const FIELDS = ['name'] as const;

/**
 * Add or rename a category: the rules' message beside the name, the server's after (a name already
 * taken); the dialog stays open with what was typed on failure.
 */
export function CategoryFormDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const editing = category !== undefined;
  const save = useSaveCategoryMutation();
  const busy = save.isPending;
  const form = useAppForm({
    defaultValues: { name: category?.name ?? '' },
    onSubmit: ({ value, formApi }) =>
      sendCatalogueForm(
        formApi,
        async () => {
          await save.mutateAsync({ id: category?.id, input: { name: value.name.trim() } });
          onClose();
        },
        { fields: FIELDS, fallback: SAVE_CATEGORY_FALLBACK },
      ),
  });

  return (
    <Modal
      open
      size="sm"
      busy={busy}
      onClose={onClose}
      title={editing ? `Edit ${category.name}` : 'New category'}
      description={editing ? 'Rename the category.' : 'Add a category apps can be filed under.'}
    >
      <form.AppForm>
        <form.Form className="mt-5 space-y-4">
          <form.AppField name="name" validators={{ onSubmit: fieldRules(categoryFormRules.name) }}>
            {(field) => <field.TextField label="Name" autoComplete="off" data-autofocus />}
          </form.AppField>
          <form.DialogActions onCancel={onClose} busy={busy}>
            {editing ? 'Save changes' : 'Create category'}
          </form.DialogActions>
        </form.Form>
      </form.AppForm>
    </Modal>
  );
}
