// The sessions waiting for a person's seat, for their calendar feed: the perspective deadline, and
// on an asynchronous board also a consensus round's or the vote's window, which last hours. Once
// they act, or the board goes on without them, the entry leaves the feed at the calendar's next read.
import type { Db } from '../../db/client.ts';
import type { DeadlineSource, PersonDeadline } from '../../lib/deadlines.ts';
import type { WindowReads } from '../live/window-reads.ts';
import { paths } from '../notifications/notify.ts';
import { createHumanRepository } from './repository.ts';

/** What the feed needs of a running session (the sessions feature's row, handed in by app.ts). */
export interface RunningSession {
  id: string;
  boardId: string;
  boardSnapshot: unknown;
  decisionTopic: string;
  humanDeadline: Date | null;
  pace: string;
}

export function sessionDeadlines(deps: {
  db: Db;
  publicUrl: string;
  /** The sessions starting or in progress on these boards. */
  runningOn: (boardIds: string[]) => Promise<RunningSession[]>;
  windows: WindowReads;
}): DeadlineSource {
  const { publicUrl, runningOn, windows } = deps;
  const humans = createHumanRepository(deps.db);
  return async (actor, now): Promise<PersonDeadline[]> => {
    const held = await humans.seatsHeldBy(actor.user.id);
    if (held.length === 0) return [];
    const mySeats = new Set(held.map((h) => h.positionId));
    const boardName = new Map(held.map((h) => [h.boardId, h.boardName]));
    const running = await runningOn([...boardName.keys()]);
    const deadlines: PersonDeadline[] = [];
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
      const window = await windows.latestWindow(session.id);
      if (!window || window.closesAt.getTime() <= now.getTime()) continue;
      const acted = new Set(
        window.step === 'final_vote'
          ? await windows.votedSeats(session.id)
          : await windows.revisedSeats(session.id, window.round),
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
  };
}
