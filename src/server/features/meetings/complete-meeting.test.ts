// Completing a meeting is one transaction: the status and the minutes are written together or
// not at all, and two completes at once give one success and one 409, never a 500.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingMinutes } from '../../db/schema/index.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createMeeting, getMeeting, importAgenda } from '../../test/meetings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function runningMeeting(actor: Actor) {
  const board = await createBoard(t.app, actor);
  const meeting = await createMeeting(t.app, actor, board.id);
  await importAgenda(t.app, actor, meeting.id, 'Budget, 20');
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meeting.id}/start`,
    headers: actor.headers,
    payload: {},
  });
  return meeting.id;
}

const complete = (actor: Actor, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/meetings/${id}/complete`, headers: actor.headers });

describe('completing a meeting', () => {
  it('leaves the meeting in progress when its minutes cannot be filed', async () => {
    const actor = await createUser(t.app);
    const id = await runningMeeting(actor);
    const db = t.app.database.db;
    await db.execute(sql`alter table meeting_minutes add constraint refuse_minutes check (false) not valid`);
    try {
      expect((await complete(actor, id)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table meeting_minutes drop constraint refuse_minutes`);
    }
    expect((await getMeeting(t.app, actor, id)).status).toBe('IN_PROGRESS');
    const retried = await complete(actor, id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().minutes_id).toBeTruthy();
  });

  it('files one set of minutes when two completes race', async () => {
    const actor = await createUser(t.app);
    const id = await runningMeeting(actor);
    const answers = await Promise.all([complete(actor, id), complete(actor, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const filed = await t.app.database.db
      .select()
      .from(meetingMinutes)
      .where(eq(meetingMinutes.meetingId, id));
    expect(filed).toHaveLength(1);
  });

  it('stores the minutes as a versioned snapshot and reads it back through its schema', async () => {
    const actor = await createUser(t.app);
    const id = await runningMeeting(actor);
    const minutesId = (await complete(actor, id)).json().minutes_id as string;
    const [row] = await t.app.database.db
      .select()
      .from(meetingMinutes)
      .where(eq(meetingMinutes.id, minutesId));
    expect(row!.content).toMatchObject({ version: 1, meeting: { id, status: 'COMPLETED' } });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/minutes/${minutesId}`,
      headers: actor.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().meeting.agenda_items.map((i: { title: string }) => i.title)).toEqual(['Budget']);
  });
});
