import * as z from 'zod/mini';
import { activitiesReplySchema, googleErrorSchema, type ActivitiesReply } from './schemas';

/** Google's Admin SDK Reports API: login activity of every user in the Workspace domain. */
export const REPORTS_LOGIN_URL =
  'https://admin.googleapis.com/admin/reports/v1/activity/users/all/applications/login';

/** Google refused the call; `status` is the HTTP status (401: the access token is no longer good). */
export class GoogleApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'GoogleApiError';
    this.status = status;
  }
}

/**
 * Recent login activities, with Google's bearer token. A plain fetch: our API's client would add
 * our own token and refresh rules, which mean nothing to Google.
 */
export async function fetchLoginActivities(
  accessToken: string,
  { maxResults = 10, signal }: { maxResults?: number; signal?: AbortSignal } = {},
): Promise<ActivitiesReply> {
  const url = `${REPORTS_LOGIN_URL}?${new URLSearchParams({ maxResults: String(maxResults) }).toString()}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = z.safeParse(googleErrorSchema, body);
    const message = (parsed.success && parsed.data.error.message) || `Google answered ${response.status}.`;
    throw new GoogleApiError(response.status, message);
  }
  return z.parse(activitiesReplySchema, body);
}
