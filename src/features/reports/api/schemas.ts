/** An embedded report's configuration (`GET /pbi/reports/<reportId>/`). */
import * as z from 'zod/mini';

export const reportEmbedSchema = z.object({
  id: z.string(),
  name: z.string(),
  embed_url: z.string(),
  /** The embed token; it stops working at `expiry` and must be fetched again before then. */
  token: z.string(),
  /** ISO date-time. */
  expiry: z.string(),
  /** True when the report service is out of reach (the demo): show the offline stand-in. */
  offline: z.boolean(),
});
export type ReportEmbed = z.infer<typeof reportEmbedSchema>;
