import { useQuery } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { isExternalUrl, PathLink } from '@/components/ui/PathLink';
import { useUiStore } from '@/stores/ui';
import { useDismissPromoMutation } from '../api/promo-mutations';
import { promoQueries } from '../api/promo-queries';
import type { Promo } from '../api/schemas';
import { isPromoRunning } from '../model/promo-dates';

function PromoCard({ promo }: { promo: Promo }) {
  const dismiss = useDismissPromoMutation();
  return (
    <li className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-800 dark:bg-indigo-950/60">
      <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300" />
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{promo.title}</h2>
        <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-200">{promo.text}</p>
        <p className="mt-2 text-sm">
          <PathLink href={promo.link} external={isExternalUrl(promo.link)}>
            {promo.action_label}
          </PathLink>
        </p>
      </div>
      <button
        type="button"
        aria-label={`Dismiss ${promo.title}`}
        onClick={() => dismiss.mutate(promo.id)}
        className="shrink-0 rounded-md p-1 text-slate-600 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-indigo-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * The dashboard's promotions, behind the banner flag: each with its title, text, link and Dismiss.
 * The server leaves out dismissed and ended ones; one that ends while the page is open is left out
 * here too. Nothing shows while they load, fail or there are none.
 */
export function PromoBanner({ today }: { today?: string }) {
  const showBanner = useUiStore((state) => state.showBanner);
  const promos = useQuery({ ...promoQueries.list(), enabled: showBanner });
  if (!showBanner || !promos.data) return null;
  const running = promos.data.rows.filter((promo) => isPromoRunning(promo, today));
  if (running.length === 0) return null;
  return (
    <section aria-label="Promotions">
      <ul className="space-y-3">
        {running.map((promo) => (
          <PromoCard key={promo.id} promo={promo} />
        ))}
      </ul>
    </section>
  );
}
