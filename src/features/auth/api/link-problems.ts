import * as z from 'zod/mini';
import { ApiError } from '@/lib/errors';
import { linkFailureSchema } from './registration-schemas';

/** Why a registration or reset link cannot be used; null when the failure is something else. */
export type LinkProblem =
  | { kind: 'invalid'; detail: string }
  | { kind: 'used'; detail: string }
  | { kind: 'expired'; detail: string; inviterName: string | null };

/** Reads a link failure (404 `token_invalid`, 410 `token_used` / `token_expired`) from an error. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = z.safeParse(linkFailureSchema, error.data);
  const body = parsed.success ? parsed.data : {};
  const detail = body.detail ?? '';
  if (body.code === 'token_used') return { kind: 'used', detail };
  if (body.code === 'token_expired')
    return { kind: 'expired', detail, inviterName: body.inviter_name ?? null };
  if (body.code === 'token_invalid' || error.status === 404) return { kind: 'invalid', detail };
  return null;
}
