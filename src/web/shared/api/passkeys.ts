// Passkeys: one's own (list, add, rename, remove), signing in with one, the second step of a
// password sign-in with one, and confirming it is you with one. The browser's WebAuthn prompt is
// driven by @simplewebauthn/browser; the server makes and checks every challenge.
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReauthStatus } from '../../../contracts/account.ts';
import type { TokenResponse } from '../../../contracts/auth.ts';
import type { Passkey, PasskeyList } from '../../../contracts/passkeys.ts';
import { ApiError, apiFetch, errorMessage } from './api-client.ts';

const listKey = ['auth', 'passkeys'] as const;
const withPassword = (password: string) => (password ? { current_password: password } : {});
const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body });

/**
 * What to tell a person when a passkey step failed: the browser's side (no passkey chosen, the
 * prompt closed, none on this device) in plain words, or the server's answer.
 */
export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  if (error instanceof WebAuthnError || (error instanceof Error && error.name === 'NotAllowedError'))
    return 'No passkey was used: the prompt was closed, or this device has none for Boardwise.';
  return fallback;
}

async function sign(optionsPath: string, body: unknown = {}) {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>(optionsPath, body);
  return startAuthentication({ optionsJSON });
}

/** Signs in without a password: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<TokenResponse> {
  const credential = await sign('/auth/login/passkey/options');
  return post<TokenResponse>('/auth/login/passkey', { credential });
}

/** The second step of a password sign-in, answered by one of the account's passkeys. */
export async function secondStepWithPasskey(challenge: string): Promise<TokenResponse> {
  const credential = await sign('/auth/login/two-factor/passkey/options', { challenge });
  return post<TokenResponse>('/auth/login/two-factor/passkey', { challenge, credential });
}

/** Confirms it is you with a passkey: sensitive changes need no password for 10 minutes. */
export async function reauthenticateWithPasskey(): Promise<ReauthStatus> {
  const credential = await sign('/auth/reauthenticate/passkey/options');
  return post<ReauthStatus>('/auth/reauthenticate/passkey', { credential });
}

export function usePasskeys() {
  return useQuery({ queryKey: listKey, queryFn: () => apiFetch<PasskeyList>('/auth/passkeys') });
}

function useChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: listKey });
    void client.invalidateQueries({ queryKey: ['auth', 'sessions'] });
    void client.invalidateQueries({ queryKey: ['auth', 'reauthenticate'] });
  };
}

export function useAddPasskey() {
  const changed = useChanged();
  return useMutation({
    mutationFn: async ({ password, name }: { password: string; name?: string }) => {
      const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>(
        '/auth/passkeys/registration-options',
        withPassword(password),
      );
      const credential = await startRegistration({ optionsJSON });
      return post<Passkey>('/auth/passkeys', { credential, ...(name ? { name } : {}) });
    },
    onSuccess: changed,
  });
}

export function useRenamePasskey() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<Passkey>(`/auth/passkeys/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: changed,
  });
}

export function useRemovePasskey() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      apiFetch<null>(`/auth/passkeys/${id}`, { method: 'DELETE', body: withPassword(password) }),
    onSuccess: changed,
  });
}
