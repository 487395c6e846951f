import {
  API,
  type LoginReply,
  type SecurityPolicy,
  type TwoFactorEnabled,
  type TwoFactorEnrolledLogin,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@rawi/proto';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { request } from '../request';

/** The sign-in's second step: the code (or a recovery code) for the challenge. */
export const verifySignInCode = (challenge: string, code: string) =>
  request<LoginReply>(API.loginVerify, { method: 'POST', body: { challenge, code } });

/** Enrolment during sign-in (2FA required, none set up yet). */
export const startSignInEnrolment = (challenge: string) =>
  request<TwoFactorSetup>(API.loginEnrol, { method: 'POST', body: { challenge } });

export const confirmSignInEnrolment = (challenge: string, code: string) =>
  request<TwoFactorEnrolledLogin>(API.loginEnrolConfirm, { method: 'POST', body: { challenge, code } });

/** The signed-in user's own second factor. */
export function useTwoFactorStatus(show: boolean) {
  return useSWR<TwoFactorStatus, Error>(show ? API.twoFactor : null, {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}

export function useTwoFactorActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      setup: () => request<TwoFactorSetup>(API.twoFactorSetup, { method: 'POST' }),
      enable: async (code: string) => {
        const reply = await request<TwoFactorEnabled>(API.twoFactorEnable, {
          method: 'POST',
          body: { code },
        });
        await mutate(API.twoFactor);
        return reply;
      },
      disable: async (code: string) => {
        await request<void>(API.twoFactorDisable, { method: 'POST', body: { code } });
        await mutate(API.twoFactor);
      },
    }),
    [mutate],
  );
}

/** Whether a superadmin requires 2FA for every account. */
export function useSecurityPolicy() {
  return useSWR<SecurityPolicy, Error>(API.securityPolicy);
}

export function useSecurityPolicyActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      setRequireTwoFactor: async (requireTwoFactor: boolean) => {
        const policy = await request<SecurityPolicy>(API.securityPolicy, {
          method: 'PUT',
          body: { requireTwoFactor },
        });
        await mutate(API.securityPolicy, policy, { revalidate: false });
        return policy;
      },
      resetUser: async (id: string) => {
        await request<void>(API.userResetTwoFactor(id), { method: 'POST' });
        await mutate(API.users);
      },
    }),
    [mutate],
  );
}
