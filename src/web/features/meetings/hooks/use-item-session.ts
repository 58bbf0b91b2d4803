// Asking the board about one agenda item, and following that session with the one session-stream
// client and the shared progress. What is the meeting's own: the session is remembered per item in
// this browser (a reload keeps following it), and once it completes the server records the
// decision on the item, so the meeting is read again until the decision shows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CreateSessionBody } from '../../../../contracts/sessions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meetingQueryOptions, meetingsApi } from '../../../shared/api/meetings.ts';
import {
  INITIAL_SESSION_PROGRESS,
  progressFromEvent,
  progressFromStatus,
  type SessionProgress,
} from '../../../shared/session-stream/session-progress.ts';
import { useFollowSession } from '../../../shared/session-stream/use-follow-session.ts';
import {
  DECISION_NOT_RECORDED,
  DELIBERATION_FAILED,
  failedMessage,
  UNDECIDED_MESSAGES,
} from '../lib/item-session.ts';
import { readItemSession, writeItemSession } from '../lib/item-session-store.ts';

/** How often, and for how long, the meeting is read again while the decision is being recorded. */
const DECISION_CHECK_MS = 1500;
const DECISION_WAIT_MS = 12 * DECISION_CHECK_MS;

export interface ItemSession {
  /** The session deciding the item, while it runs or its decision is being recorded. */
  sessionId: string | null;
  progress: SessionProgress;
  error: string | null;
  /** The board finished without a decision to record (it needs information, or could not judge). */
  undecided: { sessionId: string; message: string } | null;
  starting: boolean;
  start(boardId: string, body: CreateSessionBody): Promise<void>;
}

export function useItemSession(
  meetingId: string,
  itemId: string,
  decidedSessionId: string | null,
): ItemSession {
  const client = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(() => readItemSession(itemId));
  const [progress, setProgress] = useState<SessionProgress>(INITIAL_SESSION_PROGRESS);
  const [error, setError] = useState<string | null>(null);
  const [undecided, setUndecided] = useState<ItemSession['undecided']>(null);
  const [starting, setStarting] = useState(false);

  const follow = useCallback(
    (id: string | null) => {
      writeItemSession(itemId, id);
      setSessionId(id);
      setProgress(INITIAL_SESSION_PROGRESS);
    },
    [itemId],
  );

  const followed = useFollowSession(
    sessionId ?? '',
    {
      onEvent: (event) => setProgress((state) => progressFromEvent(state, event)),
      onStatus: (status) => setProgress((state) => progressFromStatus(state, status)),
    },
    sessionId !== null,
  );

  // The decision for this session is on the item: done.
  useEffect(() => {
    if (sessionId && decidedSessionId === sessionId) follow(null);
  }, [sessionId, decidedSessionId, follow]);

  // The session failed, or cannot be followed (gone, no access, status unreadable): say why.
  const stopReason = progress.status === 'failed' ? failedMessage(progress.failure) : followed.error;
  useEffect(() => {
    if (!sessionId || !stopReason) return;
    setError(stopReason);
    follow(null);
  }, [sessionId, stopReason, follow]);

  // No decision is recorded when the board needs information or cannot judge: say so at once.
  const undecidedMessage = progress.outcome ? UNDECIDED_MESSAGES[progress.outcome] : undefined;
  useEffect(() => {
    if (!sessionId || progress.status !== 'completed' || !undecidedMessage) return;
    setUndecided({ sessionId, message: undecidedMessage });
    follow(null);
  }, [sessionId, progress.status, undecidedMessage, follow]);

  // Once the session completes, the meeting is read again (the query library's refetchInterval,
  // on the query the page shares) until the decision shows; after the wait it is given up on.
  const completed = sessionId !== null && progress.status === 'completed' && !undecidedMessage;
  const { dataUpdatedAt, errorUpdatedAt } = useQuery({
    ...meetingQueryOptions(meetingId),
    refetchInterval: completed ? DECISION_CHECK_MS : false,
  });
  const [recordingSince, setRecordingSince] = useState<number | null>(null);
  useEffect(() => {
    if (!completed) {
      setRecordingSince(null);
      return;
    }
    setRecordingSince(Date.now());
    void client.invalidateQueries({ queryKey: meetingQueryOptions(meetingId).queryKey });
  }, [completed, meetingId, client]);
  const lastRead = Math.max(dataUpdatedAt, errorUpdatedAt);
  useEffect(() => {
    if (recordingSince === null || lastRead - recordingSince < DECISION_WAIT_MS) return;
    setError(DECISION_NOT_RECORDED);
    follow(null);
  }, [recordingSince, lastRead, follow]);

  const start = async (boardId: string, body: CreateSessionBody) => {
    setError(null);
    setUndecided(null);
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

  return { sessionId, progress, error, undecided, starting, start };
}
