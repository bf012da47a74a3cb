/**
 * Comments on an opportunity, within the caller's tenant (the super admin: 403; another tenant's
 * opportunity or comment: 404).
 *
 * - `GET /opportunities/<id>/comments/`: `{ rows, count }`, oldest first (`skip`, `top` optional:
 *   without `top`, all of them); `POST` the same path `{ text }` → 201 `{ comment, message }`.
 * - `PUT /comments/<id>/` `{ text }` and `DELETE /comments/<id>/`: the author only, whatever their
 *   role (403 `You can only change your own comments.`).
 *
 * Anyone of the tenant reads and comments. An opportunity's `comment_count` is counted from these,
 * so it follows every add and delete.
 */
import { personName } from '@/lib/person';
import { OPPORTUNITY_LIST_MAX_TOP } from '@/features/optimize/api/schemas';
import { findOpportunity, opportunityComments, type CommentRecord } from '../db';
import { authed, ID } from '../http/handler';
import { sendNotification } from '../notify';
import { pageOf, parseListQuery } from '../http/list';
import { detail, json, notFound, permissionDenied } from '../http/replies';
import {
  accountsById,
  COMMENT_NOT_FOUND,
  commentOf,
  NOT_YOUR_COMMENT,
  OPPORTUNITY_NOT_FOUND,
  personOf,
  readCommentText,
} from './opportunity-views';

function tenantComment(id: string, tenantId: string): CommentRecord | undefined {
  return opportunityComments.findFirst((q) => q.where((c) => c.id === id && c.tenant_id === tenantId));
}

const byTime = (a: CommentRecord, b: CommentRecord) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1;

export const opportunityCommentHandlers = [
  authed.get(`/opportunities/${ID}/comments/`, {}, ({ params, query, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const opportunity = findOpportunity(params.id!, tenantId);
    if (!opportunity) return notFound(OPPORTUNITY_NOT_FOUND);
    const list = parseListQuery(query, {
      orderBy: ['created_at'],
      defaultOrderBy: 'created_at',
      defaultTop: undefined,
      maxTop: OPPORTUNITY_LIST_MAX_TOP,
    });
    if (!list.ok) return list.response;
    const rows = opportunityComments
      .findMany((q) => q.where((c) => c.opportunity_id === opportunity.id))
      .sort(byTime);
    if (list.query.order === 'desc') rows.reverse();
    const page = pageOf(rows, list.query);
    const authors = accountsById(page.map((c) => c.author.user_id));
    return json({
      rows: page.map((c) => commentOf(c, user, authors.get(c.author.user_id))),
      count: rows.length,
    });
  }),

  authed.post(
    `/opportunities/${ID}/comments/`,
    { body: 'object' },
    async ({ params, body, user, tenantId }) => {
      if (tenantId === null) return permissionDenied();
      const opportunity = findOpportunity(params.id!, tenantId);
      if (!opportunity) return notFound(OPPORTUNITY_NOT_FOUND);
      const text = readCommentText(body);
      if (!text.ok) return text.response;
      const created = await opportunityComments.create({
        id: crypto.randomUUID(),
        tenant_id: tenantId,
        opportunity_id: opportunity.id,
        text: text.value,
        author: personOf(user),
        created_at: new Date().toISOString(),
        updated_at: null,
      });
      // The owner hears of others' comments, not their own.
      if (opportunity.owner_id && opportunity.owner_id !== user.user_id) {
        await sendNotification({
          userIds: [opportunity.owner_id],
          kind: 'opportunity_comment',
          title: `New comment on “${opportunity.title}”`,
          text: `${personName(user)}: ${text.value}`,
          link: `/optimize?comments=${opportunity.id}`,
        });
      }
      return json({ comment: commentOf(created, user, user), message: 'Comment added.' }, 201);
    },
  ),

  authed.put(`/comments/${ID}/`, { body: 'object' }, async ({ params, body, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const comment = tenantComment(params.id!, tenantId);
    if (!comment) return notFound(COMMENT_NOT_FOUND);
    if (comment.author.user_id !== user.user_id) return detail(403, NOT_YOUR_COMMENT);
    const text = readCommentText(body);
    if (!text.ok) return text.response;
    const updated = await opportunityComments.update((q) => q.where((c) => c.id === comment.id), {
      data(row) {
        row.text = text.value;
        row.updated_at = new Date().toISOString();
      },
    });
    return json({ comment: commentOf(updated!, user, user), message: 'Comment updated.' });
  }),

  authed.delete(`/comments/${ID}/`, {}, ({ params, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const comment = tenantComment(params.id!, tenantId);
    if (!comment) return notFound(COMMENT_NOT_FOUND);
    if (comment.author.user_id !== user.user_id) return detail(403, NOT_YOUR_COMMENT);
    opportunityComments.delete((q) => q.where((c) => c.id === comment.id));
    return json({ message: 'Comment deleted.' });
  }),
];
