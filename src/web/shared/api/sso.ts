// Single sign-on: an organization's identity provider settings and domain proof (Admins), and the
// steps of signing in through the provider.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TokenResponse } from '../../../contracts/auth.ts';
import type {
  SsoLinkStep,
  SsoReauthAvailable,
  SsoSettings,
  SsoSettingsBody,
} from '../../../contracts/sso.ts';
import type { SecondStep } from '../../../contracts/two-factor.ts';
import { apiFetch } from './api-client.ts';

const settingsKey = (id: string) => ['organizations', id, 'sso'] as const;
/** Sensitive changes carry the password unless it was given in the last 10 minutes. */
const withPassword = (password: string) => (password ? { current_password: password } : {});

export type SsoCallbackResult = TokenResponse | SsoLinkStep | SecondStep | { reauthenticated: true };
export const needsLink = (result: SsoCallbackResult): result is SsoLinkStep => 'sso' in result;
export const isReauthenticated = (result: SsoCallbackResult): result is { reauthenticated: true } =>
  'reauthenticated' in result;

/** Where to come back after confirming through the identity provider. */
const REAUTH_RETURN_KEY = 'bw_sso_reauth_return';
/** Sends the browser to the identity provider to confirm it is them; it comes back here. */
export async function reauthenticateThroughProvider(): Promise<void> {
  const started = await apiFetch<{ authorization_url: string }>('/auth/sso/reauthenticate', {
    method: 'POST',
  });
  sessionStorage.setItem(REAUTH_RETURN_KEY, window.location.pathname + window.location.search);
  window.location.assign(started.authorization_url);
}
/** Whether this account signs in through SSO, so it may confirm itself at its identity provider. */
export function useProviderReauth(enabled = true) {
  return useQuery({
    queryKey: ['auth', 'sso', 'reauthenticate'],
    queryFn: () => apiFetch<SsoReauthAvailable>('/auth/sso/reauthenticate'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
export function reauthReturnPath(): string {
  const path = sessionStorage.getItem(REAUTH_RETURN_KEY);
  sessionStorage.removeItem(REAUTH_RETURN_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/settings';
}

export const startSso = (email: string) =>
  apiFetch<{ authorization_url: string }>('/auth/sso/start', { method: 'POST', body: { email } });
export const completeSso = (query: string) =>
  apiFetch<SsoCallbackResult>('/auth/sso/callback', { method: 'POST', body: { query } });
export const linkSso = (body: { challenge: string; password: string; code?: string }) =>
  apiFetch<TokenResponse>('/auth/sso/link', { method: 'POST', body });
export const confirmDomain = (token: string) =>
  apiFetch<{ domain: string; message: string }>('/auth/sso/domain/confirm', {
    method: 'POST',
    body: { token },
  });

export function useOrganizationSso(organizationId: string) {
  return useQuery({
    queryKey: settingsKey(organizationId),
    queryFn: () => apiFetch<SsoSettings>(`/organizations/${organizationId}/sso`),
  });
}

function useSettingsMutation<T>(
  organizationId: string,
  send: (input: T) => Promise<SsoSettings | undefined>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      if (saved) client.setQueryData(settingsKey(organizationId), saved);
      else void client.invalidateQueries({ queryKey: settingsKey(organizationId) });
    },
  });
}

export function useSaveSso(organizationId: string) {
  return useSettingsMutation(
    organizationId,
    ({ password, ...body }: Omit<SsoSettingsBody, 'current_password'> & { password: string }) =>
      apiFetch<SsoSettings>(`/organizations/${organizationId}/sso`, {
        method: 'PUT',
        body: { ...body, ...withPassword(password) },
      }),
  );
}

export function useSendDomainProof(organizationId: string) {
  return useSettingsMutation(organizationId, ({ email, password }: { email: string; password: string }) =>
    apiFetch<SsoSettings>(`/organizations/${organizationId}/sso/domain`, {
      method: 'POST',
      body: { email, ...withPassword(password) },
    }),
  );
}

/** Looks for the domain's DNS TXT record now; found, the domain is verified. */
export function useCheckDomainTxt(organizationId: string) {
  return useSettingsMutation(organizationId, (password: string) =>
    apiFetch<SsoSettings>(`/organizations/${organizationId}/sso/domain/dns-check`, {
      method: 'POST',
      body: withPassword(password),
    }),
  );
}

export function useRemoveSso(organizationId: string) {
  return useSettingsMutation(organizationId, async (password: string) => {
    await apiFetch(`/organizations/${organizationId}/sso`, {
      method: 'DELETE',
      body: withPassword(password),
    });
    return undefined;
  });
}
