import { useId, type ReactNode } from 'react';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** The validation or server message shown beside the field. */
  error?: string | null;
  hint?: string;
  className?: string;
}

/** The attributes a field's control needs: its id, invalid state, descriptions and border colour. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** The shared look of inputs, text areas and selects (border red when invalid). */
  className: string;
}

const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-300';

/**
 * The one layout of a labelled form control: label, the control, then its hint or its message, wired
 * together for assistive technology (the message and hint describe the control).
 */
export function Field({
  label,
  error,
  hint,
  className = '',
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `${CONTROL_CLASS} ${error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
