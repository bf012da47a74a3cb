/**
 * Savings opportunities and their comments for tests. `buildOpportunity` gives the `n`th factory
 * opportunity of a tenant ("Opportunity n", Slack, Identified, £1,000 of £5,000, nobody's);
 * `createOpportunity` stores it at the end of its column unless `fields` place it. Comments belong
 * to an account (`author`) and take its tenant.
 */
import {
  columnOf,
  opportunities,
  opportunityComments,
  type Account,
  type CommentRecord,
  type OpportunityRecord,
} from '../db';
import { productId } from '../fixtures/catalogue';
import { FACTORY_TIME, factoryId, nextNumber } from './sequence';

export function buildOpportunity(
  fields: Partial<OpportunityRecord> & Pick<OpportunityRecord, 'tenant_id'>,
): OpportunityRecord {
  const n = nextNumber('opportunity');
  return {
    id: factoryId('opportunity', n),
    title: `Opportunity ${n}`,
    app_id: productId('slack'),
    owner_id: null,
    status: 'identified',
    position: 0,
    savings_potential: 1000,
    arr: 5000,
    due_date: null,
    created_at: FACTORY_TIME,
    updated_at: FACTORY_TIME,
    ...fields,
  };
}

/** Stored last in its status's column (or at `fields.position` when given). */
export function createOpportunity(
  fields: Partial<OpportunityRecord> & Pick<OpportunityRecord, 'tenant_id'>,
): Promise<OpportunityRecord> {
  const status = fields.status ?? 'identified';
  const position = fields.position ?? columnOf(fields.tenant_id, status).length;
  return opportunities.create(buildOpportunity({ ...fields, status, position }));
}

/** `author`'s comment on an opportunity. */
export function buildComment(
  author: Pick<Account, 'user_id' | 'tenant_id' | 'first_name' | 'last_name' | 'email' | 'avatar'>,
  fields: Partial<CommentRecord> & Pick<CommentRecord, 'opportunity_id'>,
): CommentRecord {
  const n = nextNumber('comment');
  const { user_id, first_name, last_name, email, avatar } = author;
  return {
    id: factoryId('comment', n),
    text: `Comment ${n}: the numbers look right.`,
    created_at: FACTORY_TIME,
    updated_at: null,
    ...fields,
    tenant_id: author.tenant_id!,
    author: { user_id, first_name, last_name, email, avatar },
  };
}

export function createComment(
  author: Pick<Account, 'user_id' | 'tenant_id' | 'first_name' | 'last_name' | 'email' | 'avatar'>,
  fields: Partial<CommentRecord> & Pick<CommentRecord, 'opportunity_id'>,
): Promise<CommentRecord> {
  return opportunityComments.create(buildComment(author, fields));
}
