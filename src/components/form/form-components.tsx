import { useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { useFormContext } from './context';
import { FormAlert } from './FormAlert';

/** The form's submit button: busy (spinner, disabled, same label) while the submit runs. */
export function SubmitButton({ busy = false, ...props }: Omit<ButtonProps, 'type'>) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" busy={busy || submitting} />;
}

/** The form's own alert (`form.FormAlert`): what the last submit left for the form as a whole. */
export function BoundFormAlert() {
  const form = useFormContext();
  const message: unknown = useStore(form.store, (state) => state.errorMap.onServer);
  return typeof message === 'string' && message ? <FormAlert>{message}</FormAlert> : null;
}

/** A dialog form's end (`form.DialogActions`): the form alert, then Cancel and the submit button. */
export function DialogActions({
  onCancel,
  busy = false,
  children,
}: {
  onCancel: () => void;
  /** While the dialog's call runs, Cancel is off. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <BoundFormAlert />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton>{children}</SubmitButton>
      </div>
    </>
  );
}
