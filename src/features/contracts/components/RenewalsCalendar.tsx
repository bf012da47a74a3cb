import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ListStatus, queryError, useListPage } from '@/components/table';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/format';
import { CONTRACT_FALLBACKS, contractQueries } from '../api/contract-queries';
import type { RenewalEvent } from '../api/schemas';
import { RENEWAL_VIEWS } from '../model/contract-search';
import { addMonths, localToday } from '@/lib/calendar';
import { monthGrid, moveDay, type CalendarKey } from '../model/renewal-dates';
import { RenewalBadge } from './RenewalBadge';

const routeApi = getRouteApi('/_signedIn/_client/contracts/renewals');

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const dayLabel = (date: string) => format(parseISO(date), 'EEEE d MMMM yyyy');
const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy');
const KIND_LABELS = { cancel_by: 'Cancel by', end: 'Ends' } as const;

/**
 * The renewal calendar: every contract's end and cancel-by dates for the next 12 months, as a month
 * grid or a list (the view and month are in the URL). The grid is one tab stop: arrow keys move a
 * day or a week, Home and End to the week's ends, Page Up and Page Down a month; the chosen day's
 * dates are listed beside it. Cancel-by dates carry the 120/90/60/30-day badges.
 */
export function RenewalsCalendar() {
  const { search, setSearch } = useListPage({
    search: routeApi.useSearch(),
    navigate: routeApi.useNavigate(),
    // A view or a month is a way of looking, not a place to go back to.
    replace: true,
  });
  const renewals = useQuery(contractQueries.renewals());
  const today = localToday();

  const byDay = useMemo(() => {
    const map = new Map<string, RenewalEvent[]>();
    for (const event of renewals.data?.rows ?? [])
      map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [renewals.data]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/contracts"
          className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          ← Back to contracts
        </Link>
        <div role="group" aria-label="View" className="inline-flex rounded-md shadow-sm">
          {RENEWAL_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={search.view === view}
              onClick={() => setSearch({ view })}
              className={`border border-slate-300 px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 ${
                search.view === view
                  ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                  : 'bg-white text-slate-800 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
              }`}
            >
              {view === 'month' ? 'Month' : 'List'}
            </button>
          ))}
        </div>
      </div>
      <ListStatus
        error={queryError(renewals, 'Renewals could not be loaded', CONTRACT_FALLBACKS.renewals)}
        loading={!renewals.data && 'Loading renewals…'}
        empty={
          renewals.data?.count === 0 && {
            title: 'No renewals in the next 12 months',
            description: <p>End and cancel-by dates of your contracts show here as they come up.</p>,
          }
        }
      >
        {() =>
          search.view === 'list' ? (
            <RenewalList rows={renewals.data?.rows ?? []} today={today} currency={renewals.data?.currency} />
          ) : (
            <MonthGrid
              byDay={byDay}
              today={today}
              month={MONTH.test(search.month) ? search.month : today.slice(0, 7)}
              currency={renewals.data?.currency}
              onMonth={(month) => setSearch({ month: month === today.slice(0, 7) ? '' : month })}
            />
          )
        }
      </ListStatus>
    </>
  );
}

