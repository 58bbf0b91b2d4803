// The live room over the API: the room, interjections, reactions, and a human seat's revision
// and vote in its open window.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type {
  ReactionKind,
  Room,
  reactionResultSchema,
  revisionBodySchema,
  voteBodySchema,
} from '../../../../contracts/live.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';

const sessionPath = (id: string) => `/sessions/${encodeURIComponent(id)}`;
export const roomQueryKey = (id: string) => ['live-room', id] as const;

export function useRoom(id: string) {
  return useQuery({ queryKey: roomQueryKey(id), queryFn: () => apiFetch<Room>(`${sessionPath(id)}/room`) });
}

function useRoomAction<TBody, TResult>(id: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiFetch<TResult>(`${sessionPath(id)}/${path}`, { method: 'POST', body }),
    // The room tells when the caller may interject again, what they voted, who has acted.
    onSettled: () => client.invalidateQueries({ queryKey: roomQueryKey(id) }),
  });
}

/**
 * Announces the caller in the room while it is open (joined on arrival, left on leaving or
 * closing the tab); the server writes it on the session's log once per change.
 */
export function usePresence(id: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const say = (present: boolean) =>
      apiFetch(`${sessionPath(id)}/presence`, {
        method: 'POST',
        body: { present },
        keepalive: !present,
      }).catch(
        () => {}, // presence is a courtesy: a failure must not disturb the room
      );
    void say(true);
    const leave = () => void say(false);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [id, enabled]);
}

export const useInterject = (id: string) =>
  useRoomAction<{ text: string }, { seq: number; author: string; text: string }>(id, 'interjections');

export const useReact = (id: string) =>
  useRoomAction<{ event_seq: number; kind: ReactionKind }, z.infer<typeof reactionResultSchema>>(
    id,
    'reactions',
  );

export const useRevise = (id: string) =>
  useRoomAction<z.input<typeof revisionBodySchema>, { success: boolean; message: string }>(id, 'revisions');

export const useVote = (id: string) =>
  useRoomAction<z.input<typeof voteBodySchema>, { success: boolean; message: string }>(id, 'votes');
