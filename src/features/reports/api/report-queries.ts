import { apiQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import { reportEmbedSchema } from './schemas';

export const REPORT_FALLBACKS = { embed: 'Unable to load the report. Please try again' } as const;

/**
 * Embedded reports' reads. An embed configuration carries a short-lived token, so it is never
 * considered fresh for long: the component refetches it before the token expires.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  embed: (reportId: string) =>
    apiQuery(
      [...reportQueries.all(), 'embed', reportId],
      recordPath('pbi/reports/', reportId),
      reportEmbedSchema,
      { fallback: REPORT_FALLBACKS.embed },
    ),
};
