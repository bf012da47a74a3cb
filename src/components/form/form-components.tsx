import { useStore } from '@tanstack/react-form';
import type { LucideIcon } from 'lucide-react';
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

const SUBMIT_PLACES = {
  /** Full width, as on the signed-out pages. */
  stretch: { row: '', button: 'w-full' },
  /** Right-aligned under a card's fields. */
  end: { row: 'flex justify-end', button: '' },
  /** Left-aligned, right under the fields. */
  start: { row: '', button: '' },
} as const;

/**
 * A form's end outside a dialog (`form.FormEnd`): the form alert, then the submit button with its
 * icon. `busy` keeps the button busy after the submit, e.g. while the page moves on.
 */
export function FormEnd({
  icon: Icon,
  place = 'start',
  busy = false,
  children,
}: {
  icon: LucideIcon;
  place?: keyof typeof SUBMIT_PLACES;
  busy?: boolean;
  children: ReactNode;
}) {
  const { row, button } = SUBMIT_PLACES[place];
  const submit = (
    <SubmitButton className={button} busy={busy}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </SubmitButton>
  );
  return (
    <>
      <BoundFormAlert />
      {row ? <div className={row}>{submit}</div> : submit}
    </>
  );
}
