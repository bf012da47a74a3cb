import { Deferred } from '@/components/ui/Deferred';
import { PageHeader } from '@/components/ui/PageHeader';
import { LatestNotifications } from '@/features/notifications';
import { PromoBanner } from '@/features/promos';
import { LazySurveyQuestion } from '@/features/surveys';
import { MyTasks } from '@/features/tasks';
import { useSessionStore } from '@/stores/session';
import { KpiGrid } from './KpiGrid';
import { SavingsSummary } from './SavingsSummary';
import { SpendChart } from './SpendChart';
import { TrialNotice } from './TrialNotice';
import { UpcomingRenewals } from './UpcomingRenewals';

/** A survey question a task asks, answered in My tasks. */
const answerQuestion = (questionId: string) => <LazySurveyQuestion questionId={questionId} />;

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
      {/* A demo company's trial, promotions (behind the banner flag) and the latest notifications. */}
      <div data-region="announcements" className="mb-6 space-y-6">
        <TrialNotice />
        <PromoBanner />
        <LatestNotifications />
      </div>
      {/* The figures, chart and lists below them mount in a deferred render: nothing stands below
          them to move, and mounting them with their data all at once held the page for 300 ms on a
          slow phone. */}
      <Deferred>
        <div className="space-y-6">
          <KpiGrid />
          <div className="grid gap-6 xl:grid-cols-2">
            <SpendChart />
            <UpcomingRenewals />
          </div>
          <SavingsSummary />
          <MyTasks surveyQuestion={answerQuestion} />
        </div>
      </Deferred>
    </>
  );
}
