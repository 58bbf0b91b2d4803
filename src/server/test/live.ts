// Helpers for tests that take part in a session's live room.
import type { Room } from '../../contracts/live.ts';
import type { App } from '../app.ts';
import { callAs } from './api.ts';
import type { Actor } from './factories.ts';

/** Reads the session's live room as `actor` (every 100 ms) until `until` holds. */
export async function roomWhen(
  app: App,
  actor: Actor,
  sessionId: string,
  until: (room: Room) => boolean,
  timeoutMs = 30_000,
) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const room = (await callAs(app, actor, 'GET', `/sessions/${sessionId}/room`)).json() as Room;
    if (until(room)) return room;
    if (Date.now() > end) throw new Error(`room never reached the state: ${JSON.stringify(room)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
