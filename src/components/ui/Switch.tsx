import type { ButtonHTMLAttributes } from 'react';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'role' | 'type' | 'aria-checked'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The on/off control itself: a button with role="switch". Name it with a `<label htmlFor>` (a click on
 * the label flips it too) or `aria-label`; `SwitchField` adds a label, a description and a message.
 */
export function Switch({ checked, onChange, className = '', disabled, ...button }: SwitchProps) {
  return (
    <button
      {...button}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      onClick={() => onChange(!checked)}
      className={`group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-checked:bg-indigo-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:data-checked:bg-indigo-500 ${className}`}
    >
      <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
    </button>
  );
}
