import { useStore } from '@tanstack/react-form';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { useFormContext } from './context';

/** The form's submit button: busy (spinner, disabled, same label) while the submit runs. */
export function SubmitButton({ busy = false, ...props }: Omit<ButtonProps, 'type'>) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" busy={busy || submitting} />;
}
