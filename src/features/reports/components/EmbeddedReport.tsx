import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';
import { REPORT_FALLBACKS, reportQueries } from '../api/report-queries';
import { scheduleTokenRefresh } from '../model/token-refresh';

const LiveReport = lazy(() => import('./LiveReport'));

export const OFFLINE_NOTICE = 'Offline preview — the report service is out of reach in the demo';

export interface EmbeddedReportProps {
  reportId: string;
  /** Names the report's region. */
  title: string;
  /** The stand-in shown when the report service is out of reach, built from the page's own data. */
  offline: ReactNode;
}

/** A tenant's embedded report, or the page's own marked stand-in when the report service is out of reach. */
export function EmbeddedReport({ reportId, title, offline }: EmbeddedReportProps) {
  const report = useQuery(reportQueries.embed(reportId));
  const { data, refetch } = report;
  const live = data !== undefined && !data.offline;
  const expiry = data?.expiry;
  useEffect(() => {
    if (!live || expiry === undefined) return;
    return scheduleTokenRefresh(expiry, () => void refetch());
  }, [live, expiry, refetch]);

  if (report.isPending) return <LoadingState>Loading the report…</LoadingState>;
  if (report.isError) {
    return (
      <ErrorState
        message={extractErrorText(report.error, REPORT_FALLBACKS.embed)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (report.data.offline) {
    return (
      <section aria-label={title} className="space-y-3">
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
          {OFFLINE_NOTICE}
        </p>
        {offline}
      </section>
    );
  }
  return (
    <Suspense fallback={<LoadingState>Loading the report…</LoadingState>}>
      <LiveReport report={report.data} title={title} />
    </Suspense>
  );
}
