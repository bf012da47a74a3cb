import { download } from '@/lib/http';
import type { DownloadedFile } from '@/lib/save-file';
import { activityLogsFileName, ACTIVITY_LOG_FALLBACKS, XLSX_MIME_TYPE, type ActivityPeriod } from './schemas';

/**
 * Fetches a period's spreadsheet (`GET /tenants/download_activity_logs/?period=…`). The name
 * is the server's Content-Disposition one, else `activity_logs_<timestamp>.xlsx` built here.
 */
export async function fetchActivityLogsWorkbook(period: ActivityPeriod): Promise<DownloadedFile> {
  const { blob, filename } = await download('tenants/download_activity_logs/', {
    searchParams: { period },
    fallback: ACTIVITY_LOG_FALLBACKS.download,
  });
  const name = filename && /^activity_logs_.+\.xlsx$/.test(filename) ? filename : activityLogsFileName();
  const typed = blob.type ? blob : new Blob([blob], { type: XLSX_MIME_TYPE });
  return { blob: typed, filename: name };
}
