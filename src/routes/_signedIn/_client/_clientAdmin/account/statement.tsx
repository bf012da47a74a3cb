import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { cardQueries } from '@/features/cards/api/card-queries';
import { AccountStatementPage } from '@/features/cards/components/AccountStatementPage';
import { statementQueryOf } from '@/features/cards/model/statement-period';
import {
  ACCOUNT_STATEMENT_SEARCH_DEFAULTS,
  accountStatementSearchSchema,
} from '@/features/cards/model/statement-search';
import { paymentAccountQueries } from '@/features/settings/api/payment-account-queries';
import { localToday } from '@/lib/calendar';

/**
 * The payment account and its statement (client admins: the route group guards it). Period and page
 * live in the URL; the loader starts the account and the statement without holding the page back,
 * and each shows its own loading and error state.
 */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/account/statement')({
  staticData: { title: 'Account Statement' },
  validateSearch: accountStatementSearchSchema,
  search: { middlewares: [stripSearchParams(ACCOUNT_STATEMENT_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient }, location }) => {
    const search = accountStatementSearchSchema.parse(location.search);
    void queryClient.prefetchQuery(cardQueries.accountStatement(statementQueryOf(search, localToday())));
    void queryClient.prefetchQuery(paymentAccountQueries.detail());
  },
  component: AccountStatementPage,
});
