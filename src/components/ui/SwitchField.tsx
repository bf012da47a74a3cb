import { useId, type ReactNode } from 'react';
import { Switch } from './Switch';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Explains what the switch does; read out with it. */
  description?: ReactNode;
  disabled?: boolean;
  /** A message about the setting (a server's refusal), read out with the switch. */
  error?: string | null;
  className?: string;
}

/**
 * An on/off setting: a labelled switch (a button with role="switch"; its label toggles it too) with
 * an optional description and message, both read out with it.
 */
export function SwitchField({
  label,
  checked,
  onChange,
  description,
  disabled,
  error,
  className = '',
}: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  const describedBy =
    [description ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <span className="min-w-0">
        <label
          htmlFor={id}
          data-disabled={disabled || undefined}
          className="block text-sm font-medium text-slate-800 data-disabled:opacity-80 dark:text-slate-200"
        >
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">
            {description}
          </span>
        )}
        {error && (
          <span id={messageId} className="mt-1 block text-sm text-red-700 dark:text-red-300">
            {error}
          </span>
        )}
      </span>
      <Switch
        id={id}
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className="mt-0.5"
      />
    </div>
  );
}
