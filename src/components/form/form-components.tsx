import { useStore } from '@tanstack/react-form';
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
