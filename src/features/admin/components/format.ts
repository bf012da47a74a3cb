import { format } from 'date-fns';

/** '12 Mar 2024' for an ISO timestamp; '—' when there is none or it does not parse. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : format(date, 'd MMM yyyy');
}
