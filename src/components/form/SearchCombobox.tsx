import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useDeferredMount } from '@/components/ui/Deferred';

/**
 * Where a combobox's choices come from: the options for what is typed and how each is keyed, named
 * and shown. A picker (`useAppChoices()`, `usePersonChoices()`) returns one, to spread into
 * `SearchCombobox` or a form's `field.ComboboxField`.
 */
export interface ComboboxSource<T> {
  /** The choices for what is typed (the server narrows them); undefined while they load. */
  options: readonly T[] | undefined;
  /** What was typed, for the search. */
  onSearch: (typed: string) => void;
  keyOf: (value: T) => string;
  nameOf: (value: T) => string;
  /** An option's content (default: its name). */
  renderOption?: (value: T) => ReactNode;
  /** Said when what is typed matches nothing ('No app matches.'). */
  noMatch: string;
  /** Said while the choices load (default 'Loading…'). */
  loading?: string;
  placeholder?: string;
}

export interface SearchComboboxProps<T> extends ComboboxSource<T> {
  label: string;
  /** The chosen value; null is none. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** Offers a first choice that clears the value ('No owner', 'All vendors') while nothing is typed. */
  noneLabel?: string;
  /** The name of the button that opens the choices (default 'Show <label> choices'). */
  buttonLabel?: string;
  /** Opens on focus too: for a filter, whose choices are worth seeing before typing. */
  immediate?: boolean;
  /** Takes the focus when its dialog opens (the dialog's first thing to do is to pick). */
  initialFocus?: boolean;
  hint?: string;
  /** The field's message (a rule's or the server's), shown below and describing the input. */
  error?: string;
  className?: string;
}

/** A picker's props (`AppPicker`, `PersonPicker`): its source is built in, its label has a default. */
export type PickerProps<T> = Omit<SearchComboboxProps<T>, keyof ComboboxSource<T> | 'label'> & {
  label?: string;
};

/**
 * Picks one record by typing part of its name, the choices narrowing as one types (by the server: a
 * catalogue app, a user, a company; or in the browser: a vendor). Unless `immediate`, it opens when
 * typed into (or its button is pressed), not on focus, so tabbing through a form never picks anything. Labelled like the kit's
 * fields, with its hint or message below.
 */
export function SearchCombobox<T>({
  label,
  value,
  onChange,
  options,
  onSearch,
  keyOf,
  nameOf,
  renderOption,
  noneLabel,
  noMatch,
  loading = 'Loading…',
  buttonLabel,
  immediate = false,
  initialFocus = false,
  placeholder,
  hint,
  error,
  className = '',
}: SearchComboboxProps<T>) {
  const hintId = useId();
  // One that takes a dialog's first focus must be there when the dialog looks for it.
  const live = useDeferredMount() || initialFocus;
  const [typed, setTyped] = useState('');
  const search = (text: string) => {
    setTyped(text);
    onSearch(text);
  };
  if (!live) {
    // The still copy, for the first render only: same box, same text, out of reach of focus and
    // assistive technology until the live combobox replaces it.
    return (
      <div className={className} inert>
        <span className={LABEL_CLASS}>{label}</span>
        <div className="relative mt-1">
          <input
            readOnly
            placeholder={placeholder}
            value={value ? nameOf(value) : ''}
            className={inputClass(error)}
          />
          <span className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 dark:text-slate-400">
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </span>
        </div>
        {hint && !error && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
        {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
      </div>
    );
  }
  return (
    <Field className={className}>
      <Label className={LABEL_CLASS}>{label}</Label>
      <Combobox
        value={value}
        by={(a: T | null, b: T | null) => (a === null || b === null ? a === b : keyOf(a) === keyOf(b))}
        onChange={(next: T | null) => onChange(next)}
        onClose={() => search('')}
        immediate={immediate}
      >
        <div className="relative mt-1">
          <ComboboxInput
            placeholder={placeholder}
            autoComplete="off"
            data-autofocus={initialFocus || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={hint && !error ? hintId : undefined}
            displayValue={(chosen: T | null) => (chosen ? nameOf(chosen) : '')}
            onChange={(event) => search(event.target.value)}
            className={inputClass(error)}
          />
          <ComboboxButton
            aria-label={buttonLabel ?? `Show ${label.toLowerCase()} choices`}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 dark:text-slate-400"
          >
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {noneLabel !== undefined && !typed.trim() && <OptionItem value={null}>{noneLabel}</OptionItem>}
          {options?.map((option) => (
            <OptionItem key={keyOf(option)} value={option}>
              {renderOption ? renderOption(option) : nameOf(option)}
            </OptionItem>
          ))}
          {options?.length === 0 && <p className="px-3 py-2 text-slate-600 dark:text-slate-300">{noMatch}</p>}
          {options === undefined && <p className="px-3 py-2 text-slate-600 dark:text-slate-300">{loading}</p>}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && <Description className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</Description>}
    </Field>
  );
}

const LABEL_CLASS = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

function inputClass(error: string | undefined): string {
  return `block w-full rounded-md border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
    error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;
}

function OptionItem<T>({ value, children }: { value: T | null; children: ReactNode }) {
  return (
    <ComboboxOption
      value={value}
      className="group flex cursor-default items-center gap-2 px-3 py-2 text-slate-800 select-none data-focus:bg-indigo-600 data-focus:text-white dark:text-slate-100"
    >
      <Check aria-hidden="true" className="invisible size-4 shrink-0 group-data-selected:visible" />
      {children}
    </ComboboxOption>
  );
}
