import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import { useFormContext } from './context';
import { Form } from './Form';
import { DialogActions } from './form-components';

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Cancel, Escape and a click outside call this (not while the form is being sent). */
  onClose: () => void;
  /** The submit button's words ('Create contract'). */
  submitLabel: ReactNode;
  /** The dialog's fields. */
  children: ReactNode;
}

/**
 * A form in a modal dialog (`form.FormDialog` inside `form.AppForm`): the fields, then the form alert,
 * Cancel and the submit button. While the submit runs the dialog cannot be left, so a failure always
 * finds its form (and everything typed) still open.
 */
export function FormDialog({
  title,
  description,
  size = 'md',
  onClose,
  submitLabel,
  children,
}: FormDialogProps) {
  const form = useFormContext();
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Modal open size={size} busy={busy} onClose={onClose} title={title} description={description}>
      <Form className="mt-5 space-y-4">
        {children}
        <DialogActions onCancel={onClose} busy={busy}>
          {submitLabel}
        </DialogActions>
      </Form>
    </Modal>
  );
}
