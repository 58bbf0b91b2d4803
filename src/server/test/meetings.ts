// Helpers for meeting tests.
import type { Meeting, MeetingDetail } from '../../contracts/meetings.ts';
import type { App } from '../app.ts';
import type { Actor } from './factories.ts';

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export async function createMeeting(
  app: App,
  actor: Actor,
  boardId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/meetings',
    headers: actor.headers,
    payload: { board_id: boardId, title: 'Q4 board meeting', scheduled_date: inMinutes(5), ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`create meeting failed: ${response.body}`);
  return response.json() as Meeting;
}

export async function importAgenda(app: App, actor: Actor, meetingId: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/agenda/import`,
    headers: actor.headers,
    payload: { text, format: 'text' },
  });
}

export async function getMeeting(app: App, actor: Actor, meetingId: string) {
  return (
    await app.inject({ method: 'GET', url: `/api/v1/meetings/${meetingId}`, headers: actor.headers })
  ).json() as MeetingDetail;
}

/** A meeting of the board, a minute away, with a one-item agenda ('Budget'), started: its id. */
export async function runningMeeting(app: App, owner: Actor, boardId: string) {
  const meeting = await createMeeting(app, owner, boardId, { scheduled_date: inMinutes(1) });
  await importAgenda(app, owner, meeting.id, 'Budget');
  const started = await app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meeting.id}/start`,
    headers: owner.headers,
    payload: {},
  });
  if (started.statusCode !== 200) throw new Error(`start meeting failed: ${started.body}`);
  return meeting.id;
}

/** Ends a running meeting: the id of the draft minutes it leaves. */
export async function completeMeeting(app: App, owner: Actor, meetingId: string) {
  const completed = await app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/complete`,
    headers: owner.headers,
    payload: {},
  });
  if (completed.statusCode !== 200) throw new Error(`complete meeting failed: ${completed.body}`);
  return completed.json().minutes_id as string;
}

/** A completed meeting as the API details it, with no agenda unless the test gives one. */
export const completedMeetingDetail = (overrides: Partial<MeetingDetail> = {}): MeetingDetail => ({
  id: 'm1',
  board_id: 'b1',
  board_name: 'Board',
  title: 'Q4',
  description: null,
  meeting_type: 'regular',
  scheduled_date: '2026-12-01T10:00:00.000Z',
  scheduled_duration_minutes: 60,
  location: null,
  status: 'COMPLETED',
  attendees: [],
  started_at: null,
  ended_at: null,
  agenda_item_count: 0,
  completed_item_count: 0,
  agenda_count: 0,
  total_duration_minutes: 0,
  minutes_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  agenda_items: [],
  action_items: [],
  ...overrides,
});
