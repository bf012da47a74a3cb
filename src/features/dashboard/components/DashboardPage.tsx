import { PageHeader } from '@/components/ui/PageHeader';
import { MyTasks } from '@/features/tasks';
import { useSessionStore } from '@/stores/session';
import { KpiGrid } from './KpiGrid';

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
      <div className="space-y-6">
        <KpiGrid />
        <MyTasks />
      </div>
    </>
  );
}