function MonthGrid({
  byDay,
  today,
  month,
  currency,
  onMonth,
}: {
  byDay: ReadonlyMap<string, RenewalEvent[]>;
  today: string;
  month: string;
  currency: string | undefined;
  onMonth: (month: string) => void;
}) {
  const [selected, setSelected] = useState(() => (today.startsWith(month) ? today : `${month}-01`));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  // The grid shows the chosen day's month; a month chosen from outside (a link, the URL) brings the
  // chosen day into it.
  const shown = selected;
  const shownMonth = selected.slice(0, 7);
  const [shownFor, setShownFor] = useState(month);
  if (shownFor !== month) {
    setShownFor(month);
    if (shownMonth !== month) setSelected(today.startsWith(month) ? today : `${month}-01`);
  }
  const weeks = monthGrid(shownMonth);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${shown}"]`)?.focus();
  });

  const choose = (date: string, focus: boolean) => {
    moved.current = focus;
    setSelected(date);
    if (date.slice(0, 7) !== shownMonth) onMonth(date.slice(0, 7));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    choose(moveDay(shown, event.key as CalendarKey), true);
  };
  const events = byDay.get(shown) ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <div className="mb-3 flex items-center justify-between">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {monthLabel(shownMonth)}
          </h2>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label="Previous month"
              onClick={() => choose(addMonths(shown, -1), false)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="secondary"
              aria-label="Next month"
              onClick={() => choose(addMonths(shown, 1), false)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <table
          ref={grid}
          role="grid"
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
          className="w-full table-fixed border-collapse text-sm"
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th
                  key={weekday}
                  scope="col"
                  abbr={weekday}
                  className="py-1 text-xs font-medium text-slate-600 dark:text-slate-300"
                >
                  {weekday.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const dayEvents = byDay.get(date) ?? [];
                  const inMonth = date.startsWith(shownMonth);
                  const isSelected = date === shown;
                  const label = `${dayLabel(date)}${date === today ? ', today' : ''}, ${
                    dayEvents.length === 0
                      ? 'no renewals'
                      : `${dayEvents.length} ${dayEvents.length === 1 ? 'renewal date' : 'renewal dates'}`
                  }`;
                  return (
                    <td
                      key={date}
                      role="gridcell"
                      data-date={date}
                      tabIndex={isSelected ? 0 : -1}
                      aria-selected={isSelected}
                      aria-label={label}
                      onClick={() => choose(date, true)}
                      className={`h-16 cursor-pointer border border-slate-200 p-1 align-top focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset dark:border-slate-700 ${
                        isSelected
                          ? 'bg-indigo-50 dark:bg-indigo-950'
                          : inMonth
                            ? 'bg-white dark:bg-slate-900'
                            : 'bg-slate-50 dark:bg-slate-800/60'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`inline-flex size-6 items-center justify-center rounded-full text-xs ${
                          date === today
                            ? 'bg-indigo-600 font-semibold text-white dark:bg-indigo-500'
                            : inMonth
                              ? 'text-slate-900 dark:text-slate-100'
                              : 'text-slate-500 dark:text-slate-400'
                        }`}
                      >
                        {Number(date.slice(8))}
                      </span>
                      {dayEvents.length > 0 && (
                        <span aria-hidden="true" className="mt-1 flex flex-wrap gap-1">
                          {dayEvents.slice(0, 3).map((event) => (
                            <span
                              key={`${event.contract_id}-${event.kind}`}
                              className={`block size-2 rounded-full ${
                                event.kind === 'cancel_by'
                                  ? 'bg-red-600 dark:bg-red-400'
                                  : 'bg-indigo-600 dark:bg-indigo-400'
                              }`}
                            />
                          ))}
                          {dayEvents.length > 3 && (
                            <span className="text-[10px] leading-none text-slate-700 dark:text-slate-200">
                              +{dayEvents.length - 3}
                            </span>
                          )}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          Arrow keys move a day or a week, Home and End to the ends of the week, Page Up and Page Down a
          month. Red dots are cancel-by dates, blue dots end dates.
        </p>
      </div>
      <section aria-live="polite" aria-label={`Renewals on ${dayLabel(shown)}`}>
        <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{dayLabel(shown)}</h3>
        {events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No renewal dates on this day.</p>
        ) : (
          <ul className="space-y-2">
            {events.map((event) => (
              <EventItem
                key={`${event.contract_id}-${event.kind}`}
                event={event}
                today={today}
                currency={currency}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** An event's app (linking to its contracts), what happens, and how near a cancel-by date is. */
function EventTitle({ event, today }: { event: RenewalEvent; today: string }) {
  return (
    <>
      <Link
        to="/contracts/$slug"
        params={{ slug: event.app.slug }}
        className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {event.app.name}
      </Link>
      <span className="text-slate-700 dark:text-slate-200">{KIND_LABELS[event.kind]}</span>
      {event.kind === 'cancel_by' && <RenewalBadge cancelBy={event.date} today={today} />}
    </>
  );
}

function EventItem({
  event,
  today,
  currency,
}: {
  event: RenewalEvent;
  today: string;
  currency: string | undefined;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <EventTitle event={event} today={today} />
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {event.app.vendor} · {formatMoney(event.annual_cost_tenant, currency)} a year ·{' '}
        {event.auto_renew ? 'Auto-renews' : 'Does not auto-renew'}
      </p>
    </li>
  );
}

function RenewalList({
  rows,
  today,
  currency,
}: {
  rows: readonly RenewalEvent[];
  today: string;
  currency: string | undefined;
}) {
  const months = new Map<string, RenewalEvent[]>();
  for (const row of rows)
    months.set(row.date.slice(0, 7), [...(months.get(row.date.slice(0, 7)) ?? []), row]);
  return (
    <div className="space-y-6">
      {[...months].map(([month, events]) => (
        <section key={month} aria-labelledby={`renewals-${month}`}>
          <h2 id={`renewals-${month}`} className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
            {monthLabel(month)}
          </h2>
          <ul className="space-y-2">
            {events.map((event) => (
              <li
                key={`${event.contract_id}-${event.kind}`}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
              >
                <time
                  dateTime={event.date}
                  className="w-28 font-medium text-slate-900 tabular-nums dark:text-white"
                >
                  {format(parseISO(event.date), 'EEE d MMM')}
                </time>
                <EventTitle event={event} today={today} />
                <span className="ml-auto text-slate-600 tabular-nums dark:text-slate-300">
                  {formatMoney(event.annual_cost_tenant, currency)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
