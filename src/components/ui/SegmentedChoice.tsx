import { useId } from 'react';

export interface SegmentedChoiceProps<T extends string> {
  /** Names the group for assistive technology ('Show tasks'). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (next: T) => void;
}

/**
 * One of a few choices: native radios drawn as a segmented control (arrow keys move the choice, as in
 * any radio group). Each invisible radio covers its whole segment, so a click anywhere on it lands
 * on the radio itself.
 */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="relative rounded px-3 py-1 text-sm text-slate-700 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 dark:text-slate-200"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
