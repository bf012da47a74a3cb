import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createContext, use, useMemo } from 'react';
import { FacetFilter, StatusBadge, useListPage, type FacetOption } from '@/components/table';
import { formatDay, formatMoney } from '@/lib/format';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../api/list-words';
import { cardQueries, CARD_FALLBACKS } from '../api/card-queries';
import type { CardTransaction } from '../api/schemas';
import { exportCardStatement } from '../api/statement-export';
import type { CardFixContext } from '../model/card-fix';
import { explainDecline } from '../model/decline';
import { cardStatementColumns, TRANSACTION_STATUS_LABELS } from '../model/statement-columns';
import { statementQueryOf, statementRange } from '../model/statement-period';
import {
  CARD_STATEMENT_FILTERS,
  CARD_STATEMENT_SEARCH_DEFAULTS,
  STATEMENT_PAGE_SIZES,
} from '../model/statement-search';
import { DeclineExplanation } from './DeclineExplanation';
import { StatementSync } from './StatementSync';
import { StatementSection, statementTableColumns } from './StatementSection';

const routeApi = getRouteApi('/_signedIn/cards/$id');

/** What a row's status cell needs to explain a decline and offer its fix. */
const StatementRowContext = createContext<CardFixContext | null>(null);

/** A row's status, and for a declined row why, with its fix. */
function StatusCell({ row }: { row: CardTransaction }) {
  const context = use(StatementRowContext);
  const explanation = context && explainDecline(row, context.card, context.caller, context.today);
  return (
    <>
      <StatusBadge tone={STATUS_TONES[row.status]}>{TRANSACTION_STATUS_LABELS[row.status]}</StatusBadge>
      {context && explanation && (
        <DeclineExplanation
          explanation={explanation}
          about={`${row.merchant} on ${formatDay(row.date)}`}
          currency={context.card.currency}
          onFix={context.onFix}
        />
      )}
    </>
  );
}

const STATUS_OPTIONS: FacetOption<'all' | TransactionStatus>[] = [
  { value: 'all', label: 'Every status' },
  ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABELS[status] })),
];
const STATUS_TONES = { pending: 'neutral', settled: 'positive', declined: 'warning' } as const;

/**
 * The card's statement for a period (the last 90 days unless chosen; every filter and the page in the
 * URL): each row's date, merchant, description, amount in the card's currency and the merchant's where
 * it differs, status and running balance, newest first. A declined row says why and offers its fix.
 * Exports every row of the period as CSV, as the table shows it; the statement can be synced.
 */
export function CardStatement({ card, today, caller, onFix }: CardFixContext) {
  const search = routeApi.useSearch();
  const query = statementQueryOf(search, today);
  const statement = useQuery(cardQueries.statement(card.card_id, query));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    filters: CARD_STATEMENT_FILTERS,
    defaults: CARD_STATEMENT_SEARCH_DEFAULTS,
    sizes: STATEMENT_PAGE_SIZES,
    list: statement,
  });
  const data = statement.data;
  const currency = card.currency;

  // The columns depend on the currency alone: a change to the card (a top-up) re-renders the rows
  // without remounting their cells, so an open "Why?" stays open as its fix goes.
  const columns = useMemo(
    () =>
      statementTableColumns(cardStatementColumns(currency), { status: (row) => <StatusCell row={row} /> }),
    [currency],
  );
  const rowContext = useMemo(() => ({ card, caller, today, onFix }), [card, caller, today, onFix]);

  return (
    <StatementRowContext value={rowContext}>
      <StatementSection
        caption="Card statement"
        listPage={listPage}
        search={search}
        onSearchChange={(changes) => listPage.setFilter(changes)}
        range={statementRange(search.period, today, search.from, search.to)}
        columns={columns}
        errorFallback={CARD_FALLBACKS.statement}
        makeFile={() => exportCardStatement(card, { ...query, skip: undefined, top: undefined })}
        summary={
          <>
            {data && (
              <p className="text-sm text-slate-700 dark:text-slate-200">
                Opening balance {formatMoney(data.opening_balance, currency)}
              </p>
            )}
            <StatementSync cardId={card.card_id} canSync={card.status !== 'CANCELLED'} />
          </>
        }
        filters={<FacetFilter label="Status" options={STATUS_OPTIONS} {...listPage.filterOf('status')} />}
      />
    </StatementRowContext>
  );
}
