import { fieldRules, showServerErrors, useAppForm } from '@/components/form';
import { Modal } from '@/components/ui/Modal';
import { serverErrors } from '@/lib/server-errors';
import { requestFormRules } from '../model/form-rules';

export interface ReasonDialogProps {
  title: string;
  description: string;
  /** The reason field's hint. */
  hint: string;
  submitLabel: string;
  /** Shown when the call fails without a server message. */
  fallback: string;
  /** Sends the reason; a rejection keeps the dialog open with the reason typed. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** The reason for a decision: requesting an app, rejecting a request. */
export function ReasonDialog({
  title,
  description,
  hint,
  submitLabel,
  fallback,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const form = useAppForm({
    defaultValues: { reason: '' },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(value.reason.trim());
        onClose();
      } catch (error) {
        showServerErrors(formApi, serverErrors(error, { fields: ['reason'], fallback }));
      }
    },
  });
  return (
    <form.AppForm>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Modal
            open
            onClose={() => {
              if (!busy) onClose();
            }}
            title={title}
            description={description}
          >
            <form.Form className="mt-5 space-y-4">
              <form.AppField name="reason" validators={{ onSubmit: fieldRules(requestFormRules.reason) }}>
                {(field) => <field.TextAreaField label="Reason" hint={hint} rows={4} data-autofocus />}
              </form.AppField>
              <form.DialogActions onCancel={onClose} busy={busy}>
                {submitLabel}
              </form.DialogActions>
            </form.Form>
          </Modal>
        )}
      </form.Subscribe>
    </form.AppForm>
  );
}
