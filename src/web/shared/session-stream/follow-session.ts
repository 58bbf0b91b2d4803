// Following a running session: its event stream, resumed after a dropped connection with the
// last event id; polling its status when the stream cannot be opened at all, keeps
// dropping, or ended without saying how the session ended. I/O is injected, so this is testable.
import type { SessionEvent, SessionStatusResponse } from '../../../contracts/sessions.ts';
import { givingUpMessage, MAX_POLLS, POLL_INTERVAL_MS } from './polling.ts';

export type StreamEnd = 'end' | 'dropped';

export interface FollowDeps {
  /** Reads the stream after `after` until the server's 'end' frame ('end') or a drop ('dropped'). */
  openStream(after: number, onOpen: () => void, onEvent: (event: SessionEvent) => void): Promise<StreamEnd>;
  getStatus(): Promise<SessionStatusResponse>;
  sleep(ms: number): Promise<void>;
  /** True once the caller has stopped following (unmounted, another session). */
  stopped(): boolean;
  /** Errors that mean "stop, this will not get better" (not found, no access). */
  isFatal(error: unknown): boolean;
}

export interface FollowHandlers {
  onEvent(event: SessionEvent): void;
  onStatus(status: SessionStatusResponse): void;
  /** Switched to polling (the stream is unavailable). */
  onPolling(): void;
  /** Gave up: the message the user sees. */
  onGiveUp(message: string): void;
}

export const MAX_RECONNECTS = 5;
const TERMINAL = new Set(['session_completed', 'session_failed']);

export async function followSession(deps: FollowDeps, handlers: FollowHandlers): Promise<void> {
  let last = 0;
  let opened = false;
  let drops = 0;
  let finished = false;
  while (!deps.stopped()) {
    const before = last;
    try {
      const end = await deps.openStream(
        last,
        () => {
          opened = true;
        },
        (event) => {
          if (event.seq > last) last = event.seq;
          if (TERMINAL.has(event.type)) finished = true;
          handlers.onEvent(event);
        },
      );
      if (finished || deps.stopped()) return;
      if (end === 'end') break; // ended without a closing event: ask the status
      // The server closes long streams on purpose: a stream that brought events was no failure.
      drops = last > before ? 1 : drops + 1;
    } catch (error) {
      if (deps.stopped()) return;
      if (deps.isFatal(error)) throw error;
      if (!opened) break;
      drops += 1;
    }
    if (drops > MAX_RECONNECTS) break;
    await deps.sleep(Math.min(5000, 500 * 2 ** (drops - 1)));
  }
  if (deps.stopped()) return;
  handlers.onPolling();
  await pollStatus(deps, handlers);
}

/** Status right away, then every 5 s, at most 60 times (errors are retried the same way). */
export async function pollStatus(deps: FollowDeps, handlers: FollowHandlers): Promise<void> {
  let lastFailed = false;
  for (let attempt = 1; attempt <= MAX_POLLS; attempt++) {
    if (deps.stopped()) return;
    try {
      const status = await deps.getStatus();
      if (deps.stopped()) return;
      lastFailed = false;
      handlers.onStatus(status);
      if (status.status === 'completed' || status.status === 'failed') return;
    } catch (error) {
      if (deps.stopped()) return;
      if (deps.isFatal(error)) throw error;
      lastFailed = true;
    }
    if (attempt < MAX_POLLS) await deps.sleep(POLL_INTERVAL_MS);
  }
  if (!deps.stopped()) handlers.onGiveUp(givingUpMessage(lastFailed));
}
