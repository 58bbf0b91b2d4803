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
