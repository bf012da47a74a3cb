import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { Form } from './Form';
import { BoundFormAlert, FormEnd } from './form-components';

export interface CardFormProps {
  /** The card's heading, also the fieldset's name for assistive technology. */
  title: string;
  /** Shown but not editable (no save button) for those who may only read. */
  readOnly?: boolean;
  /** The save button's words ('Save profile'). */
  submitLabel: ReactNode;
  children: ReactNode;
}

/**
 * A settings form in a card (`form.CardForm` inside `form.AppForm`): the fields, then the form alert
 * and the save button. Read-only, every field is disabled at once through the fieldset.
 */
export function CardForm({ title, readOnly = false, submitLabel, children }: CardFormProps) {
  return (
    <Card title={title}>
      <Form>
        <fieldset disabled={readOnly} className="space-y-4">
          <legend className="sr-only">{title}</legend>
          {children}
          {readOnly ? (
            <BoundFormAlert />
          ) : (
            <FormEnd icon={Save} place="end">
              {submitLabel}
            </FormEnd>
          )}
        </fieldset>
      </Form>
    </Card>
  );
}
