// Accounts: sign in, register (which converts a guest), guest sessions, the current user, logout.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LoginForm, RegisterBody, TokenResponse, User } from '../../../contracts/auth.ts';
import type { SecondStep } from '../../../contracts/two-factor.ts';
import { apiFetch, whileSigningOut } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { getAccessToken, setAccessToken, useAccessToken } from './token-store.ts';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe(): Promise<User> {
  return apiFetch<User>('/auth/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });
}

/** Replaces the session: nothing cached for the previous token may leak into the next one. */
export function startSession(token: string): void {
  queryClient.clear();
  setAccessToken(token);
}

export function endSession(): void {
  queryClient.clear();
  setAccessToken(null);
}

/** A session's token, or the second step (two-factor) the account needs first. */
export type SignInResult = TokenResponse | SecondStep;
export const needsSecondStep = (result: SignInResult): result is SecondStep => 'two_factor' in result;

export function login(form: LoginForm): Promise<SignInResult> {
  const body = new URLSearchParams({ username: form.username, password: form.password });
  return apiFetch<SignInResult>('/auth/login', { method: 'POST', body });
}

export function register(body: RegisterBody): Promise<User> {
  return apiFetch<User>('/auth/register', { method: 'POST', body });
}

export function createGuest(): Promise<TokenResponse> {
  return apiFetch<TokenResponse>('/auth/guest', { method: 'POST' });
}

export async function logout(): Promise<void> {
  await whileSigningOut(async () => {
    if (getAccessToken()) {
      try {
        await apiFetch('/auth/logout', { method: 'POST' });
      } catch {
        // The token is dropped locally whatever the server says.
      }
    }
    endSession();
  });
}

/** The signed-in user, or undefined while loading / when signed out. */
export function useCurrentUser() {
  const token = useAccessToken();
  const query = useQuery({ ...meQueryOptions(), enabled: token !== null });
  return { ...query, isSignedIn: token !== null, user: token ? query.data : undefined };
}

/** Signs in, or answers the second step to take (the session starts after it). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!needsSecondStep(result)) startSession(result.access_token);
    },
  });
}

/** Registers, then signs in with the same credentials. */
export function useRegisterAndLogin() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      await register(body);
      return login({ username: body.email, password: body.password });
    },
    onSuccess: (result) => {
      if (!needsSecondStep(result)) startSession(result.access_token);
    },
  });
}

export function useStartGuestSession() {
  return useMutation({
    mutationFn: createGuest,
    onSuccess: (token) => startSession(token.access_token),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
