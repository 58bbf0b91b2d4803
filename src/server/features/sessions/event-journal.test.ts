// The runner's journal group-commits a session's writes: what is handed over together is written
// in one statement, in order, with consecutive sequence numbers; a checkpoint committed through it
// is final for a resumed run; after a failed write nothing later is written. Statements are
// counted through the driver client, on PGlite and PostgreSQL alike.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_KEYS } from '../../../contracts/positions.ts';
import { createOfflineMind } from '../../../engine/minds/offline/offline-mind.ts';
import type { EngineEvent, Mind } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import { createSessionEventBus } from '../../realtime/event-bus.ts';
import { countingDb } from '../../test/counting-db.ts';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession } from '../../test/sessions.ts';
import { humanInputFactory } from '../human/human-input.ts';
import { createHumanRepository } from '../human/repository.ts';
import { createLiveRepository } from '../live/repository.ts';
import { openEventJournal } from './event-journal.ts';
import { createSessionRepository, type SessionRepository } from './repository.ts';
import { createSessionRunner } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RUN_WORKER: 'false' });
});
afterAll(() => t.close());

const silent = { error() {}, info() {} };
const SEATS = POSITION_KEYS.length;

/** A queued session of a board with one AI seat per position (ten). */
async function queuedSession(): Promise<string> {
  const actor = await createUser(t.app);
  const board = await createBoard(t.app, actor, {
    template_slug: null,
    custom_positions: POSITION_KEYS.map((key) => ({
      key,
      title: key,
      weight: 1 / SEATS,
      type: 'AI',
      is_human: false,
    })),
  } as never);
  return (await startSession(t.app, actor, board.id)).json().session_id as string;
}

const bus = await createSessionEventBus();

function runnerOn(db: Db, mind: Mind) {
  return createSessionRunner({
    sessions: createSessionRepository(db),
    humanInputFor: humanInputFactory(createHumanRepository(db), createLiveRepository(db)),
    humanWindows: { roundSeconds: 0, voteSeconds: 0 },
    bus,
    mindFor: async () => mind,
    log: silent,
  });
}

const at = (type: EngineEvent['type'], seatId: string | null = null): EngineEvent => ({
  type,
  phase: 'initial_positions',
  round: 0,
  seatId,
  payload: seatId ? { title: seatId } : {},
});

describe('the session journal', () => {
  it("commits a phase's events handed over together in one statement, in order, numbered consecutively", async () => {
    const id = await queuedSession();
    const counter = countingDb(t.app.database);
    const sessions = createSessionRepository(counter.db);
    const journal = openEventJournal({
      sessionId: id,
      repository: sessions,
      bus,
      aiSeats: SEATS,
      maxRounds: 3,
    });
    const seats = POSITION_KEYS.map((key) => `seat-${key}`);
    const handedOver = [at('phase_started'), ...seats.map((seat) => at('seat_started', seat))];
    await Promise.all(handedOver.map((event) => journal.append(event)));
    expect(counter.statements).toBe(1);

    const log = await sessions.eventsAfter(id, 0);
    expect(log.map((e) => e.seq)).toEqual(handedOver.map((_, i) => i + 1));
    expect(log.map((e) => e.seatId)).toEqual([null, ...seats]);
    expect((await sessions.findById(id))?.phase).toBe('initial_positions');

    // Checkpoints with the events that report them: one statement again, numbering goes on.
    counter.reset();
    await Promise.all(
      seats.flatMap((seat) => [
        journal.save({
          phase: 'initial_positions',
          round: 0,
          seatId: seat,
          status: 'completed',
          output: { stance: 'support' },
          usage: { calls: 1, prompt_tokens: 1, completion_tokens: 1 },
          error: null,
        }),
        journal.append(at('seat_completed', seat)),
      ]),
    );
    expect(counter.statements).toBe(1);
    expect((await sessions.loadCheckpoints(id)).map((c) => c.seatId).sort()).toEqual([...seats].sort());
    const all = await sessions.eventsAfter(id, 0);
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all.slice(handedOver.length).map((e) => e.type)).toEqual(seats.map(() => 'seat_completed'));
    expect((await sessions.findById(id))?.progress).toBe(30);
  });

  it('writes nothing handed over after a failed write, so no event reports an unsaved step', async () => {
    const id = await queuedSession();
    const real = createSessionRepository(t.app.database.db);
    let failNext = true;
    const journal = openEventJournal({
      sessionId: id,
      repository: {
        ...real,
        async writeJournalBatch(...args: Parameters<SessionRepository['writeJournalBatch']>) {
          if (failNext) {
            failNext = false;
            throw new Error('connection reset');
          }
          return real.writeJournalBatch(...args);
        },
      },
      bus,
      aiSeats: SEATS,
      maxRounds: 3,
    });
    const saved = journal.save({
      phase: 'initial_positions',
      round: 0,
      seatId: 'seat-a',
      status: 'completed',
      output: {},
      usage: { calls: 1, prompt_tokens: 0, completion_tokens: 0 },
      error: null,
    });
    await expect(saved).rejects.toThrow('connection reset');
    await expect(journal.append(at('seat_completed', 'seat-a'))).rejects.toThrow('connection reset');
    await journal.settled();
    expect(await real.eventsAfter(id, 0)).toEqual([]);
  });

  it('keeps a checkpoint committed through it: a resumed run does not ask that step again', async () => {
    const id = await queuedSession();
    const sessions = createSessionRepository(t.app.database.db);
    const offline = createOfflineMind();
    const asked: string[] = [];
    const stop = new AbortController();
    // Stops the first run (as a shutdown would) once the discussion starts asking.
    const mind: Mind = {
      ...offline,
      initialPosition: (ctx, signal) => {
        asked.push(`position:${ctx.seat.id}`);
        return offline.initialPosition(ctx, signal);
      },
      discuss: (ctx, signal) => {
        stop.abort(new DOMException('stopped', 'AbortError'));
        return offline.discuss(ctx, signal);
      },
    };
    const runner = runnerOn(t.app.database.db, mind);
    await expect(runner.run(id, stop.signal)).rejects.toThrow();
    expect(asked).toHaveLength(SEATS);

    await runner.run(id, new AbortController().signal);
    expect((await sessions.findById(id))?.status).toBe('completed');
    expect(asked).toHaveLength(SEATS);
    const log = await sessions.eventsAfter(id, 0);
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    const reported = log.filter((e) => e.type === 'seat_completed' && e.phase === 'initial_positions');
    expect(reported).toHaveLength(SEATS);
  });

  it('runs a ten-seat session in a bounded number of statements per phase', async () => {
    const id = await queuedSession();
    const counter = countingDb(t.app.database);
    const sessions = createSessionRepository(counter.db);
    await runnerOn(counter.db, createOfflineMind()).run(id, new AbortController().signal);
    const statements = counter.statements;
    const row = await sessions.findById(id);
    expect(row?.status).toBe('completed');
    const phases = (await sessions.eventsAfter(id, 0)).filter((e) => e.type === 'phase_started').length;
    // Per phase: its announcement with the seats' 'started' events, the answers with their
    // checkpoints (in one or two commits), its end, the interjections read; and a few
    // statements to start and finish. One statement per event and checkpoint cost ~30 a phase.
    expect(statements).toBeLessThanOrEqual(5 * phases + 8);
  });
});
