import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { sendForm, useAppForm } from '@/components/form';
import { formatMoney } from '@/lib/format';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { paymentAccountQueries } from '@/features/settings';
import { tenantQueries } from '@/features/tenants';
import { CARD_WRITE_FALLBACKS, useTopupCardMutation } from '../api/card-mutations';
import type { Card } from '../api/schemas';
import {
  accountCost,
  amountOf,
  amountError,
  belowThresholdAfter,
  topupAmountError,
  type TopupFunds,
} from '../model/card-form-rules';
import { cardTitle } from './CardNumber';

const NOTE = 'text-sm text-slate-700 dark:text-slate-300';

export interface TopupDialogProps {
  card: Card;
  /** An amount to offer (e.g. what the next charge needs). */
  suggestedAmount?: number;
  onClose: () => void;
}

/**
 * Adds money to a card from the payment account. The new balance shows on the card at once and
 * stays once the server confirms it. Client admins see what the account has available (the most a
 * top-up may be, in the card's currency at its `account_rate`) and are warned, without being stopped,
 * when the top-up would leave the account under the tenant's top-up threshold. A holder allowed to
 * top up sees no account figures; the server's refusal shows beside the amount, which stays typed.
 */
export function TopupDialog({ card, suggestedAmount, onClose }: TopupDialogProps) {
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const account = useQuery({ ...paymentAccountQueries.detail(), enabled: isAdmin });
  const tenant = useQuery({ ...tenantQueries.current(), enabled: isAdmin });
  const funds: TopupFunds | undefined = account.data && {
    available: account.data.available_balance,
    currency: account.data.currency,
    rate: card.account_rate,
    threshold: tenant.data?.tenant.card_topup_threshold ?? null,
  };
  const topup = useTopupCardMutation();
  const form = useAppForm({
    defaultValues: { amount: suggestedAmount !== undefined ? String(suggestedAmount) : '' },
    onSubmit: async ({ value, formApi }) => {
      await sendForm(
        formApi,
        async () => {
          await topup.mutateAsync({ card, amount: amountOf(value.amount) });
          onClose();
        },
        { fields: ['amount'], fallback: CARD_WRITE_FALLBACKS.topUp },
      );
    },
  });
  const typed = useStore(form.store, (state) => state.values.amount);
  const sameCurrency = !funds || funds.currency === card.currency;
  const typedOk = amountError(typed) === null;
  const leftUnder = funds ? belowThresholdAfter(typed, funds) : null;

  return (
    <form.AppForm>
      <form.FormDialog
        onClose={onClose}
        title={`Top up ${cardTitle(card)}`}
        description={`The card holds ${formatMoney(card.balance, card.currency)} now; its limit is ${formatMoney(card.limit, card.currency)}.`}
        submitLabel="Top up"
      >
        <form.AppField
          name="amount"
          validators={{ onSubmit: ({ value }) => topupAmountError(value, funds) ?? undefined }}
        >
          {(field) => (
            <field.AmountField
              label="Amount"
              hint={`In ${card.currency}; paid from the company's payment account.`}
              data-autofocus
            />
          )}
        </form.AppField>
        {funds && (
          <div className="space-y-1">
            <p className={NOTE}>
              Available on the payment account:{' '}
              <strong>{formatMoney(funds.available, funds.currency)}</strong>
            </p>
            {!sameCurrency && typedOk && (
              <p className={NOTE}>
                Costs the account {formatMoney(accountCost(amountOf(typed), funds.rate), funds.currency)}.
              </p>
            )}
          </div>
        )}
        {leftUnder !== null && funds?.threshold != null && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            This leaves {formatMoney(leftUnder, funds.currency)} on the payment account, under your top-up
            threshold of {formatMoney(funds.threshold, funds.currency)}.
          </p>
        )}
      </form.FormDialog>
    </form.AppForm>
  );
}
