/**
 * The shared error replies, as OpenAPI components. Every operation lists the ones that apply:
 * 401 and 403 follow from how its route is declared, 400/404/409/410/415 from the operations table,
 * 429 and 5xx apply to every call.
 */
import * as z from 'zod/mini';

/** A field's messages: a list of texts, or for a nested object or a list of objects, the same shape inside. */
const fieldMessages: z.ZodMiniType = z.union([
  z.array(z.string()),
  z.record(
    z.string(),
    z.lazy(() => fieldMessages),
  ),
  z.array(
    z.record(
      z.string(),
      z.lazy(() => fieldMessages),
    ),
  ),
]);

const detailReply = z.object({ detail: z.string() });
const fieldErrors = z.record(z.string(), fieldMessages);
/** A 400 about the request as a whole: its text, and for a refused sign-in code the provider's reason. */
const badRequestDetail = z.object({ detail: z.string(), code: z.optional(z.string()) });

export const ERROR_SCHEMAS = {
  FieldMessages: fieldMessages,
  FieldErrors: fieldErrors,
  BadRequest: z.union([badRequestDetail, fieldErrors]),
  Detail: detailReply,
  AuthError: z.object({
    detail: z.string(),
    code: z.enum(['token_not_valid', 'user_not_found', 'user_inactive']),
    messages: z.optional(
      z.array(z.object({ token_class: z.string(), token_type: z.string(), message: z.string() })),
    ),
  }),
};

interface ErrorReply {
  description: string;
  schema: keyof typeof ERROR_SCHEMAS;
}

/** Each error reply, keyed by the status it is sent with (`5XX`: any server error). */
export const ERROR_REPLIES = {
  400: {
    description:
      'Field errors, Django REST framework style: `{"field": ["message"]}`; nested fields carry the same shape inside (`{"settings": {"deadline": ["…"]}}`, lists of objects one entry per item); `non_field_errors` for the body as a whole. A 400 about the request as a whole (a refused sign-in or authorisation code, a record still in use, a survey no longer a draft) is a `{detail}` instead, with a `code` where a sign-in code or token was refused (`invalid_grant`, `invalid_id_token`, `tenant_mismatch`).',
    schema: 'BadRequest',
  },
  401: {
    description:
      'No, a forged, an expired or a wrong-type access token (`token_not_valid`), or a valid token of an account that no longer exists (`user_not_found`) or is inactive (`user_inactive`).',
    schema: 'AuthError',
  },
  403: {
    description:
      '`You do not have permission to perform this action.` (the caller lacks a role the call needs), or `Sorry, this is a read-only demo account.` (a write with the demo token).',
    schema: 'Detail',
  },
  404: {
    description: 'Not found: the record does not exist, or belongs to another tenant (never a 403).',
    schema: 'Detail',
  },
  409: { description: 'The request conflicts with the current state of the record.', schema: 'Detail' },
  410: { description: 'The link has expired or was already used.', schema: 'Detail' },
  415: { description: 'The body is not of the media type the call takes.', schema: 'Detail' },
  429: { description: 'Too many requests; `Retry-After` says when to try again.', schema: 'Detail' },
  '5XX': {
    description: 'The server failed (500 `A server error occurred.`, 502, 503, 504); the body may be empty.',
    schema: 'Detail',
  },
} satisfies Record<string, ErrorReply>;

export type ErrorStatus = keyof typeof ERROR_REPLIES;
