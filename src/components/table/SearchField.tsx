import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type InputHTMLAttributes } from 'react';
import { Spinner } from '@/components/ui/Spinner';

export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delay` ms (e.g. text typed into a filter's own search). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type'
> {
  label: string;
  /** The applied search (e.g. from the URL). Changes from outside (Back) replace what is typed. */
  value: string;
  /** Called with the trimmed text once typing pauses for `delay` ms, or at once on Enter. */
  onSearch: (value: string) => void;
  delay?: number;
  /** Shows a spinner inside the field while results for the search load. */
  busy?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/**
 * A debounced search box. It keeps its own text, so it never loses focus or characters while the
 * results it asked for load, and it follows `value` when that changes from elsewhere.
 */
export function SearchField({
  label,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  busy = false,
  hideLabel = false,
  className = '',
  ...input
}: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The value last applied by this field or seen from outside; a different `value` came from elsewhere.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  const apply = (text: string) => {
    setApplied(text);
    onSearch(text);
  };
  // The timer applies what was typed with the latest `onSearch`, without restarting on every render.
  const applyLater = useEffectEvent(apply);

  useEffect(() => {
    const text = draft.trim();
    if (text === applied) return;
    const timer = window.setTimeout(() => applyLater(text), delay);
    return () => window.clearTimeout(timer);
  }, [draft, applied, delay]);

  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800 dark:text-slate-200'}
      >
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          {...input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            input.onKeyDown?.(event);
            if (event.key === 'Enter' && draft.trim() !== applied) {
              event.preventDefault();
              apply(draft.trim());
            }
          }}
          className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {busy && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-indigo-600 dark:text-indigo-300">
            <Spinner className="size-4" />
          </span>
        )}
      </div>
    </div>
  );
}
