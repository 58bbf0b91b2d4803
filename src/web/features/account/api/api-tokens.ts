// Personal API tokens: list, create (the secret comes back once), revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiToken,
  ApiTokenExpiryDays,
  ApiTokenScope,
  CreatedApiToken,
} from '../../../../contracts/api-tokens.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';

const tokensKey = ['auth', 'tokens'] as const;

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: ApiTokenExpiryDays;
  /** Empty when the password was given in the last minutes. */
  password: string;
}

export function useApiTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: () => apiFetch<ApiToken[]>('/auth/tokens') });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, scope, expiresInDays, password }: NewApiToken) =>
      apiFetch<CreatedApiToken>('/auth/tokens', {
        method: 'POST',
        body: {
          name,
          scope,
          expires_in_days: expiresInDays,
          ...(password ? { current_password: password } : {}),
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/auth/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
