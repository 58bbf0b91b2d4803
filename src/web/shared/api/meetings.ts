// Meetings, their agendas and action items, plus the
// board session that decides one agenda item. Every change refreshes the cached meetings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionItem,
  AgendaItem,
  CreateActionItemBody,
  CreateMeetingBody,
  ImportAgendaResult,
  Meeting,
  MeetingDetail,
  MeetingList,
  ReorderBody,
  UpdateActionItemBody,
  UpdateAgendaItemBody,
  UpdateMeetingBody,
} from '../../../contracts/meetings.ts';
import type { CreateSessionBody } from '../../../contracts/sessions.ts';
import { apiFetch } from './api-client.ts';
import { boardsQueryKey } from './boards.ts';

export const meetingsQueryKey = ['meetings'] as const;
const enc = encodeURIComponent;

export const meetingsApi = {
  list: (boardId: string) => apiFetch<MeetingList>(`/meetings?board_id=${enc(boardId)}`),
  /** The board's meetings that have at least one agenda item. */
  listWithAgenda: (boardId: string) =>
    apiFetch<MeetingList>(`/meetings?board_id=${enc(boardId)}&has_agenda=true`),
  pool: (boardId: string) => apiFetch<MeetingDetail>(`/boards/${enc(boardId)}/agenda-pool`),
  get: (id: string) => apiFetch<MeetingDetail>(`/meetings/${enc(id)}`),
  create: (body: CreateMeetingBody) => apiFetch<Meeting>('/meetings', { method: 'POST', body }),
  update: (id: string, body: UpdateMeetingBody) =>
    apiFetch<Meeting>(`/meetings/${enc(id)}`, { method: 'PATCH', body }),
  remove: (id: string) => apiFetch(`/meetings/${enc(id)}`, { method: 'DELETE' }),
  start: (id: string, attendees: string[]) =>
    apiFetch<Meeting>(`/meetings/${enc(id)}/start`, {
      method: 'POST',
      body: { actual_attendees: attendees },
    }),
  complete: (id: string) => apiFetch<Meeting>(`/meetings/${enc(id)}/complete`, { method: 'POST' }),
  /** Back to the drafts with its agenda; its people are told it is cancelled. */
  cancel: (id: string) => apiFetch<Meeting>(`/meetings/${enc(id)}/cancel`, { method: 'POST' }),
  importAgenda: (id: string, text: string) =>
    apiFetch<ImportAgendaResult>(`/meetings/${enc(id)}/agenda/import`, {
      method: 'POST',
      body: { text, format: 'text' },
    }),
  updateItem: (id: string, itemId: string, body: UpdateAgendaItemBody) =>
    apiFetch<AgendaItem>(`/meetings/${enc(id)}/agenda/${enc(itemId)}`, { method: 'PATCH', body }),
  removeItem: (id: string, itemId: string) =>
    apiFetch(`/meetings/${enc(id)}/agenda/${enc(itemId)}`, { method: 'DELETE' }),
  reorder: (id: string, body: ReorderBody) =>
    apiFetch<AgendaItem[]>(`/meetings/${enc(id)}/agenda/reorder`, { method: 'POST', body }),
  moveItems: (id: string, itemIds: string[], targetMeetingId: string) =>
    apiFetch<{ moved: number }>(`/meetings/${enc(id)}/agenda/move`, {
      method: 'POST',
      body: { item_ids: itemIds, target_meeting_id: targetMeetingId },
    }),
  createAction: (id: string, body: CreateActionItemBody) =>
    apiFetch<ActionItem>(`/meetings/${enc(id)}/action-items`, { method: 'POST', body }),
  updateAction: (id: string, actionId: string, body: UpdateActionItemBody) =>
    apiFetch<ActionItem>(`/meetings/${enc(id)}/action-items/${enc(actionId)}`, { method: 'PATCH', body }),
  removeAction: (id: string, actionId: string) =>
    apiFetch(`/meetings/${enc(id)}/action-items/${enc(actionId)}`, { method: 'DELETE' }),
  /** Asks the board about one agenda item; the server records the outcome on the item. */
  askBoard: (boardId: string, body: CreateSessionBody) =>
    apiFetch<{ session_id: string }>(`/boards/${enc(boardId)}/sessions`, { method: 'POST', body }),
};

export function meetingListQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: [...meetingsQueryKey, 'list', boardId],
    queryFn: () => meetingsApi.list(boardId),
  });
}

export function meetingsWithAgendaQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: [...meetingsQueryKey, 'list', boardId, 'with-agenda'],
    queryFn: () => meetingsApi.listWithAgenda(boardId),
  });
}

export function meetingQueryOptions(id: string) {
  return queryOptions({ queryKey: [...meetingsQueryKey, 'detail', id], queryFn: () => meetingsApi.get(id) });
}

export function agendaPoolQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: [...meetingsQueryKey, 'pool', boardId],
    queryFn: () => meetingsApi.pool(boardId),
  });
}

export function useMeetings(boardId: string) {
  return useQuery(meetingListQueryOptions(boardId));
}

export function useMeeting(id: string) {
  return useQuery(meetingQueryOptions(id));
}

export function useAgendaPool(boardId: string) {
  return useQuery(agendaPoolQueryOptions(boardId));
}

/** Refreshes every cached meeting (lists, details, pools) and the dashboard's meeting counts. */
export function useInvalidateMeetings() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: meetingsQueryKey }),
      client.invalidateQueries({ queryKey: boardsQueryKey }),
    ]);
}

/** A mutation whose success refreshes the meetings (the caller's callbacks still run). */
export function useMeetingMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const invalidate = useInvalidateMeetings();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidate() });
}
