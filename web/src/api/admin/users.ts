import { ifMatchHeader, pathOf, type UserCreateInput, type UserUpdateInput } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';
import { refreshingAfter } from './refresh';

/** GET /api/users: the list and the dashboard count. */
export function useUsers() {
  return useRead('GET /api/users', {});
}

/** What PATCH /api/users/:id sends: only the changed fields, and the time of the change. */
export type UserPatch = UserUpdateInput & { updatedAt: string };

export function useUserActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshed = refreshingAfter(() => mutate(pathOf('GET /api/users')));
    return {
      create: async (input: UserCreateInput, now = new Date()) => {
        const stamp = now.toISOString();
        // The times go beyond the call's body schema, which leaves out what it does not name.
        const body = { ...input, createdAt: stamp, updatedAt: stamp };
        return refreshed(call('POST /api/users', { body }));
      },
      update: (id: string, patch: UserPatch, revision?: number) =>
        refreshed(
          call('PATCH /api/users/{id}', { params: { id }, body: patch, headers: ifMatchHeader(revision) }),
        ),
      remove: async (id: string) => {
        await refreshed(call('DELETE /api/users/{id}', { params: { id } }));
      },
      /** A new password is a change of the user (its revision too): the list is read again before the dialog closes. */
      resetPassword: (id: string, password: string) =>
        refreshed(call('POST /api/users/{id}/reset-password', { params: { id }, body: { password } })),
      sendPasswordReset: (id: string) => call('POST /api/users/{id}/send-password-reset', { params: { id } }),
    };
  }, [mutate]);
}
