import { pathOf } from '@rawi/proto';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { call, useRead } from '../call';
import { READ_AFRESH } from './refresh';

/** The sign-in's second step: the code (or a recovery code) for the challenge. */
export const verifySignInCode = (challenge: string, code: string) =>
  call('POST /api/auth/login/verify', { body: { challenge, code } });

/** Enrolment during sign-in (2FA required, none set up yet). */
export const startSignInEnrolment = (challenge: string) =>
  call('POST /api/auth/login/enrol', { body: { challenge } });

export const confirmSignInEnrolment = (challenge: string, code: string) =>
  call('POST /api/auth/login/enrol/confirm', { body: { challenge, code } });

/** The SWR key of the signed-in user's own second factor. */
const twoFactorKey = () => pathOf('GET /api/auth/2fa');

/** The signed-in user's own second factor. */
export function useTwoFactorStatus(show: boolean) {
  return useRead('GET /api/auth/2fa', show ? {} : null, READ_AFRESH);
}

export function useTwoFactorActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      setup: () => call('POST /api/auth/2fa/setup'),
      enable: async (code: string) => {
        const reply = await call('POST /api/auth/2fa/enable', { body: { code } });
        await mutate(twoFactorKey());
        return reply;
      },
      disable: async (code: string) => {
        await call('POST /api/auth/2fa/disable', { body: { code } });
        await mutate(twoFactorKey());
      },
    }),
    [mutate],
  );
}

/** Whether a superadmin requires 2FA for every account. */
export function useSecurityPolicy() {
  return useRead('GET /api/auth/security-policy', {});
}

export function useSecurityPolicyActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      setRequireTwoFactor: async (requireTwoFactor: boolean) => {
        const policy = await call('PUT /api/auth/security-policy', { body: { requireTwoFactor } });
        await mutate(pathOf('GET /api/auth/security-policy'), policy, { revalidate: false });
        return policy;
      },
      resetUser: async (id: string) => {
        await call('POST /api/users/{id}/2fa/reset', { params: { id } });
        await mutate(pathOf('GET /api/users'));
      },
    }),
    [mutate],
  );
}
