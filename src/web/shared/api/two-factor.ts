// Two-factor: one's authenticator app and recovery codes, the second step of signing in, and an
// organization requiring two-factor of its members.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TokenResponse } from '../../../contracts/auth.ts';
import type {
  EnrolledSignIn,
  OrganizationTwoFactor,
  RecoveryCodes,
  TotpEnrolment,
  TwoFactorStatus,
} from '../../../contracts/two-factor.ts';
import { apiFetch } from './api-client.ts';

const statusKey = ['auth', 'two-factor'] as const;
const organizationKey = (id: string) => ['organizations', id, 'two-factor'] as const;
/** Sensitive changes carry the password unless it was given in the last 10 minutes. */
const withPassword = (password: string) => (password ? { current_password: password } : {});

// The second step of signing in: the challenge from the password step is the credential.
export const verifySecondStep = (challenge: string, code: string) =>
  apiFetch<TokenResponse>('/auth/login/two-factor', { method: 'POST', body: { challenge, code } });
export const startEnrolmentAtSignIn = (challenge: string) =>
  apiFetch<TotpEnrolment>('/auth/login/two-factor/enrol', { method: 'POST', body: { challenge } });
export const finishEnrolmentAtSignIn = (challenge: string, code: string) =>
  apiFetch<EnrolledSignIn>('/auth/login/two-factor/enrol/confirm', {
    method: 'POST',
    body: { challenge, code },
  });

export function useTwoFactorStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => apiFetch<TwoFactorStatus>('/auth/two-factor') });
}

/** After a change of factor the other sessions are gone and the status moved. */
function useAfterChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: statusKey });
    void client.invalidateQueries({ queryKey: ['auth', 'sessions'] });
  };
}

export function useStartTotp() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<TotpEnrolment>('/auth/two-factor/totp', { method: 'POST', body: withPassword(password) }),
  });
}

export function useConfirmTotp() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: ({ code, password }: { code: string; password: string }) =>
      apiFetch<RecoveryCodes>('/auth/two-factor/totp/confirm', {
        method: 'POST',
        body: { code, ...withPassword(password) },
      }),
    onSuccess: changed,
  });
}

export function useRegenerateRecoveryCodes() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<RecoveryCodes>('/auth/two-factor/recovery-codes', {
        method: 'POST',
        body: withPassword(password),
      }),
    onSuccess: changed,
  });
}

export function useDisableTwoFactor() {
  const changed = useAfterChange();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<null>('/auth/two-factor/disable', { method: 'POST', body: withPassword(password) }),
    onSuccess: changed,
  });
}

export function useOrganizationTwoFactor(organizationId: string) {
  return useQuery({
    queryKey: organizationKey(organizationId),
    queryFn: () => apiFetch<OrganizationTwoFactor>(`/organizations/${organizationId}/two-factor`),
  });
}

export function useSetOrganizationTwoFactor(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiFetch<OrganizationTwoFactor>(`/organizations/${organizationId}/two-factor`, {
        method: 'PUT',
        body: { required },
      }),
    onSuccess: (data) => client.setQueryData(organizationKey(organizationId), data),
  });
}
