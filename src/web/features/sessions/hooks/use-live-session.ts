// Follows one session live: its event stream (polling as the fallback) reduced into seat
// states, then — once it has ended — its results, shown 1 s after the bar reaches 100.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useFollowSession } from '../../../shared/session-stream/use-follow-session.ts';
import { sessionDetailQueryOptions } from '../api/sessions.ts';
import { initialLiveState, type LiveState, liveReducer, type SeatSeed } from '../lib/live-state.ts';
import { type LiveStage, RESULTS_DELAY_MS } from '../lib/progress-display.ts';

export interface LiveSession {
  state: LiveState;
  stage: LiveStage;
  /** 'polling' once the event stream could not be used. */
  mode: 'stream' | 'polling';
  detail: SessionDetail | undefined;
  /** Why following or loading failed (not the session's own failure: see state.failure). */
  error: string | null;
  retry: () => void;
}

/** Mount it with `key={sessionId}`: the seats given first are the cards' starting list. */
export function useLiveSession(
  sessionId: string,
  seats: readonly SeatSeed[],
  onFinished?: () => void,
): LiveSession {
  const [state, dispatch] = useReducer(liveReducer, seats, initialLiveState);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const ended = state.status === 'completed' || state.status === 'failed';
  useEffect(() => {
    if (ended) finishedRef.current?.();
  }, [ended]);
  const [mode, setMode] = useState<'stream' | 'polling'>('stream');
  const follow = useFollowSession(sessionId, {
    onEvent: (event) => dispatch({ type: 'event', event }),
    onStatus: (status) => dispatch({ type: 'status', status }),
    onPolling: () => setMode('polling'),
  });
  const followError = follow.error;

  const completed = state.status === 'completed';
  const detailQuery = useQuery({ ...sessionDetailQueryOptions(sessionId), enabled: completed });
  // A copy cached while the session ran is not its result: wait for the finished one.
  const detail = detailQuery.data?.session.status === 'completed' ? detailQuery.data : undefined;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!detail) return;
    const timer = window.setTimeout(() => setShown(true), RESULTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [detail]);

  let stage: LiveStage = 'running';
  if (state.status === 'failed' || followError) stage = 'failed';
  else if (completed) stage = detail ? (shown ? 'results' : 'complete') : 'finishing';

  const detailError =
    completed && detailQuery.isError
      ? errorMessage(detailQuery.error, 'Failed to load deliberation results from the server')
      : null;

  return {
    state,
    stage,
    mode,
    detail,
    error: followError ?? detailError,
    retry: () => {
      if (detailError) void detailQuery.refetch();
      else follow.retry();
    },
  };
}
