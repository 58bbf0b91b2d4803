// Follows the board session deciding one agenda item: its status every 1.5 s (the source of
// truth) and its event stream for seats completed per phase. When it completes, the server has
// recorded the decision on the item: the meeting is refetched until the decision shows.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CreateSessionBody, SessionStatusResponse } from '../../../../contracts/sessions.ts';
import { ApiError, apiResponse, errorMessage } from '../../../shared/api/api-client.ts';
import { meetingQueryOptions, meetingsApi } from '../../../shared/api/meetings.ts';
import { readItemSession, writeItemSession } from '../lib/item-session-store.ts';
import { applyEvent, initialSeatProgress, parseFrames, type SeatProgress } from '../lib/session-progress.ts';

const POLL_MS = 1500;
/** Status checks after completion while waiting for the recorded decision. */
const MAX_DECISION_CHECKS = 12;
export const DELIBERATION_FAILED = 'Board deliberation failed. Please try again.';

export function useItemSession(meetingId: string, itemId: string, decidedSessionId: string | null) {
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(() => readItemSession(itemId));
  const [status, setStatus] = useState<SessionStatusResponse | null>(null);
  const [seats, setSeats] = useState<SeatProgress>(initialSeatProgress);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const follow = useCallback(
    (id: string | null) => {
      writeItemSession(itemId, id);
      setSessionId(id);
      setStatus(null);
      setSeats(initialSeatProgress);
    },
    [itemId],
  );

  // The decision for this session is on the item: done.
  useEffect(() => {
    if (sessionId && decidedSessionId === sessionId) follow(null);
  }, [sessionId, decidedSessionId, follow]);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: number | undefined;
    let decisionChecks = 0;
    const abort = new AbortController();

    void (async () => {
      try {
        const response = await apiResponse(`/sessions/${encodeURIComponent(sessionId)}/events`, {
          headers: { Accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!response.body) return;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done || stopped) break;
          const { events, rest } = parseFrames(buffer + value);
          buffer = rest;
          if (events.length > 0) setSeats((state) => events.reduce(applyEvent, state));
        }
      } catch {
        // No stream: the status polling below still follows the session.
      }
    })();

    const tick = async () => {
      try {
        const next = await meetingsApi.sessionStatus(sessionId);
        if (stopped) return;
        setStatus(next);
        if (next.status === 'failed') {
          setError(next.error ? `${DELIBERATION_FAILED} (${next.error})` : DELIBERATION_FAILED);
          follow(null);
          return;
        }
        if (next.status === 'completed') {
          decisionChecks += 1;
          await client.invalidateQueries({ queryKey: meetingQueryOptions(meetingId).queryKey });
          if (decisionChecks > MAX_DECISION_CHECKS) {
            setError('The board finished, but its decision was not recorded on this item.');
            follow(null);
            return;
          }
        }
      } catch (cause) {
        if (stopped) return;
        if (cause instanceof ApiError && [403, 404].includes(cause.status)) {
          setError(errorMessage(cause, DELIBERATION_FAILED));
          follow(null);
          return;
        }
      }
      if (!stopped) timer = window.setTimeout(tick, POLL_MS);
    };
    void tick();

    return () => {
      stopped = true;
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [sessionId, meetingId, client, follow]);

  const start = async (boardId: string, body: CreateSessionBody) => {
    setError(null);
    setStarting(true);
    try {
      const { session_id } = await meetingsApi.askBoard(boardId, body);
      follow(session_id);
    } catch (cause) {
      setError(errorMessage(cause, DELIBERATION_FAILED));
    } finally {
      setStarting(false);
    }
  };

  return { sessionId, status, seats, error, starting, start };
}
