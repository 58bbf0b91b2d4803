// Route guards run as loaders, before a protected page renders.
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import type { User } from '../../contracts/auth.ts';
import { ApiError } from '../shared/api/api-client.ts';
import { meQueryOptions } from '../shared/api/auth.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { getAccessToken } from '../shared/api/token-store.ts';
import { loginPath, safeNextPath } from '../shared/lib/next-path.ts';

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Anonymous visitors go to /login?next=…; everyone else gets the current user. */
export async function requireUser({ request }: LoaderFunctionArgs): Promise<User> {
  if (!getAccessToken()) throw redirect(loginPath(requestedPath(request)));
  try {
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(requestedPath(request)));
    throw error;
  }
}

export async function requireSuperadmin(args: LoaderFunctionArgs): Promise<User> {
  const user = await requireUser(args);
  if (!user.is_superadmin) throw data('You do not have access to this page', { status: 403 });
  return user;
}

/** A registered user who opens /login goes on to where they were heading; guests may register. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  if (!getAccessToken()) return null;
  const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  if (user && !user.is_guest) {
    throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')) ?? '/dashboard');
  }
  return null;
}
