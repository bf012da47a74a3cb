import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListPage } from '@/components/table';
import { Figures } from '@/components/ui/Figures';
import { figureLines } from '@/components/ui/figure-lines';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordLink } from '@/components/ui/RecordLink';
import { localToday } from '@/lib/calendar';
import { formatMoney } from '@/lib/format';
import { PaymentAccountCard } from '@/features/settings';
import { cardQueries, CARD_FALLBACKS } from '../api/card-queries';
import type { AccountTransaction } from '../api/schemas';
import { exportAccountStatement } from '../api/statement-export';
import { accountStatementColumns } from '../model/statement-columns';
import { statementQueryOf, statementRange } from '../model/statement-period';
import {
  ACCOUNT_STATEMENT_SEARCH_DEFAULTS,
  PERIOD_FILTERS,
  STATEMENT_PAGE_SIZES,
} from '../model/statement-search';
import { StatementSection, statementTableColumns } from './StatementSection';

const routeApi = getRouteApi('/_signedIn/_client/_clientAdmin/account/statement');

/** A row's description, linked to its card where the money went to or came from one. */
function describe(row: AccountTransaction) {
  return row.card_id ? (
    <RecordLink to="/cards/$id" params={{ id: row.card_id }}>
      {row.description}
    </RecordLink>
  ) : (
    row.description
  );
}

/**
 * `/account/statement` (client admins): the payment account, its money split into what is committed
 * on cards and what is available, and its statement for a period (the last 90 days unless chosen; in
 * the URL) with the opening and closing balances, money in and out and the running balance; every row
 * of the period exports as CSV, as the table shows it. Top-ups, refunds, returns and fees link to
 * their card.
 */
export function AccountStatementPage() {
  const search = routeApi.useSearch();
  const [today] = useState(() => localToday());
  const query = statementQueryOf(search, today);
  const statement = useQuery(cardQueries.accountStatement(query));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    filters: PERIOD_FILTERS,
    defaults: ACCOUNT_STATEMENT_SEARCH_DEFAULTS,
    sizes: STATEMENT_PAGE_SIZES,
    list: statement,
  });
  const data = statement.data;
  const currency = data?.funds.currency;
  const columns = useMemo(
    () => statementTableColumns(accountStatementColumns(currency ?? ''), { description: describe }),
    [currency],
  );
  const money = (amount: number | undefined) => (data ? formatMoney(amount, data.funds.currency) : '—');

  return (
    <>
      <PageHeader title="Account Statement" description="Your payment account and its statement." />
      <div className="grid gap-4 sm:gap-6">
        <PaymentAccountCard />
        <Figures
          title="Funds"
          layout={figureLines()}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
          figures={[
            { label: 'Balance', value: money(data?.funds.balance) },
            { label: 'Committed on cards', value: money(data?.funds.committed), hint: 'On live cards' },
            { label: 'Available', value: money(data?.funds.available), hint: 'Free to put on cards' },
          ]}
        />
        <StatementSection
          caption="Account statement"
          listPage={listPage}
          search={search}
          onSearchChange={(changes) => listPage.setFilter(changes)}
          range={statementRange(search.period, today, search.from, search.to)}
          columns={columns}
          errorFallback={CARD_FALLBACKS.accountStatement}
          makeFile={() =>
            exportAccountStatement(currency ?? '', { ...query, skip: undefined, top: undefined })
          }
        >
          <Figures
            title="Balances of the period"
            size="sm"
            className="mb-4 flex flex-wrap gap-3"
            figures={[
              { label: 'Opening balance', value: money(data?.opening_balance) },
              { label: 'Closing balance', value: money(data?.closing_balance) },
            ]}
          />
        </StatementSection>
      </div>
    </>
  );
}
