import { Switch } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type Tenant, type TenantList, useUpdateTenantMutation, tenantQueries } from '@/features/tenants';
import { notifyError } from '@/lib/notify';
import { applyOptimisticUpdate } from '@/lib/optimistic';

export type TenantFlag = 'is_live' | 'is_active';

const FLAG_LABELS: Record<TenantFlag, string> = { is_live: 'Live', is_active: 'Active' };

const listsKey = () => [...tenantQueries.all(), 'list'] as const;

/**
 * Flips a company's live or active flag in every cached page of the list at once, then asks the
 * server; a refusal puts the old value back (the update hook toasts the reason) and the list is
 * read again, so it ends up as the server has it.
 */
export function useTenantFlagToggle() {
  const queryClient = useQueryClient();
  const update = useUpdateTenantMutation();
  return async (tenant: Tenant, flag: TenantFlag, value: boolean) => {
    let rollback: () => void;
    try {
      ({ rollback } = await applyOptimisticUpdate<TenantList>(queryClient, listsKey(), (list) => ({
        ...list,
        rows: list.rows.map((row) => (row.id === tenant.id ? { ...row, [flag]: value } : row)),
      })));
    } catch (error) {
      notifyError(error);
      return;
    }
    try {
      await update.mutateAsync({ id: tenant.id, changes: { [flag]: value } });
    } catch {
      rollback();
      await queryClient.invalidateQueries({ queryKey: listsKey() });
    }
  };
}

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
