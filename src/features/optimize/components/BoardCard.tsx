import { useSortable } from '@dnd-kit/sortable';
import { GripVertical, MessageSquare, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatDate, formatMoney } from '@/lib/format';
import { fullName } from '@/lib/person';
import type { Opportunity } from '../api/schemas';
import type { Slot } from '../model/board-drag';
import { MoveToMenu } from './MoveToMenu';

/** 'YYYY-MM-DD' is a calendar day: read it as local midnight so no time zone moves it a day. */
function dueDate(due: string | null): string {
  return due ? formatDate(`${due}T00:00:00`) : 'No due date';
}

function ownerName(card: Opportunity): string {
  return card.owner ? fullName(card.owner) : 'Unassigned';
}

/** What a card shows: its title (the drag handle when it can move), app, owner, amounts and due date. */
export function BoardCardBody({
  card,
  currency,
  title,
  actions,
  className = '',
}: {
  card: Opportunity;
  currency: string | undefined;
  /** The title, or the handle that carries the card. */
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-lg border bg-white p-3 text-sm shadow-sm dark:bg-slate-900 ${className}`}
    >
      <h3 id={titleId} className="font-medium text-slate-900 dark:text-white">
        {title ?? card.title}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-slate-600 dark:text-slate-300">App</dt>
        <dd className="truncate text-slate-900 dark:text-slate-100">{card.app.name}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Owner</dt>
        <dd className="truncate text-slate-900 dark:text-slate-100">{ownerName(card)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Savings</dt>
        <dd className="text-slate-900 tabular-nums dark:text-slate-100">
          {formatMoney(card.savings_potential, currency)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">ARR</dt>
        <dd className="text-slate-900 tabular-nums dark:text-slate-100">{formatMoney(card.arr, currency)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">Due</dt>
        <dd className="text-slate-900 dark:text-slate-100">{dueDate(card.due_date)}</dd>
      </dl>
      {actions && <div className="mt-2 flex justify-end">{actions}</div>}
    </article>
  );
}

/** What a card's buttons open over the board. */
export type CardDialog = 'edit' | 'comments';

const ACTION =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** A drag starts on a press anywhere on the card; the card's buttons only do their own job. */
const keepPressToSelf = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A card in its column; only a card the caller may edit can be carried. */
export function BoardCard({
  card,
  slot,
  columnSize,
  currency,
  focusRequested,
  onFocused,
  onMove,
  onOpen,
}: {
  card: Opportunity;
  slot: Slot;
  columnSize: number;
  currency: string | undefined;
  /** Set after a move from the menu: the card takes the focus once it stands in its new column. */
  focusRequested: boolean;
  onFocused: () => void;
  onMove: (card: Opportunity, to: Slot) => void;
  /** Opens the card's comments, or (when the caller may change it) its edit form. */
  onOpen: (card: Opportunity, dialog: CardDialog) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: card.id,
    disabled: { draggable: !card.can_edit, droppable: false },
    attributes: { roleDescription: 'movable card' },
  });
  const handle = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!focusRequested) return;
    // After the menu has closed and put the focus back on its own button.
    const frame = requestAnimationFrame(() => {
      handle.current?.focus();
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequested, onFocused]);

  return (
    <li ref={setNodeRef} {...(card.can_edit ? listeners : undefined)} className="touch-manipulation">
      <BoardCardBody
        card={card}
        currency={currency}
        className={
          isDragging
            ? 'border-dashed border-indigo-400 opacity-60 dark:border-indigo-400'
            : 'border-slate-200 dark:border-slate-700'
        }
        title={
          card.can_edit ? (
            <button
              type="button"
              ref={(element) => {
                setActivatorNodeRef(element);
                handle.current = element;
              }}
              {...attributes}
              className="flex w-full cursor-grab items-start gap-1 rounded text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 active:cursor-grabbing"
            >
              <GripVertical
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400"
              />
              <span>{card.title}</span>
            </button>
          ) : undefined
        }
        actions={
          <div className="flex flex-wrap justify-end gap-1.5">
            <button
              type="button"
              aria-label={`Comments (${card.comment_count}) on ${card.title}`}
              onPointerDown={keepPressToSelf}
              onClick={() => onOpen(card, 'comments')}
              className={ACTION}
            >
              <MessageSquare aria-hidden="true" className="size-3.5" />
              {card.comment_count}
            </button>
            {card.can_edit && (
              <>
                <button
                  type="button"
                  aria-label={`Edit ${card.title}`}
                  onPointerDown={keepPressToSelf}
                  onClick={() => onOpen(card, 'edit')}
                  className={ACTION}
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                  Edit
                </button>
                <MoveToMenu slot={slot} columnSize={columnSize} onMove={(to) => onMove(card, to)} />
              </>
            )}
          </div>
        }
      />
    </li>
  );
}
