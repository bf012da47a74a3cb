import { PageHeader } from '@/components/ui/PageHeader';
import { MyTasks } from '@/features/tasks';
import { useSessionStore } from '@/stores/session';
import { KpiGrid } from './KpiGrid';
import { SavingsSummary } from './SavingsSummary';
import { SpendChart } from './SpendChart';
import { UpcomingRenewals } from './UpcomingRenewals';

export function DashboardPage() {
  const firstName = useSessionStore((state) => state.identity.user?.first_name);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          firstName
            ? `Welcome back, ${firstName}. Here is your SaaS stack at a glance.`
            : 'Your SaaS stack at a glance.'
        }
      />
      {/* Reserved for the promotions banner and the latest notifications; empty until they exist. */}
      <div data-region="announcements" />
      <div className="space-y-6">
        <KpiGrid />
        <div className="grid gap-6 xl:grid-cols-2">
          <SpendChart />
          <UpcomingRenewals />
        </div>
        <SavingsSummary />
        <MyTasks />
      </div>
    </>
  );
}
