import { Info } from 'lucide-react';
import { useSessionStore } from '@/stores/session';
import { DEMO_APPID } from '@/lib/demo-guard';

/** The banner slot: tells the demo account's visitors that nothing they do is saved. */
export function DemoBanner() {
  const appid = useSessionStore((state) => state.identity.appid);
  if (appid !== DEMO_APPID) return null;
  return (
    <div
      role="note"
      className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info aria-hidden="true" className="size-4 shrink-0" />
      You are exploring the read-only demo: look around freely; changes are not saved.
    </div>
  );
}
