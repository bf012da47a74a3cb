import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/save-file';
import { fetchActivityLogsWorkbook } from './activity-log-download';
import { ACTIVITY_LOG_FALLBACKS, type ActivityPeriod } from './schemas';

/** Download a period's activity logs as .xlsx; a failure is a toast (server text or the fallback). */
export function useDownloadActivityLogsMutation() {
  return useMutation({
    mutationKey: ['activity-logs', 'download'],
    mutationFn: async (period: ActivityPeriod) => {
      const file = await fetchActivityLogsWorkbook(period);
      saveFile(file);
      return file.filename;
    },
    meta: { errorFallback: ACTIVITY_LOG_FALLBACKS.download },
  });
}
