// Who a session is waiting for: the human seats that have not acted in the current step (their
// perspective, a consensus round or the vote), named with the person holding each and the deadline;
// and going on without them, which ends that wait at once (the stored deadline or window closes
// now, and the engine's wait re-reads it) and is recorded on the session.
import type { AwaitedMembers } from '../../../contracts/sessions.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { type Actor, canOnBoard } from '../../policy.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import { createBoardPeople } from '../boards/people.ts';
import { createSeatWindows } from '../live/seat-windows.ts';
import type { SessionAccess, SessionAtTable } from '../sessions/access.ts';
import { createSessionRecords } from '../sessions/session-records.ts';
import { createHumanRepository } from './repository.ts';
import { actedIn } from './step-progress.ts';

export const NOT_WAITING = 'This session is no longer waiting for board members';

export function createAwaitedService(db: Db, bus: SessionEventBus, access: SessionAccess) {
  const humans = createHumanRepository(db);
  const sessions = createSessionRecords(db);
  const seatHolders = createBoardPeople(db);
  const live = createSeatWindows(db);

  const mayProceed = (actor: Actor, at: SessionAtTable) =>
    at.row.ownerId === actor.user.id ||
    canOnBoard(actor, 'edit', { id: at.board.id, organizationId: at.board.organizationId });

  /** The step under way with its deadline and the human seats yet to act in it. */
  async function waitOf(at: SessionAtTable) {
    const { row } = at;
    const none = { step: null, deadline: null, window: null, seatIds: [] as string[] };
    if (row.status !== 'starting' && row.status !== 'in_progress') return none;
    const now = Date.now();
    if (row.humanDeadline && row.humanDeadline.getTime() > now) {
      const answered = new Set((await humans.listForSession(row.id)).map((p) => p.positionId));
      const seatIds = at.seats.filter((s) => s.kind === 'Human' && !answered.has(s.id)).map((s) => s.id);
      return { step: 'perspective' as const, deadline: row.humanDeadline, window: null, seatIds };
    }
    const window = await live.latestWindow(row.id);
    if (!window || window.closesAt.getTime() <= now) return none;
    const acted = await actedIn(live, row.id, window);
    return {
      step: window.step,
      deadline: window.closesAt,
      window,
      seatIds: window.seatIds.filter((id) => !acted.has(id)),
    };
  }

  async function pendingOf(at: SessionAtTable, seatIds: string[]) {
    const seats = at.seats.filter((s) => seatIds.includes(s.id));
    const names = await seatHolders.holderNames(seats.map((s) => s.id));
    const bounces = await seatHolders.holderBounces(seats.map((s) => s.id));
    return seats.map((s) => ({
      seat_id: s.id,
      seat_title: s.title,
      member_name: names.get(s.id) ?? null,
      email_bounce: bounces.get(s.id) ?? null,
    }));
  }

  async function present(actor: Actor, at: SessionAtTable): Promise<AwaitedMembers> {
    const wait = await waitOf(at);
    const pending = await pendingOf(at, wait.seatIds);
    return {
      step: pending.length ? wait.step : null,
      deadline: pending.length && wait.deadline ? wait.deadline.toISOString() : null,
      pending,
      proceeded_without: (at.row.proceededWithout ?? []).map(({ seat_title, member_name, at: when, by }) => ({
        seat_title,
        member_name,
        at: when,
        by,
      })),
      can_proceed: pending.length > 0 && mayProceed(actor, at),
      pace: at.row.pace,
    };
  }

  return {
    async get(actor: Actor, id: string): Promise<AwaitedMembers> {
      return present(actor, await access.load(actor, id));
    },

    async proceedWithout(actor: Actor, id: string): Promise<AwaitedMembers> {
      const at = await access.load(actor, id);
      if (!mayProceed(actor, at))
        throw forbidden(
          'Only the person who asked the board, or someone who may edit it, can go on without a member',
        );
      const wait = await waitOf(at);
      const pending = await pendingOf(at, wait.seatIds);
      if (pending.length === 0) throw conflict(NOT_WAITING);
      const when = new Date().toISOString();
      const by = actor.user.fullName?.trim() || actor.user.username;
      const left = pending.map((p) => ({ ...p, at: when, by }));
      const open = wait.window;
      const proceeded = open
        ? await inTransaction(db, async (tx) => {
            if (!(await createSeatWindows(tx).closeWindow(open))) return false;
            await createSessionRecords(tx).recordProceeded(at.row.id, left);
            return true;
          })
        : await sessions.proceedWithout(at.row.id, left);
      if (!proceeded) throw conflict(NOT_WAITING);
      // The engine's wait wakes now instead of at its next periodic re-read.
      bus.notify(at.row.id);
      return present(actor, await access.load(actor, id));
    },
  };
}
export type AwaitedService = ReturnType<typeof createAwaitedService>;
