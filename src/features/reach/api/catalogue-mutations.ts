/**
 * The super admin's writes to the catalogue: products (create, edit, retire, restore), vendors and
 * categories (create, edit, delete). Each reply is written into the caches that show the record at
 * once; then every list that may place, count or name it differently (catalogue pages, product
 * pages, the vendor and category lists with their app counts) is read again. The forms show their
 * own failures beside their fields (`meta.silentError`), and so does the delete dialog; retiring and
 * restoring toast theirs.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { productInputOf } from '../model/catalogue-records';
import { reachQueries } from './reach-queries';
import {
  categoryReplySchema,
  itemReplySchema,
  messageReplySchema,
  vendorReplySchema,
  type Category,
  type CategoryInput,
  type Item,
  type ItemDetail,
  type ItemList,
  type ItemListQuery,
  type Product,
  type ProductInput,
  type Vendor,
  type VendorInput,
} from './schemas';

export const CATALOGUE_WRITE_FALLBACKS = {
  saveApp: 'Unable to save the app. Please try again',
  retireApp: 'Unable to retire the app. Please try again',
  saveVendor: 'Unable to save the vendor. Please try again',
  deleteVendor: 'Unable to delete the vendor. Please try again',
  saveCategory: 'Unable to save the category. Please try again',
  deleteCategory: 'Unable to delete the category. Please try again',
} as const;

const itemPath = (id: string) => recordPath('items/', id);

/** Every list and page that shows products, vendors or categories is read again. */
function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reachQueries.itemLists() }),
    queryClient.invalidateQueries({ queryKey: reachQueries.itemDetails() }),
    queryClient.invalidateQueries({ queryKey: reachQueries.vendors().queryKey }),
    queryClient.invalidateQueries({ queryKey: reachQueries.categories().queryKey }),
  ]).then(() => undefined);
}

const listsRetired = (queryKey: readonly unknown[]) =>
  (queryKey[queryKey.length - 1] as ItemListQuery | undefined)?.include_retired === true;

/**
 * The server's item in every cached catalogue page that holds it. A page that lists retired products
 * (Manage Apps) shows it as it now is; any other page drops it once it is retired.
 */
function writeItem(queryClient: QueryClient, item: Item): void {
  for (const [queryKey, list] of queryClient.getQueriesData<ItemList>({
    queryKey: reachQueries.itemLists(),
  })) {
    if (!list || !list.rows.some((row) => row.id === item.id)) continue;
    const next: ItemList =
      item.product.is_retired && !listsRetired(queryKey)
        ? { rows: list.rows.filter((row) => row.id !== item.id), count: list.count - 1 }
        : { ...list, rows: list.rows.map((row) => (row.id === item.id ? item : row)) };
    queryClient.setQueryData(queryKey, next);
  }
  queryClient.setQueriesData<ItemDetail>({ queryKey: reachQueries.itemDetails() }, (detail) =>
    detail && detail.item.id === item.id ? { ...detail, item } : detail,
  );
}

/**
 * A product write's reply: the item shown at once wherever it is cached and the server's message
 * toasted; then the catalogue is read again, whatever the outcome.
 */
function showItemReply(queryClient: QueryClient) {
  return {
    onSuccess: (reply: z.infer<typeof itemReplySchema>) => {
      writeItem(queryClient, reply.item);
      notifySuccess(reply);
    },
    onSettled: () => refreshCatalogue(queryClient),
  };
}

/** Adds a product; the form shows a failure beside its fields. */
export function useCreateProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      request('post', 'items/', itemReplySchema, {
        json: input,
        fallback: CATALOGUE_WRITE_FALLBACKS.saveApp,
      }),
    meta: { errorFallback: CATALOGUE_WRITE_FALLBACKS.saveApp, silentError: true },
    onSuccess: (reply) => notifySuccess(reply),
    onSettled: () => refreshCatalogue(queryClient),
  });
}

/** Saves a product's form; the form shows a failure beside its fields. */
export function useUpdateProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProductInput }) =>
      request('put', itemPath(id), itemReplySchema, {
        json: input,
        fallback: CATALOGUE_WRITE_FALLBACKS.saveApp,
      }),
    meta: { errorFallback: CATALOGUE_WRITE_FALLBACKS.saveApp, silentError: true },
    ...showItemReply(queryClient),
  });
}

/**
 * Retires a product: it leaves the catalogue for everyone and stays, marked, in the stacks that hold
 * it. A refusal is toasted (the server's reason, else the fallback).
 */
export function useRetireProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<Product, 'id'>) =>
      request('delete', itemPath(product.id), itemReplySchema, {
        fallback: CATALOGUE_WRITE_FALLBACKS.retireApp,
      }),
    meta: { errorFallback: CATALOGUE_WRITE_FALLBACKS.retireApp },
    ...showItemReply(queryClient),
  });
}

