import { useDroppable } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import { STATUS_LABELS, type Opportunity, type OpportunityStatus, type Totals } from '../api/schemas';
import { columnDropId, type Slot } from '../model/board-drag';
import { BoardCard, type CardDialog } from './BoardCard';

/**
 * While a card is carried the column already lists it at the place it would land (the board keeps
 * that order), so the other cards need no extra shifting.
 */
const inPlace: SortingStrategy = () => null;

export function BoardColumn({
  status,
  totals,
  ids,
  cards,
  currency,
  focusId,
  onFocused,
  onMove,
  onOpen,
}: {
  status: OpportunityStatus;
  totals: Totals;
  /** The column's cards in order, as shown (with a carried card where it would land). */
  ids: readonly string[];
  cards: ReadonlyMap<string, Opportunity>;
  currency: string | undefined;
  /** The card to focus once it stands in this column. */
  focusId: string | undefined;
  onFocused: () => void;
  onMove: (card: Opportunity, to: Slot) => void;
  onOpen: (card: Opportunity, dialog: CardDialog) => void;
}) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  const shown = ids.filter((id) => cards.has(id));
  const figures = [
    { label: 'Opportunities', value: String(totals.count) },
    { label: 'Value', value: formatMoney(totals.value, currency) },
    { label: 'ARR', value: formatMoney(totals.arr, currency) },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {STATUS_LABELS[status]}
      </h2>
      <dl className="mt-1 space-y-0.5 text-xs">
        {figures.map((figure) => (
          // One row each, wrapping on its own when a narrow column cannot hold label and amount.
          <div key={figure.label} className="flex flex-wrap justify-between gap-x-2">
            <dt className="text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="text-slate-900 tabular-nums dark:text-slate-100">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <SortableContext id={status} items={shown} strategy={inPlace}>
        <ol
          ref={setNodeRef}
          className={`mt-3 flex min-h-24 flex-1 flex-col gap-2 rounded-lg ${isOver ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''}`}
        >
          {shown.map((id, index) => {
            const card = cards.get(id)!;
            return (
              <BoardCard
                key={id}
                card={card}
                slot={{ status, index }}
                columnSize={shown.length}
                currency={currency}
                focusRequested={focusId === id}
                onFocused={onFocused}
                onMove={onMove}
                onOpen={onOpen}
              />
            );
          })}
          {shown.length === 0 && (
            <li className="rounded-lg border border-dashed border-slate-300 p-3 text-center text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300">
              No opportunities
            </li>
          )}
        </ol>
      </SortableContext>
    </section>
  );
}
