/**
 * Licence usage, as the API sends it: seats per app, who holds them, and how active they are.
 * "Active in the last N days" counts assigned people whose last activity in the app is at most N
 * days before today; a seat is inactive when its holder has no activity in the last 30 days.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';

export const usageAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  vendor: z.string(),
});
export type UsageApp = z.infer<typeof usageAppSchema>;

/** Seat counts of one app. */
export const seatCountsSchema = z.object({
  /** Seats bought: Σ seats of the app's contracts running today. */
  licensed: z.number(),
  /** Seats assigned to people. */
  assigned: z.number(),
  active_30: z.number(),
  active_60: z.number(),
  active_90: z.number(),
});
export type SeatCounts = z.infer<typeof seatCountsSchema>;

/** One month of utilisation: `YYYY-MM`, seats bought and people active that month. */
export const utilisationMonthSchema = z.object({
  month: z.string(),
  licensed: z.number(),
  active: z.number(),
});
export type UtilisationMonth = z.infer<typeof utilisationMonthSchema>;

export const usageRowSchema = z.extend(seatCountsSchema, {
  app: usageAppSchema,
  /** active_30 / licensed, 0–1 (0 when nothing is licensed). */
  utilisation: z.number(),
  /** Annual cost of one seat in the tenant's currency. */
  seat_cost: z.number(),
  /** The last 12 months, oldest first. */
  trend: z.array(utilisationMonthSchema),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

/**
 * `GET /usage/`: every app the tenant has contracts for; `report_id` names the tenant's embedded
 * usage report, if it has one.
 */
export const usageListSchema = z.extend(listReply(usageRowSchema), {
  currency: z.string(),
  report_id: z.nullable(z.string()),
});
export type UsageList = z.infer<typeof usageListSchema>;

/** A person holding a seat, with their last activity in the app (null: never used it). */
export const seatHolderSchema = z.object({
  user: personSchema,
  last_active_at: z.nullable(z.string()),
  assigned_at: z.string(),
});
export type SeatHolder = z.infer<typeof seatHolderSchema>;

/** `GET /usage/<app-slug>/inactive_users/?days=30|60|90`: holders with no activity in that many days. */
export const inactiveUsersSchema = listReply(seatHolderSchema);
export type InactiveUsers = z.infer<typeof inactiveUsersSchema>;

/** `GET /licenses/<app-slug>/`: License Management for one app. */
export const licenseDetailSchema = z.object({
  app: usageAppSchema,
  owner: z.nullable(personSchema),
  seats: seatCountsSchema,
  seat_cost: z.number(),
  currency: z.string(),
  utilisation: z.array(utilisationMonthSchema),
  holders: z.array(seatHolderSchema),
  contract_ids: z.array(z.string()),
  opportunity_count: z.number(),
  /** Whether the caller may reclaim seats (client admins). */
  can_reclaim: z.boolean(),
});
export type LicenseDetail = z.infer<typeof licenseDetailSchema>;

/** `POST /licenses/<app-slug>/reclaim/`: take seats back from these holders. */
export const reclaimInputSchema = z.object({ user_ids: z.array(z.string()) });
export type ReclaimInput = z.infer<typeof reclaimInputSchema>;

/**
 * The reclaim's outcome: the seats are unassigned, a task goes to the app's owner to cut the seats
 * bought, and an Identified savings opportunity worth the seats' annual cost is opened.
 */
export const reclaimReplySchema = z.object({
  reclaimed: z.number(),
  task_id: z.string(),
  opportunity_id: z.string(),
  savings: z.number(),
  message: z.optional(z.string()),
});
export type ReclaimReply = z.infer<typeof reclaimReplySchema>;
