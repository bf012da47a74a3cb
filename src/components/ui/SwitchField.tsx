import { Description, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';

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

/** An on/off setting: a labelled switch (role="switch") with an optional description. */
export function SwitchField({
  label,
  checked,
  onChange,
  description,
  disabled,
  error,
  className = '',
}: SwitchFieldProps) {
  return (
    <Field disabled={disabled} className={`flex items-start justify-between gap-4 ${className}`}>
      <span className="min-w-0">
        <Label className="block text-sm font-medium text-slate-800 data-disabled:opacity-80 dark:text-slate-200">
          {label}
        </Label>
        {description && (
          <Description className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">
            {description}
          </Description>
        )}
        {error && (
          <Description className="mt-1 block text-sm text-red-700 dark:text-red-300">{error}</Description>
        )}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 data-checked:bg-indigo-600 data-disabled:cursor-not-allowed data-disabled:opacity-60 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:data-checked:bg-indigo-500"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  );
}
