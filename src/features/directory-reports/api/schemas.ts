// zod/mini, like the rest of the app's API boundary.
import * as z from 'zod/mini';

/**
 * One login event as Google's Admin SDK Reports API returns it; the page shows id.time, actor.email
 * and events[0].name.
 */
export const loginActivitySchema = z.object({
  id: z.object({
    time: z.string(),
    uniqueQualifier: z.optional(z.string()),
    applicationName: z.optional(z.string()),
    customerId: z.optional(z.string()),
  }),
  actor: z.optional(
    z.object({
      email: z.optional(z.string()),
      profileId: z.optional(z.string()),
      callerType: z.optional(z.string()),
    }),
  ),
  ipAddress: z.optional(z.string()),
  events: z.optional(
    z.array(
      z.object({
        type: z.optional(z.string()),
        name: z.optional(z.string()),
      }),
    ),
  ),
});
export type LoginActivity = z.infer<typeof loginActivitySchema>;

/** `activities.list`: Google leaves `items` out entirely when there is nothing to report. */
export const activitiesReplySchema = z.object({
  kind: z.optional(z.string()),
  items: z.optional(z.array(loginActivitySchema)),
  nextPageToken: z.optional(z.string()),
});
export type ActivitiesReply = z.infer<typeof activitiesReplySchema>;

/** Google's error envelope: `{ error: { code, message, status } }`. */
export const googleErrorSchema = z.object({
  error: z.object({
    code: z.optional(z.number()),
    message: z.optional(z.string()),
    status: z.optional(z.string()),
  }),
});
