// The deadlines a person's calendar feed carries besides meetings: what awaits them, due at a
// time — a written resolution circulated to them they have not voted on (its closing time), and a
// session waiting for their seat (the perspective deadline; on an asynchronous board also a
// consensus round's or the vote's window, which last hours). Once they act, or the board goes on
// without them, the entry leaves the feed at the calendar's next read.
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { decisionSessions } from '../../db/schema/index.ts';
import type { SessionStatus } from '../../db/schema/sessions.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import { createHumanRepository } from '../human/repository.ts';
import { createLiveRepository } from '../live/repository.ts';
import { paths } from '../notifications/notify.ts';
import { resolutionPath } from '../resolutions/closing.ts';
import { createResolutionRepository } from '../resolutions/repository.ts';
import type { CalendarDeadline } from './ics.ts';

const RUNNING: SessionStatus[] = ['starting', 'in_progress'];

export function createCalendarDeadlines(deps: { db: Db; publicUrl: string }) {
  const { db, publicUrl } = deps;
  const resolutions = createResolutionRepository(db);
  const humans = createHumanRepository(db);
  const live = createLiveRepository(db);

  async function ofResolutions(actor: Actor, now: Date): Promise<CalendarDeadline[]> {
    const { open } = await resolutions.ofDirector(actor.user.id, 0);
    const followed = open.filter(
      (row) =>
        row.resolution.closesAt.getTime() > now.getTime() &&
        canOnBoard(actor, 'read_sessions', {
          id: row.resolution.boardId,
          organizationId: row.organizationId,
        }),
    );
    const directors = await resolutions.directorsOf(followed.map((row) => row.resolution.id));
    const voted = new Set(
      directors.filter((d) => d.userId === actor.user.id && d.vote !== null).map((d) => d.resolutionId),
    );
    return followed
      .filter((row) => !voted.has(row.resolution.id))
      .map(({ resolution, boardName }) => ({
        key: `resolution-${resolution.id}`,
        title: `Vote on the written resolution “${resolution.title}”`,
        boardName,
        due: resolution.closesAt,
        description: 'The written resolution closes at this time. Approve, object or abstain before then.',
        url: `${publicUrl}${resolutionPath(resolution.id)}`,
      }));
  }

  async function ofSessions(actor: Actor, now: Date): Promise<CalendarDeadline[]> {
    const held = await humans.seatsHeldBy(actor.user.id);
    if (held.length === 0) return [];
    const mySeats = new Set(held.map((h) => h.positionId));
    const boardName = new Map(held.map((h) => [h.boardId, h.boardName]));
    const running = await db
      .select()
      .from(decisionSessions)
      .where(
        and(
          inArray(decisionSessions.boardId, [...boardName.keys()]),
          inArray(decisionSessions.status, RUNNING),
        ),
      );
    const deadlines: CalendarDeadline[] = [];
    for (const session of running) {
      const seats = (session.boardSnapshot as { id: string; kind: string }[])
        .filter((s) => s.kind === 'Human' && mySeats.has(s.id))
        .map((s) => s.id);
      if (seats.length === 0) continue;
      const board = boardName.get(session.boardId) ?? '';
      const topic = `“${session.decisionTopic}”`;
      if (session.humanDeadline && session.humanDeadline.getTime() > now.getTime()) {
        const answered = new Set((await humans.listForSession(session.id)).map((p) => p.positionId));
        if (seats.some((id) => !answered.has(id)))
          deadlines.push({
            key: `session-${session.id}-perspective`,
            title: `Give your perspective on ${topic}`,
            boardName: board,
            due: session.humanDeadline,
            description: 'The board waits for your perspective until this time.',
            url: `${publicUrl}${paths.portalSession(session.id)}`,
          });
        continue;
      }
      // Live rounds and votes last seconds: only an asynchronous board's belong in a calendar.
      if (session.pace !== 'asynchronous') continue;
      const window = await live.latestWindow(session.id);
      if (!window || window.closesAt.getTime() <= now.getTime()) continue;
      const acted = new Set(
        window.step === 'final_vote'
          ? (await live.votes(session.id)).map((v) => v.seatId)
          : (await live.revisions(session.id, window.round)).map((r) => r.seatId),
      );
      if (!window.seatIds.some((id) => mySeats.has(id) && !acted.has(id))) continue;
      const vote = window.step === 'final_vote';
      deadlines.push({
        key: vote ? `session-${session.id}-vote` : `session-${session.id}-round-${window.round}`,
        title: vote ? `Vote on ${topic}` : `Keep or change your stance on ${topic} (round ${window.round})`,
        boardName: board,
        due: window.closesAt,
        description: vote
          ? 'The board’s vote closes at this time.'
          : `Consensus round ${window.round} closes at this time.`,
        url: `${publicUrl}${paths.liveRoom(session.id)}`,
      });
    }
    return deadlines;
  }

  return {
    /** What awaits this person with a time it is due, soonest first. */
    async of(actor: Actor, now: Date): Promise<CalendarDeadline[]> {
      const all = [...(await ofResolutions(actor, now)), ...(await ofSessions(actor, now))];
      return all.sort((a, b) => a.due.getTime() - b.due.getTime());
    },
  };
}
