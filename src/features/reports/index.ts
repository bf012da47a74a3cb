// Reports' public surface: the embedded report other areas show. Re-exports only, no side effects.
export { EmbeddedReport, OFFLINE_NOTICE, type EmbeddedReportProps } from './components/EmbeddedReport';
export { reportQueries, FETCH_REPORT_FALLBACK } from './api/report-queries';
export type { ReportEmbed } from './api/schemas';
