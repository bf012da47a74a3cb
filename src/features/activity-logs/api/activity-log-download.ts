import { download } from '@/lib/http';
import {
  activityLogsFileName,
  DOWNLOAD_ACTIVITY_LOGS_FALLBACK,
  XLSX_MIME_TYPE,
  type ActivityPeriod,
} from './schemas';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Fetches a period's spreadsheet (seed §7: `GET /tenants/download_activity_logs/?period=…`). The name
 * is the server's Content-Disposition one, else `activity_logs_<timestamp>.xlsx` built here.
 */
export async function fetchActivityLogsWorkbook(period: ActivityPeriod): Promise<DownloadedFile> {
  const { blob, filename } = await download('tenants/download_activity_logs/', {
    searchParams: { period },
    fallback: DOWNLOAD_ACTIVITY_LOGS_FALLBACK,
  });
  const name = filename && /^activity_logs_.+\.xlsx$/.test(filename) ? filename : activityLogsFileName();
  const typed = blob.type ? blob : new Blob([blob], { type: XLSX_MIME_TYPE });
  return { blob: typed, filename: name };
}

/** Hands a file to the browser's downloads: an object URL behind a temporary `<a download>`. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
