/** Cloud spend, as the API sends it: amounts in the tenant's currency per provider, service and month. */
import * as z from 'zod/mini';

export const cloudSpendRowSchema = z.object({
  provider: z.string(),
  service: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  amount: z.number(),
});
export type CloudSpendRow = z.infer<typeof cloudSpendRowSchema>;

/**
 * `GET /cloud/spend/`: the last 12 whole months and the current one (`months`, oldest first) and
 * every provider/service/month amount in them; `report_id` names the tenant's embedded cloud report.
 */
export const cloudSpendSchema = z.object({
  currency: z.string(),
  months: z.array(z.string()),
  rows: z.array(cloudSpendRowSchema),
  report_id: z.nullable(z.string()),
});
export type CloudSpend = z.infer<typeof cloudSpendSchema>;
