import { API, ifMatchHeader, type User, type UserCreateInput, type UserUpdateInput } from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';

/** GET /api/users: the list and the dashboard count. */
export function useUsers() {
  return useSWR<User[], Error>(API.users);
}

/** What PATCH /api/users/:id sends: only the changed fields, and the time of the change. */
export type UserPatch = UserUpdateInput & { updatedAt: string };

export function useUserActions() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate(API.users);
    return {
      create: async (input: UserCreateInput, now = new Date()) => {
        const stamp = now.toISOString();
        const user = await request<User>(API.users, {
          method: 'POST',
          body: { ...input, createdAt: stamp, updatedAt: stamp },
        });
        await refresh();
        return user;
      },
      update: async (id: string, patch: UserPatch, revision?: number) => {
        const user = await request<User>(API.user(id), {
          method: 'PATCH',
          body: patch,
          headers: ifMatchHeader(revision),
        });
        await refresh();
        return user;
      },
      remove: async (id: string) => {
        await request<void>(API.user(id), { method: 'DELETE' });
        await refresh();
      },
      /** A new password is a change of the user (its revision too): the list is read again before the dialog closes. */
      resetPassword: async (id: string, password: string) => {
        const reply = await request<unknown>(API.userResetPassword(id), {
          method: 'POST',
          body: { password },
        });
        await refresh();
        return reply;
      },
      sendPasswordReset: (id: string) => request<unknown>(API.userSendPasswordReset(id), { method: 'POST' }),
    };
  }, [mutate]);
}
