import type { Item } from '../api/schemas';
import { itemStanding } from '../model/item-state';

const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Where an item stands for me, in words: in my stack, requested, rejected; and retired when it is. */
export function StandingBadge({ item }: { item: Item }) {
  const standing = itemStanding(item);
  return (
    <span className="flex flex-wrap gap-1.5">
      {standing.kind === 'in-stack' && <Badge tone="green">In your stack</Badge>}
      {standing.kind === 'pending' && <Badge tone="amber">Requested · pending approval</Badge>}
      {standing.kind === 'rejected' && <Badge tone="red">Request rejected</Badge>}
      {item.product.is_retired && <Badge tone="slate">Retired</Badge>}
    </span>
  );
}
