// Calling the API as a person, for tests that make many calls.
import type { App } from '../app.ts';
import type { Actor } from './factories.ts';

/** Calls the API (`url` under /api/v1) as `actor`. */
export const callAs = (
  app: App,
  actor: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: actor.headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

/** `callAs` on a test file's app, read when called (so the caller may be made at the top of the file). */
export const apiCaller =
  (app: () => App) =>
  (actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    callAs(app(), actor, method, url, payload);
