/** The reply bodies djangorestframework (and simplejwt) send, so the app meets the real shapes. */
import { HttpResponse } from 'msw';

export const DEMO_READ_ONLY_MESSAGE = 'Sorry, this is a read-only demo account.';

export type FieldErrors = Record<string, string[]>;

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

export function detail(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ detail: message, ...extra }, status);
}

export const notFound = (message = 'Not found.'): Response => detail(404, message);

export const permissionDenied = (): Response =>
  detail(403, 'You do not have permission to perform this action.');

export const demoReadOnly = (): Response => detail(403, DEMO_READ_ONLY_MESSAGE);

export const fieldErrors = (errors: FieldErrors): Response => json(errors, 400);

/** simplejwt's JWTAuthentication reply for a missing, forged or expired access token. */
export const accessTokenInvalid = (): Response =>
  detail(401, 'Given token not valid for any token type', {
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
  });

export const userInactive = (): Response => detail(401, 'User is inactive', { code: 'user_inactive' });
