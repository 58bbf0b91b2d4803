// Helpers for tests that circulate written resolutions.
import type { App } from '../app.ts';
import type { Actor } from './factories.ts';

/** A resolution to lease an office floor, closing a day after `now`. */
export const leaseResolution = (now: Date) => ({
  title: 'Lease the Lisbon floor',
  text: 'RESOLVED, that the company leases the second floor.',
  closes_at: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
});

/** Circulates a written resolution on the board as `actor`; the response. */
export const circulateResolution = (
  app: App,
  actor: Actor,
  boardId: string,
  payload: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardId}/resolutions`,
    headers: actor.headers,
    payload,
  });

/** A director's vote on a resolution; the response. */
export const voteOnResolution = (
  app: App,
  actor: Actor,
  resolutionId: string,
  payload: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/resolutions/${resolutionId}/vote`,
    headers: actor.headers,
    payload,
  });
