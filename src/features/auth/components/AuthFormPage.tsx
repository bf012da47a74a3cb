import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, FormEnd } from '@/components/form';
import { AuthFooterLink, AuthLayout } from './AuthLayout';

/**
 * A signed-out page that is one form (inside `form.AppForm`): the layout, the fields, then the form
 * alert and a full-width submit button with its icon.
 */
export function AuthFormPage({
  title,
  description,
  signInQuestion,
  icon,
  submitLabel,
  busy,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Asked under the card before a link to sign in ('Remembered it?'); no link without it. */
  signInQuestion?: string;
  icon: LucideIcon;
  submitLabel: ReactNode;
  /** Keeps the button busy after the submit, e.g. while the app moves on. */
  busy?: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  const footer = signInQuestion && (
    <AuthFooterLink question={signInQuestion} to="/login">
      Sign in
    </AuthFooterLink>
  );
  return (
    <AuthLayout title={title} description={description} footer={footer}>
      <Form className="mt-6 space-y-4">
        {children}
        <FormEnd icon={icon} place="stretch" busy={busy}>
          {submitLabel}
        </FormEnd>
      </Form>
    </AuthLayout>
  );
}
