/**
 * Organize's writes, client admins only (the demo account is refused by `authed` like every write):
 * review, map and assign one flow (`PUT /flows/<id>/`), one status or owner for many
 * (`POST /flows/bulk/`, each row changed or refused on its own), and merging two rows of one app
 * (`POST /flows/<id>/merge/`). The review's rules and words are in flow-rules.ts. Approving a mapped
 * flow puts its product among the tenant's apps in use (stats and Usage read approved flows).
 */
import {
  flowBulkInputSchema,
  flowMergeInputSchema,
  flowUpdateInputSchema,
  FLOW_LIST_MAX_TOP,
  type FlowStatus,
} from '@/features/organize/api/schemas';
import { personName } from '@/lib/person';
import { catalogueIndex, findFlow, flows, oneAtATime, type Account, type FlowRecord } from '../db';
import { authed, ID } from '../http/handler';
import { recordThenBody } from '../http/record-body';
import { detail, fieldErrors, json, permissionDenied, type FieldErrors } from '../http/replies';
import {
  bulkMessage,
  bulkOwnerWords,
  bulkStatusWords,
  cannotMove,
  mappedWords,
  mayMove,
  mergedWords,
  ownerWords,
  SELF_MERGE,
  statusWords,
} from './flow-rules';
import { flowOf, peopleOf, type People } from './flow-views';
import { flowTenant } from './flows';

const ADMINS = { roles: ['client_admin'] } as const;

const invalidPk = (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`;

/** A product a flow may be mapped to: in the catalogue and not retired. */
function productName(id: string): string | null {
  const product = catalogueIndex().productById.get(id);
  return product && !product.is_retired ? product.name : null;
}

/** An owner: an active user of the tenant. */
function ownerOf(id: string, people: People): Account | null {
  const account = people.byId.get(id);
  return account?.is_active ? account : null;
}

async function save(id: string, change: Partial<FlowRecord>): Promise<FlowRecord> {
  const updated = await flows.update((q) => q.where((f) => f.id === id), {
    data(row) {
      Object.assign(row, change);
    },
  });
  return updated!;
}

const statusChange = (to: FlowStatus, now: string) => ({ status: to, reviewed_at: now });

export const flowWriteHandlers = [
  authed.put(`/flows/${ID}/`, { ...ADMINS, body: 'object' }, (context) =>
    oneAtATime(async () => {
      const ready = await flowTenant(context);
      if (!ready) return permissionDenied();
      const found = recordThenBody(
        findFlow(context.params.id!, ready.tenant.id),
        flowUpdateInputSchema,
        context.body,
      );
      if (!found.ok) return found.response;
      const { record, body } = found.value;
      const { status, app_id, owner_id } = body;
      const people = peopleOf(ready.tenant.id);
      const errors: FieldErrors = {};
      const product = app_id ? productName(app_id) : null;
      if (app_id && product === null) errors.app_id = [invalidPk(app_id)];
      const owner = owner_id ? ownerOf(owner_id, people) : null;
      if (owner_id && owner === null) errors.owner_id = [invalidPk(owner_id)];
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      if (status !== undefined && !mayMove(record.status, status)) {
        return detail(400, cannotMove(record.name, record.status, status));
      }
      const change: Partial<FlowRecord> = {};
      const words: string[] = [];
      if (app_id !== undefined) {
        change.app_id = app_id;
        words.push(mappedWords(record.name, product));
      }
      if (status !== undefined) {
        Object.assign(change, statusChange(status, new Date().toISOString()));
        words.push(statusWords(record.name, status));
      }
      if (owner_id !== undefined) {
        change.owner_id = owner_id;
        words.push(ownerWords(record.name, owner ? personName(owner) : null));
      }
      const saved = words.length > 0 ? await save(record.id, change) : record;
      const flow = flowOf(saved, people, Date.now());
      return json(words.length > 0 ? { flow, message: words.join('. ') } : { flow });
    }),
  ),

  authed.post('/flows/bulk/', { ...ADMINS, body: flowBulkInputSchema }, (context) =>
    oneAtATime(async () => {
      const ready = await flowTenant(context);
      if (!ready) return permissionDenied();
      const { ids, status, owner_id } = context.body;
      const people = peopleOf(ready.tenant.id);
      const errors: FieldErrors = {};
      if (ids.length === 0) errors.ids = ['Ensure this field has at least 1 elements.'];
      if (ids.length > FLOW_LIST_MAX_TOP) {
        errors.ids = [`Ensure this field has no more than ${FLOW_LIST_MAX_TOP} elements.`];
      }
      const owner = owner_id ? ownerOf(owner_id, people) : null;
      if (owner_id && owner === null) errors.owner_id = [invalidPk(owner_id)];
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      // The rule on the whole body (DRF's `validate()`) runs once every field is valid.
      if ((status === undefined) === (owner_id === undefined)) {
        return fieldErrors({ non_field_errors: ['Give either a status or an owner.'] });
      }

      const now = new Date().toISOString();
      const changed: FlowRecord[] = [];
      const refused: { id: string; name: string; message: string }[] = [];
      for (const id of [...new Set(ids)]) {
        const record = findFlow(id, ready.tenant.id);
        if (!record) {
          refused.push({ id, name: id, message: 'Not found.' });
        } else if (status !== undefined && !mayMove(record.status, status)) {
          refused.push({ id, name: record.name, message: cannotMove(record.name, record.status, status) });
        } else {
          changed.push(
            await save(
              record.id,
              status !== undefined ? statusChange(status, now) : { owner_id: owner_id ?? null },
            ),
          );
        }
      }
      const done =
        status !== undefined
          ? bulkStatusWords(changed.length, status)
          : bulkOwnerWords(changed.length, owner ? personName(owner) : null);
      const at = Date.now();
      return json({
        updated: changed.map((record) => flowOf(record, people, at)),
        errors: refused.map(({ id, message }) => ({ id, message })),
        message: bulkMessage(done, refused),
      });
    }),
  ),

  authed.post(`/flows/${ID}/merge/`, { ...ADMINS, body: 'object' }, (context) =>
    oneAtATime(async () => {
      const ready = await flowTenant(context);
      if (!ready) return permissionDenied();
      const found = recordThenBody(
        findFlow(context.params.id!, ready.tenant.id),
        flowMergeInputSchema,
        context.body,
      );
      if (!found.ok) return found.response;
      const kept = found.value.record;
      const otherId = found.value.body.other_id;
      if (otherId === kept.id) return detail(400, SELF_MERGE);
      const other = findFlow(otherId, ready.tenant.id);
      if (!other) return fieldErrors({ other_id: [invalidPk(otherId)] });
      const saved = await save(kept.id, {
        keys: [...kept.keys, ...other.keys.filter((key) => !kept.keys.includes(key))],
        app_id: kept.app_id ?? other.app_id,
        owner_id: kept.owner_id ?? other.owner_id,
      });
      await save(other.id, { merged_into: kept.id });
      return json({
        flow: flowOf(saved, peopleOf(ready.tenant.id), Date.now()),
        merged_id: other.id,
        message: mergedWords(other.name, kept.name),
      });
    }),
  ),
];
