import { CalendarClock, Wallet } from 'lucide-react';
import { cardAlerts } from '../model/card-alerts';
import { askAdminText, mayTakeFix, type CardFixContext } from '../model/card-fix';
import { CardFixAction } from './CardFixAction';

const ICONS = { low_balance: Wallet, expiring: CalendarClock } as const;

/**
 * What needs doing about the card before it lets someone down (`model/card-alerts.ts`): a balance
 * that will not cover the next charge, an expiry within 30 days. Each with its fix when the caller
 * may take it, else who may. Nothing for a cancelled card.
 */
export function CardAlerts({ card, today, caller, onFix }: CardFixContext) {
  const alerts = cardAlerts(card, today);
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Card warnings" className="mb-6 grid gap-3">
      {alerts.map((alert) => {
        const Icon = ICONS[alert.kind];
        const mayFix = mayTakeFix(alert.fix, card, caller);
        return (
          <div
            key={alert.kind}
            data-alert={alert.kind}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <p className="min-w-0 flex-1">
              {alert.text}
              {!mayFix && ` ${askAdminText(alert.fix, card.currency)}`}
            </p>
            {mayFix && <CardFixAction fix={alert.fix} currency={card.currency} onFix={onFix} />}
          </div>
        );
      })}
    </section>
  );
}
