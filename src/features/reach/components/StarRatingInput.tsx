import { Star } from 'lucide-react';
import { useId } from 'react';

const RATINGS = [1, 2, 3, 4, 5] as const;

const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

export interface StarRatingInputProps {
  label: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** The validation or server message, shown beside the stars. */
  error?: string;
  name: string;
}

/**
 * A rating of 1 to 5 as a group of five radio buttons drawn as stars: Tab reaches the group, the
 * arrow keys move the choice, each star is named ('4 stars') and the message beside the stars
 * describes them.
 */
export function StarRatingInput({ label, value, onChange, error, name }: StarRatingInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex">
          {RATINGS.map((n) => (
            <label key={n} className="cursor-pointer p-0.5">
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-describedby={error ? messageId : undefined}
                className="peer sr-only"
              />
              <span className="sr-only">{starName(n)}</span>
              <Star
                aria-hidden="true"
                className={`size-7 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 dark:peer-focus-visible:outline-indigo-300 ${
                  value !== null && n <= value
                    ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
                    : error
                      ? 'text-red-600 dark:text-red-400'
                      : 'text-slate-500 dark:text-slate-400'
                }`}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
          {value === null ? 'Choose 1 to 5 stars' : `${starName(value)} of 5`}
        </span>
      </div>
      {error && (
        <p id={messageId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
