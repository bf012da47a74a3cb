/**
 * Every write to users. The tenant's whole list (userQueries.tenantUsers, up to
 * 10,000 rows) is patched from the server's reply instead of being fetched again after each write;
 * the other cached lists (the admin pages) and the staff cards are invalidated.
 * Deactivate and reactivate are optimistic (src/lib/optimistic.ts): every cached list shows the new
 * state at once and goes back, with the server's reason in a toast, when the server refuses.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { fullName } from '@/lib/person';
import { applyOptimisticUpdate } from '@/lib/optimistic';
import {
  messageReplySchema,
  userReplySchema,
  type UserInput,
  type UserList,
  type UserRow,
  type UserUpdateInput,
} from './schemas';
import { userQueries } from './user-queries';

export const USER_WRITE_FALLBACKS = {
  create: 'Unable to add user. Please try again',
  update: 'Unable to update user. Please try again',
  remove: 'Unable to remove user. Please try again',
  deactivate: 'Unable to deactivate user. Please try again',
  reactivate: 'Unable to reactivate user. Please try again',
  reinvite: 'Unable to send the invitation. Please try again',
} as const;

const userPath = (userId: string, action?: string) => recordPath('users/', userId, action);

function patchLists(queryClient: QueryClient, change: (list: UserList) => UserList): void {
  queryClient.setQueriesData<UserList>({ queryKey: userQueries.lists() }, (list) =>
    list ? change(list) : list,
  );
}

function replaceRow(queryClient: QueryClient, user: UserRow): void {
  patchLists(queryClient, (list) => ({
    ...list,
    rows: list.rows.map((row) => (row.user_id === user.user_id ? user : row)),
  }));
}

/** The admin pages' lists and the staff cards read again; the tenant's whole list is left as patched. */
function refreshOthers(queryClient: QueryClient): Promise<void> {
  const tenantKey = userQueries.tenantUsers().queryKey;
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: userQueries.lists(),
      predicate: (query) => query.queryKey[2] !== tenantKey[2],
    }),
    queryClient.invalidateQueries({ queryKey: userQueries.staff().queryKey }),
  ]).then(() => undefined);
}

/** Adds a user (the server e-mails the invitation); the form shows a failure beside its fields. */
export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) =>
      request('post', 'users/', userReplySchema, { json: input, fallback: USER_WRITE_FALLBACKS.create }),
    meta: { errorFallback: USER_WRITE_FALLBACKS.create, silentError: true },
    onSuccess: (reply) => {
      queryClient.setQueryData<UserList>(userQueries.tenantUsers().queryKey, (list) =>
        list ? { rows: [reply.user, ...list.rows], count: list.count + 1 } : list,
      );
      notifySuccess(reply);
    },
    onSettled: () => refreshOthers(queryClient),
  });
}

/** Saves the manage form; the form shows a failure beside its fields. */
export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UserUpdateInput }) =>
      request('put', userPath(userId), userReplySchema, {
        json: changes,
        fallback: USER_WRITE_FALLBACKS.update,
      }),
    meta: { errorFallback: USER_WRITE_FALLBACKS.update, silentError: true },
    onSuccess: (reply) => {
      replaceRow(queryClient, reply.user);
      queryClient.setQueryData(userQueries.detail(reply.user.user_id).queryKey, reply.user);
      notifySuccess(reply);
    },
    onSettled: () => refreshOthers(queryClient),
  });
}

export function useRemoveUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<UserRow, 'user_id' | 'first_name' | 'last_name'>) =>
      request('delete', userPath(user.user_id), z.unknown(), { fallback: USER_WRITE_FALLBACKS.remove }),
    meta: { errorFallback: USER_WRITE_FALLBACKS.remove },
    onSuccess: (_reply, user) => {
      patchLists(queryClient, (list) => {
        const rows = list.rows.filter((row) => row.user_id !== user.user_id);
        return { rows, count: list.count - (list.rows.length - rows.length) };
      });
      queryClient.removeQueries({ queryKey: userQueries.detail(user.user_id).queryKey });
      notifySuccess({ message: `${fullName(user)} has been removed.` });
    },
    onSettled: () => refreshOthers(queryClient),
  });
}

/** A status change applied to every cached list before the server answers. */
function useStatusMutation(action: 'deactivate' | 'reactivate', fallback: string) {
  const queryClient = useQueryClient();
  const apply = (row: UserRow): UserRow =>
    action === 'deactivate'
      ? { ...row, status: 'inactive', is_active: false, is_buyer: false, is_cards_user: false }
      : { ...row, status: 'active', is_active: true };
  return useMutation({
    mutationFn: (user: Pick<UserRow, 'user_id'>) =>
      request('post', userPath(user.user_id, action), userReplySchema, { fallback }),
    meta: { errorFallback: fallback },
    onMutate: (user) =>
      applyOptimisticUpdate<UserList>(queryClient, userQueries.lists(), (list) => ({
        ...list,
        rows: list.rows.map((row) => (row.user_id === user.user_id ? apply(row) : row)),
      })),
    onSuccess: (reply) => {
      replaceRow(queryClient, reply.user);
      notifySuccess(reply);
    },
    // The mutation cache toasts the server's reason (or the fallback).
    onError: (_error, _user, context) => context?.rollback(),
    onSettled: () => refreshOthers(queryClient),
  });
}

/** Deactivating: status inactive; is_active, is_buyer and is_cards_user false. */
export function useDeactivateUserMutation() {
  return useStatusMutation('deactivate', USER_WRITE_FALLBACKS.deactivate);
}

/** Reactivating: status active, is_active true. */
export function useReactivateUserMutation() {
  return useStatusMutation('reactivate', USER_WRITE_FALLBACKS.reactivate);
}

/** E-mails a new invitation to a user who has never signed in. */
export function useReinviteUserMutation() {
  return useMutation({
    mutationFn: (user: Pick<UserRow, 'user_id'>) =>
      request('post', userPath(user.user_id, 'reinvite'), messageReplySchema, {
        fallback: USER_WRITE_FALLBACKS.reinvite,
      }),
    meta: { errorFallback: USER_WRITE_FALLBACKS.reinvite },
    onSuccess: (reply) => notifySuccess(reply),
  });
}
