// Follows one session's event log from a component: the stream, resumed after drops, polling as
// the fallback. Every live screen (the board page, the live room, the member portal) uses this one
// client, and so does the meeting runner; handlers are read through a ref so a re-render never
// reopens the stream.
import { useEffect, useRef, useState } from 'react';
import type { SessionEvent, SessionStatusResponse } from '../../../contracts/sessions.ts';
import { ApiError, apiFetch, errorMessage } from '../api/api-client.ts';
import { readEventStream } from './event-stream.ts';
import { followSession } from './follow-session.ts';

export interface FollowSessionHandlers {
  onEvent(event: SessionEvent): void;
  onStatus?(status: SessionStatusResponse): void;
  onPolling?(): void;
}

export interface FollowedSession {
  /** Why following failed (no access, or the polling gave up). */
  error: string | null;
  /** Follow again (after an error). */
  retry(): void;
}

const FATAL_STATUSES = new Set([401, 403, 404, 422]);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function useFollowSession(
  sessionId: string,
  handlers: FollowSessionHandlers,
  enabled = true,
): FollowedSession {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // Kept with the session it is about, so a screen that moves on to another session never sees it.
  const [failure, setFailure] = useState<{ sessionId: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    setFailure(null);
    const fail = (message: string) => setFailure({ sessionId, message });
    followSession(
      {
        openStream: (after, onOpen, onEvent) =>
          readEventStream(sessionId, { after, signal, onOpen, onEvent }),
        getStatus: () =>
          apiFetch<SessionStatusResponse>(`/sessions/${encodeURIComponent(sessionId)}/status`, { signal }),
        sleep: (ms) => sleep(ms, signal),
        stopped: () => signal.aborted,
        isFatal: (e) => e instanceof ApiError && FATAL_STATUSES.has(e.status),
      },
      {
        onEvent: (event) => handlersRef.current.onEvent(event),
        onStatus: (status) => handlersRef.current.onStatus?.(status),
        onPolling: () => handlersRef.current.onPolling?.(),
        onGiveUp: fail,
      },
    ).catch((e: unknown) => {
      if (!signal.aborted) fail(errorMessage(e, 'Failed to get session status'));
    });
    return () => controller.abort();
  }, [sessionId, attempt, enabled]);

  const error = enabled && failure?.sessionId === sessionId ? failure.message : null;
  return { error, retry: () => setAttempt((n) => n + 1) };
}
