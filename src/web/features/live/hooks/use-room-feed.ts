// The room's feed, followed live from the session's event log (replayed from the start on a
// reload or for a late joiner). Events that change the room's own state — a window opening, a
// seat acting, a phase, the ending — refresh the room from the server.
import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { SessionEvent, SessionEventType } from '../../../../contracts/session-events.ts';
import { useFollowSession } from '../../../shared/session-stream/use-follow-session.ts';
import { roomQueryKey } from '../api/room.ts';
import { applyFeedEvent, EMPTY_FEED, type RoomFeed } from '../lib/room-feed.ts';

const ROOM_CHANGES: ReadonlySet<SessionEventType> = new Set([
  'session_started',
  'phase_started',
  'human_window',
  'human_acted',
  'human_received',
  'session_completed',
  'session_failed',
]);

export function useRoomFeed(sessionId: string, me: string | null): { feed: RoomFeed; error: string | null } {
  const client = useQueryClient();
  const [feed, dispatch] = useReducer(
    (state: RoomFeed, event: SessionEvent) => applyFeedEvent(state, event, me),
    EMPTY_FEED,
  );
  const follow = useFollowSession(sessionId, {
    onEvent: (event) => {
      dispatch(event);
      if (ROOM_CHANGES.has(event.type)) void client.invalidateQueries({ queryKey: roomQueryKey(sessionId) });
    },
  });
  return { feed, error: follow.error };
}
