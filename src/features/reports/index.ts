// Reports' public surface: the embedded report other areas show. Re-exports only, no side effects.
export { EmbeddedReport, OFFLINE_NOTICE, type EmbeddedReportProps } from './components/EmbeddedReport';
export { reportQueries, REPORT_FALLBACKS } from './api/report-queries';
export type { ReportEmbed } from './api/schemas';
