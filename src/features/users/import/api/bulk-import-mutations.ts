import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { userQueries } from '../../api/user-queries';
import { runImport, type ImportProgress, type RunImportResult } from '../import-runner';
import type { PreparedRow } from '../model/prepare';
import { BULK_IMPORT_FALLBACKS, bulkImportReplySchema, type BulkImportRow } from './schemas';

/** One batch: `POST /users/bulk_import/` `{ rows }`. */
export function postBulkImport(rows: BulkImportRow[]) {
  return request('post', 'users/bulk_import/', bulkImportReplySchema, {
    json: { rows },
    fallback: BULK_IMPORT_FALLBACKS.import,
  });
}

export interface BulkImportVariables {
  rows: readonly PreparedRow[];
  shouldStop: () => boolean;
  onProgress: (progress: ImportProgress) => void;
}

/**
 * The whole import as one mutation: every batch in turn (src/features/users/import/import-runner.ts).
 * Batch failures end up in the result, not as a rejection, so the report always has every row; the
 * users lists (and the existing e-mails) are refetched once it has settled.
 */
export function useBulkImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, shouldStop, onProgress }: BulkImportVariables): Promise<RunImportResult> =>
      runImport({ rows, send: postBulkImport, shouldStop, onProgress }),
    meta: { errorFallback: BULK_IMPORT_FALLBACKS.import },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}
