import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { Card as Section } from '@/components/ui/Card';
import { Detail, DetailList } from '@/components/ui/Details';
import { Figures } from '@/components/ui/Figures';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatDate, formatDay, formatMoney } from '@/lib/format';
import { fullName } from '@/lib/person';
import { ProductLogo } from '@/features/reach';
import { cardQueries } from '../api/card-queries';
import type { Card, TopupMode } from '../api/schemas';
import { LIMIT_PERIOD_LABELS } from '../model/card-facts';
import { limitText } from '../model/decline';
import { CardNumber } from './CardNumber';
import { CardStatusBadge } from './CardStatusBadge';

function topupText(card: Pick<Card, 'topup_mode' | 'topup_amount' | 'limit_period' | 'currency'>): string {
  if (card.limit_period === 'one_off') return 'Funded once, when it was issued';
  const modes: Record<TopupMode, string> = {
    fixed: `${formatMoney(card.topup_amount, card.currency)} added each period`,
    refill: 'Refilled to the limit each period',
  };
  return modes[card.topup_mode];
}

/** How much of the period's limit is spent: a meter with its figures in words. */
function SpentMeter({ card }: { card: Card }) {
  const share = card.limit > 0 ? Math.min(1, Math.max(0, card.spent_this_period / card.limit)) : 0;
  const percent = Math.round(share * 100);
  const words = `${formatMoney(card.spent_this_period, card.currency)} of ${formatMoney(card.limit, card.currency)} (${percent}%)`;
  return (
    <div
      role="meter"
      aria-label="Spent this period"
      aria-valuemin={0}
      aria-valuemax={card.limit}
      aria-valuenow={Math.min(card.spent_this_period, card.limit)}
      aria-valuetext={words}
      className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div
        className={`h-full rounded-full ${share >= 0.9 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** A link to another card (the one that renewed this one, or the one it renewed), named once loaded. */
function OtherCardLink({ cardId }: { cardId: string }) {
  const other = useQuery(cardQueries.detail(cardId));
  const card = other.data?.card;
  return (
    <RecordLink to="/cards/$id" params={{ id: cardId }}>
      {card ? (
        <>
          {card.name} <CardNumber last4={card.last4} />
        </>
      ) : (
        'Open the card'
      )}
    </RecordLink>
  );
}

/**
 * The card's figures (balance, this period's spending against the limit, the limit) and its details:
 * app, holder, number, status, period, top-ups, expiry, creation, cancellation and renewals.
 */
export function CardSummary({ card, headingRef }: { card: Card; headingRef?: Ref<HTMLSpanElement> }) {
  const money = (amount: number) => formatMoney(amount, card.currency);
  return (
    <div className="mb-6 grid gap-6">
      <Figures
        title="Money on the card"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        figures={[
          { label: 'Balance', value: money(card.balance), hint: `In ${card.currency}` },
          {
            label: 'Spent this period',
            value: money(card.spent_this_period),
            hint: <SpentMeter card={card} />,
          },
          { label: 'Limit', value: money(card.limit), hint: limitText(card) },
        ]}
      />
      <Section
        title={
          <span ref={headingRef} tabIndex={-1} className="focus:outline-none">
            Card details
          </span>
        }
      >
        <DetailList>
          <Detail label="App">
            <span className="inline-flex items-center gap-2">
              <ProductLogo name={card.app.name} size="sm" />
              <RecordLink to="/product/$slug" params={{ slug: card.app.slug }}>
                {card.app.name}
              </RecordLink>
            </span>
          </Detail>
          <Detail label="Holder">
            {fullName(card.holder)}
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
              {card.holder.email}
            </span>
          </Detail>
          <Detail label="Card number">
            <CardNumber last4={card.last4} />
          </Detail>
          <Detail label="Status">
            <CardStatusBadge status={card.status} />
          </Detail>
          <Detail label="Period">
            {LIMIT_PERIOD_LABELS[card.limit_period]}, from {formatDay(card.period_start)}
          </Detail>
          <Detail label="Top-ups">{topupText(card)}</Detail>
          {card.next_charge && (
            <Detail label="Next charge">
              {money(card.next_charge.amount)} on {formatDay(card.next_charge.date)} (
              {card.next_charge.merchant})
            </Detail>
          )}
          <Detail label="Expires">{formatDay(card.expires_on)}</Detail>
          <Detail label="Created">{formatDate(card.created_at)}</Detail>
          {card.cancelled_at && (
            <Detail label="Cancelled">
              {formatDate(card.cancelled_at)}
              {card.cancel_reason && (
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                  {card.cancel_reason}
                </span>
              )}
            </Detail>
          )}
          {card.replaced_by && (
            <Detail label="Renewed as">
              <OtherCardLink cardId={card.replaced_by} />
            </Detail>
          )}
          {card.replaces && (
            <Detail label="Renews">
              <OtherCardLink cardId={card.replaces} />
            </Detail>
          )}
        </DetailList>
      </Section>
    </div>
  );
}
