// Account security: password reset, e-mail verification and change, password change,
// re-authentication, one's sessions, and an Admin ending a member's sessions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountExport,
  AuthSession,
  EndedSessions,
  FactorsReset,
  MessageResponse,
  ReauthStatus,
  VerifiedEmail,
} from '../../../contracts/account.ts';
import { saveResponse } from '../lib/download.ts';
import { apiFetch, apiResponse } from './api-client.ts';
import { meQueryKey } from './auth.ts';

const sessionsKey = ['auth', 'sessions'] as const;

export const requestPasswordReset = (email: string) =>
  apiFetch<MessageResponse>('/auth/password-reset', { method: 'POST', body: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  apiFetch<null>('/auth/password-reset/confirm', { method: 'POST', body: { token, password } });

export const confirmEmail = (token: string) =>
  apiFetch<VerifiedEmail>('/auth/verify-email', { method: 'POST', body: { token } });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      confirmPasswordReset(token, password),
  });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiFetch<MessageResponse>('/auth/verify-email/resend', { method: 'POST' }),
  });
}

/** Sensitive changes carry the password unless it was given in the last 10 minutes. */
const withPassword = (password: string) => (password ? { current_password: password } : {});

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      apiFetch<MessageResponse>('/auth/email', {
        method: 'POST',
        body: { email, ...withPassword(password) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ newPassword, password }: { newPassword: string; password: string }) =>
      apiFetch<null>('/auth/password', {
        method: 'PUT',
        body: { new_password: newPassword, ...withPassword(password) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useReauthStatus() {
  return useQuery({
    queryKey: ['auth', 'reauthenticate'],
    queryFn: () => apiFetch<ReauthStatus>('/auth/reauthenticate'),
    staleTime: 0,
  });
}

export function useMySessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: () => apiFetch<AuthSession[]>('/auth/sessions') });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/auth/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<EndedSessions>('/auth/sessions/end-others', { method: 'POST', body: withPassword(password) }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndMemberSessions(organizationId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<EndedSessions>(`/organizations/${organizationId}/members/${userId}/sessions`, {
        method: 'DELETE',
      }),
  });
}

/** An Admin removes a member's lost second factor (authenticator, recovery codes, passkeys). */
export function useResetMemberFactors(organizationId: string) {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      apiFetch<FactorsReset>(`/organizations/${organizationId}/members/${userId}/factors/reset`, {
        method: 'POST',
        body: withPassword(password),
      }),
  });
}

/** Downloads everything Boardwise holds about me (JSON), after the password again. */
export async function downloadMyData(password: string): Promise<string> {
  const response = await apiResponse('/auth/account/export', {
    method: 'POST',
    body: withPassword(password),
  });
  return saveResponse(response, 'boardwise-my-data.json');
}

export const myExportsKey = ['auth', 'account', 'exports'] as const;

/** My latest zip exports; asked again every few seconds while one is being made. */
export function useMyExports() {
  return useQuery({
    queryKey: myExportsKey,
    queryFn: () => apiFetch<{ exports: AccountExport[] }>('/auth/account/exports'),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'pending') ? 3000 : false,
  });
}

/** Asks for a zip of my data (JSON and Markdown), made in the background and e-mailed as a link. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<AccountExport>('/auth/account/exports', { method: 'POST', body: withPassword(password) }),
    onSuccess: () => client.invalidateQueries({ queryKey: myExportsKey }),
  });
}

export async function downloadExport(id: string): Promise<string> {
  return saveResponse(await apiResponse(`/auth/account/exports/${id}`), 'boardwise-my-data.zip');
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation: string }) =>
      apiFetch<null>('/auth/account', {
        method: 'DELETE',
        body: { confirmation, ...withPassword(password) },
      }),
  });
}