/** Brings a retired product back into the catalogue (`is_retired: false`); a refusal is toasted. */
export function useRestoreProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) =>
      request('put', itemPath(product.id), itemReplySchema, {
        json: productInputOf(product, { is_retired: false }),
        fallback: CATALOGUE_WRITE_FALLBACKS.saveApp,
      }),
    meta: { errorFallback: CATALOGUE_WRITE_FALLBACKS.saveApp },
    ...showItemReply(queryClient),
  });
}

type NamedList<R> = { rows: R[]; count: number };

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A whole list of named records (vendors, categories) with `record` in its place by name. */
function putByName<R extends { id: string; name: string }>(
  list: NamedList<R> | undefined,
  record: R,
): NamedList<R> | undefined {
  if (!list) return list;
  const known = list.rows.some((row) => row.id === record.id);
  const rows = [...list.rows.filter((row) => row.id !== record.id), record].sort((a, b) =>
    byName.compare(a.name, b.name),
  );
  return { rows, count: known ? list.count : list.count + 1 };
}

function dropById<R extends { id: string }>(
  list: NamedList<R> | undefined,
  id: string,
): NamedList<R> | undefined {
  if (!list) return list;
  const rows = list.rows.filter((row) => row.id !== id);
  return { rows, count: list.count - (list.rows.length - rows.length) };
}

/**
 * Writes for one kind of named record (vendors, categories): create, edit and delete, each reply put
 * into the record's whole list (`reachQueries.vendors()` / `categories()`) by name.
 */
function namedRecordMutations<R extends { id: string; name: string }, I, S extends z.ZodMiniType>(
  /** The records' list: its path under the API (`vendors/`) and its query (`reachQueries.vendors()`). */
  list: 'vendors' | 'categories',
  kind: {
    reply: S;
    /** The record in a reply. */
    record: (reply: z.infer<S>) => R;
    fallbacks: { save: string; delete: string };
  },
) {
  const path = `${list}/`;
  const queryKey = reachQueries[list]().queryKey;
  const recordAt = (id: string) => recordPath(path, id);

  /** Adds a record (`{ input }`) or saves one (`{ id, input }`). */
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id?: string; input: I }) =>
        request(id === undefined ? 'post' : 'put', id === undefined ? path : recordAt(id), kind.reply, {
          json: input,
          fallback: kind.fallbacks.save,
        }),
      meta: { errorFallback: kind.fallbacks.save, silentError: true },
      onSuccess: (reply) => {
        queryClient.setQueryData<NamedList<R>>(queryKey, (list) => putByName(list, kind.record(reply)));
        notifySuccess(reply);
      },
      // A renamed record is named on every product that uses it.
      onSettled: () => refreshCatalogue(queryClient),
    });
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (record: Pick<R, 'id' | 'name'>) =>
        request('delete', recordAt(record.id), messageReplySchema, { fallback: kind.fallbacks.delete }),
      meta: { errorFallback: kind.fallbacks.delete, silentError: true },
      onSuccess: (reply, record) => {
        queryClient.setQueryData<NamedList<R>>(queryKey, (list) => dropById(list, record.id));
        notifySuccess({ message: reply.message ?? `${record.name} has been deleted.` });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey }),
    });
  }

  return { useSave, useDelete };
}

const vendorWrites = namedRecordMutations<Vendor, VendorInput, typeof vendorReplySchema>('vendors', {
  reply: vendorReplySchema,
  record: (reply) => reply.vendor,
  fallbacks: { save: CATALOGUE_WRITE_FALLBACKS.saveVendor, delete: CATALOGUE_WRITE_FALLBACKS.deleteVendor },
});

const categoryWrites = namedRecordMutations<Category, CategoryInput, typeof categoryReplySchema>(
  'categories',
  {
    reply: categoryReplySchema,
    record: (reply) => reply.category,
    fallbacks: {
      save: CATALOGUE_WRITE_FALLBACKS.saveCategory,
      delete: CATALOGUE_WRITE_FALLBACKS.deleteCategory,
    },
  },
);

/** Adds a vendor (`{ input }`) or saves one (`{ id, input }`); the form shows a failure beside its fields. */
export const useSaveVendorMutation = () => vendorWrites.useSave();
/** Deletes a vendor; refused while products still use it, which the dialog shows. */
export const useDeleteVendorMutation = () => vendorWrites.useDelete();

/** Adds a category (`{ input }`) or renames one (`{ id, input }`); the form shows a failure beside its field. */
export const useSaveCategoryMutation = () => categoryWrites.useSave();
/** Deletes a category; refused while products are still in it, which the dialog shows. */
export const useDeleteCategoryMutation = () => categoryWrites.useDelete();
