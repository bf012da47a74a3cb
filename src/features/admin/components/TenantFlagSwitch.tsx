import { Switch } from '@headlessui/react';
import type { Tenant, TenantFlag } from '@/features/tenants';

export type { TenantFlag };

const FLAG_LABELS: Record<TenantFlag, string> = { is_live: 'Live', is_active: 'Active' };

/** The live or active switch in a company's row, named after the company for screen readers. */
export function TenantFlagSwitch({
  tenant,
  flag,
  onToggle,
}: {
  tenant: Tenant;
  flag: TenantFlag;
  onToggle: (tenant: Tenant, flag: TenantFlag, value: boolean) => void;
}) {
  return (
    <Switch
      checked={tenant[flag]}
      onChange={(value) => onToggle(tenant, flag, value)}
      aria-label={`${FLAG_LABELS[flag]}: ${tenant.name}`}
      className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 data-checked:bg-indigo-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:data-checked:bg-indigo-500"
    >
      <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
    </Switch>
  );
}
