// The engine's HumanInputPort on the database: human seats' perspectives (until the response
// window closes), their revisions in each consensus round and their votes in the voting window,
// and the interjections of watching members. Windows are stored when first opened, so a run
// resumed after a restart waits for the same deadline. A wait ends as soon as every seat asked
// has acted; the bus wakes it at once in this process, a periodic re-read covers other processes.
import type {
  FinalVote,
  HumanInputPort,
  HumanPerspective,
  HumanWindowStep,
  Interjection,
  Revision,
  Seat,
  Stance,
  Vote,
} from '../../../engine/types.ts';
import type { HumanWindows } from '../../config.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import type { SeatWindows } from '../live/seat-windows.ts';
import type { HumanRepository } from './repository.ts';

/** A ranking of the options and its veto, as a seat gave them in the portal. */
type Ballot = Required<Pick<FinalVote, 'ranking' | 'veto'>>;

const RECHECK_MS = 2_000;
/** A submission checked just before the deadline may commit just after it: read once more then. */
const CLOSING_GRACE_MS = 1_000;
/** A window of no length (configured off) is read once, without waiting. */
const graceFor = (windowSeconds: number) => (windowSeconds > 0 ? CLOSING_GRACE_MS : 0);

export function createHumanInputPort(options: {
  sessionId: string;
  deadline: Date;
  repository: HumanRepository;
  live: SeatWindows;
  windows: HumanWindows;
  bus: SessionEventBus;
  /**
   * The perspective deadline as stored now: the owner may bring it forward to go on without the
   * seats still pending, so the wait re-reads it instead of trusting the one it started with.
   */
  readDeadline?: () => Promise<Date | null>;
  /** Told when a window opens (again, on resume), e.g. to ask the seat holders for their votes. */
  onWindowOpened?: (step: HumanWindowStep, closesAt: Date, round: number) => Promise<void>;
  now?: () => number;
}): HumanInputPort {
  const { sessionId, bus, live } = options;
  const now = options.now ?? Date.now;

  /** Reads until every wanted seat has an answer or the deadline (plus grace) has passed. */
  async function waitFor<T>(
    wanted: ReadonlySet<string>,
    deadline: Date | (() => Promise<Date>),
    signal: AbortSignal,
    read: () => Promise<Map<string, T>>,
    grace = CLOSING_GRACE_MS,
  ): Promise<Map<string, T>> {
    for (;;) {
      signal.throwIfAborted();
      const answered = await read();
      const closes = typeof deadline === 'function' ? await deadline() : deadline;
      const remaining = closes.getTime() + grace - now();
      if ([...wanted].every((id) => answered.has(id)) || remaining <= 0) return answered;
      await bus.waitForEvent(sessionId, Math.min(RECHECK_MS, remaining), signal);
    }
  }

  /** A window's closing time as stored now: going on without a seat brings it forward. */
  async function storedClose(step: HumanWindowStep, round: number | null, fallback: Date): Promise<Date> {
    const latest = await live.latestWindow(sessionId);
    if (!latest || latest.step !== step || (round !== null && latest.round !== round)) return fallback;
    return latest.closesAt < fallback ? latest.closesAt : fallback;
  }

  return {
    async awaitPerspectives(seats: readonly Seat[], signal: AbortSignal) {
      const wanted = new Set(seats.map((s) => s.id));
      const { readDeadline } = options;
      const answered = await waitFor(
        wanted,
        readDeadline ? async () => (await readDeadline()) ?? options.deadline : options.deadline,
        signal,
        async () => {
          const rows = await options.repository.listForSession(sessionId);
          return new Map(
            rows.flatMap((row) =>
              row.positionId && wanted.has(row.positionId) ? [[row.positionId, row] as const] : [],
            ),
          );
        },
        0,
      );
      return new Map<string, HumanPerspective | null>(
        seats.map((seat) => {
          const row = answered.get(seat.id);
          return [
            seat.id,
            row
              ? {
                  stance: row.stance as Stance,
                  confidence: row.confidence,
                  perspective: row.perspective,
                  key_points: row.keyPoints,
                  questions: row.questions,
                  questions_to: row.questionsTo,
                }
              : null,
          ];
        }),
      );
    },

    async openWindow(step: HumanWindowStep, round: number, seatIds: readonly string[]) {
      const seconds = step === 'final_vote' ? options.windows.voteSeconds : options.windows.roundSeconds;
      const row = await live.openWindow({ sessionId, step, round, seatIds: [...seatIds], seconds });
      await options.onWindowOpened?.(step, row.closesAt, round);
      return row.closesAt;
    },

    async awaitRevisions(seats, round, deadline, signal) {
      const wanted = new Set(seats.map((s) => s.id));
      const rows = await waitFor(
        wanted,
        () => storedClose('consensus', round, deadline),
        signal,
        async () => {
          const found = await live.revisions(sessionId, round);
          return new Map(found.filter((r) => wanted.has(r.seatId)).map((r) => [r.seatId, r]));
        },
        graceFor(options.windows.roundSeconds),
      );
      return new Map<string, Revision>(
        [...rows].map(([seatId, r]) => [
          seatId,
          {
            stance: r.stance as Stance,
            confidence: r.confidence,
            reasoning: r.reasoning,
            what_would_change_my_mind: '',
          },
        ]),
      );
    },

    async awaitVotes(seats, deadline, signal) {
      const wanted = new Set(seats.map((s) => s.id));
      const rows = await waitFor(
        wanted,
        () => storedClose('final_vote', null, deadline),
        signal,
        async () => {
          const found = await live.votes(sessionId);
          return new Map(found.filter((v) => wanted.has(v.seatId)).map((v) => [v.seatId, v]));
        },
        graceFor(options.windows.voteSeconds),
      );
      // A seat that ranked the options in the portal and voted without ranking them again keeps
      // its portal ranking (ADR 61): the live room's ranking, when given, replaces it whole.
      const portal = new Map(
        (await options.repository.listForSession(sessionId)).flatMap((p) =>
          p.positionId && p.ranking?.length ? [[p.positionId, p] as const] : [],
        ),
      );
      return new Map<string, FinalVote>(
        [...rows].map(([seatId, v]) => {
          const earlier = portal.get(seatId);
          const ballot = v.ranking?.length
            ? { ranking: v.ranking, veto: v.veto ?? null }
            : earlier?.ranking?.length
              ? { ranking: earlier.ranking, veto: earlier.veto ?? null }
              : {};
          return [
            seatId,
            { vote: v.vote as Vote, rationale: v.rationale, confidence: v.confidence, ...ballot },
          ];
        }),
      );
    },

    async standingBallots(seats) {
      const wanted = new Set(seats.map((s) => s.id));
      const rows = await options.repository.listForSession(sessionId);
      return new Map(
        rows.flatMap((p) =>
          p.positionId && wanted.has(p.positionId) && p.ranking?.length
            ? [[p.positionId, { ranking: p.ranking, veto: p.veto ?? null } as Ballot] as const]
            : [],
        ),
      );
    },

    async interjections(): Promise<Interjection[]> {
      const rows = await live.interjections(sessionId);
      return rows.map((row) => ({
        seq: row.seq,
        author: String(row.payload.author ?? 'A board member'),
        text: String(row.payload.text ?? ''),
      }));
    },
  };
}

/** What the session runner hands for one session; the repositories are bound by humanInputFactory. */
export type HumanInputOptions = Omit<Parameters<typeof createHumanInputPort>[0], 'repository' | 'live'>;

/** The runner's way to the human seats' answers, over these repositories (composed by the runtime). */
export function humanInputFactory(repository: HumanRepository, live: SeatWindows) {
  return (options: HumanInputOptions): HumanInputPort =>
    createHumanInputPort({ ...options, repository, live });
}
