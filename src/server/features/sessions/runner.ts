// Runs one session as a job: the engine with this process's mind, the session's checkpoints as
// its store, its event log as its sink and the human seats' answers as its input. A job that
// stops part-way (shutdown, crash) runs again later and resumes from the checkpoints.
import { MAX_CONSENSUS_ROUNDS } from '../../../contracts/consensus-rounds.ts';
import { DeliberationFailedError, runDeliberation } from '../../../engine/protocol.ts';
import type { DecisionReading } from '../../../engine/reading.ts';
import type {
  Decision,
  DeliberationResult,
  EngineEvent,
  HumanInputPort,
  HumanWindowStep,
  Mind,
  PastDecision,
} from '../../../engine/types.ts';
import type { VotingRule } from '../../../engine/voting-rules.ts';
import type { HumanWindows } from '../../config.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import type { SnapshotSeat } from './board-snapshot.ts';
import { bareSeat } from './board-snapshot.ts';
import { openEventJournal } from './event-journal.ts';
import type { SessionRepository, SessionRow } from './repository.ts';

/** What a session's human seats are asked through (the engine's port is built by the human feature). */
export interface HumanInputRequest {
  sessionId: string;
  deadline: Date;
  readDeadline?: () => Promise<Date | null>;
  windows: HumanWindows;
  bus: SessionEventBus;
  onWindowOpened?: (step: HumanWindowStep, closesAt: Date, round: number) => Promise<void>;
}

export interface SessionRunnerDeps {
  sessions: SessionRepository;
  /** The human seats' answers for one session (human/human-input.ts: humanInputFactory). */
  humanInputFor(request: HumanInputRequest): HumanInputPort;
  humanWindows: HumanWindows;
  bus: SessionEventBus;
  /** Recorded on each session this runner claims: which worker ran it (null outside a worker). */
  workerId?: string | null;
  /** The past decisions the session was handed at its start (ADR 50); none when absent. */
  pastDecisionsOf?(sessionId: string): Promise<PastDecision[]>;
  /** The mind for this session's recorded provider (see providers/mind-factory.ts). */
  mindFor(session: SessionRow): Promise<Mind>;
  /** Told when a window for human seats opens (the vote asks its holders by notification). */
  onWindowOpened?: (
    session: SessionRow,
    step: HumanWindowStep,
    closesAt: Date,
    round: number,
  ) => Promise<void>;
  /** Told each completed session and its result (meetings record agenda decisions from it). */
  onCompleted?: (session: SessionRow, result: DeliberationResult) => Promise<void>;
  log: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
  /** Told when a session starts for the first time, completes or fails, with its engine (metrics). */
  onSessionEvent?: (engine: string, event: 'started' | 'completed' | 'failed') => void;
}

export function decisionOf(row: SessionRow): Decision {
  return {
    topic: row.decisionTopic,
    context: row.decisionContext,
    type: row.decisionType,
    constraints: {
      budget: row.constraints.budget ?? null,
      timeline: row.constraints.timeline ?? null,
      other: row.constraints.other ?? null,
      companyInfo: row.constraints.company_info ?? null,
    },
    ...(row.options?.length ? { options: row.options } : {}),
  };
}

/** The rule fixed at the session's start, in the engine's terms; null for the default reading. */
function votingRuleOf(row: SessionRow): VotingRule | null {
  const rule = row.votingRule;
  return rule ? { threshold: rule.threshold, base: rule.base, aiSeats: rule.ai_seats } : null;
}

/** The stored form of a result: seats without their persona texts. */
function storableResult(result: DeliberationResult): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(result, (key, value) =>
      key === 'seat' && value && typeof value === 'object' ? bareSeat(value) : value,
    ),
  ) as Record<string, unknown>;
}

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

export function createSessionRunner(deps: SessionRunnerDeps) {
  const { sessions, bus } = deps;

  async function fail(row: SessionRow, engine: string, reason: string): Promise<void> {
    await sessions.update(row.id, { status: 'failed', error: reason, completedAt: new Date() });
    bus.notify(row.id);
    deps.onSessionEvent?.(engine, 'failed');
  }

  return {
    /**
     * Runs or resumes a session. An unexpected error (a database hiccup, say) is rethrown so the
     * job is retried and resumes from its checkpoints; on the last attempt the session fails.
     */
    async run(
      sessionId: string,
      signal: AbortSignal,
      options: {
        finalAttempt?: boolean;
        /**
         * Aborted when the process is stopping: no new step starts and waits for people end, while
         * the steps already asking the mind run on to their checkpoint (the job then resumes).
         */
        drain?: AbortSignal;
      } = {},
    ): Promise<void> {
      const row = await sessions.findById(sessionId);
      if (!row || row.status === 'completed' || row.status === 'failed') return;
      const seats = row.boardSnapshot as SnapshotSeat[];
      const mind = await deps.mindFor(row);
      await sessions.update(row.id, {
        status: 'in_progress',
        startedAt: row.startedAt ?? new Date(),
        engine: mind.engine,
        model: mind.model,
        workerId: deps.workerId ?? null,
      });
      if (!row.startedAt) deps.onSessionEvent?.(mind.engine, 'started');
      const drain = options.drain;
      const journal = openEventJournal({
        sessionId: row.id,
        repository: sessions,
        bus,
        aiSeats: seats.filter((s) => s.kind === 'AI').length,
        maxRounds: MAX_CONSENSUS_ROUNDS,
      });
      // The closing event waits until the outcome is stored, so a client reacting to it
      // always finds the finished session.
      let closing: EngineEvent | null = null;
      const emit = (event: EngineEvent) => {
        if (event.type === 'session_completed' || event.type === 'session_failed') {
          closing = event;
          return Promise.resolve();
        }
        return journal.append(event);
      };
      const close = async () => {
        if (closing) await journal.append(closing);
      };
      // A resumed run reasons from the reading its log recorded, so the facts do not change mid-session.
      const stored = await sessions.latestReading(row.id);
      const related = (await deps.pastDecisionsOf?.(row.id)) ?? [];
      try {
        const result = await runDeliberation({
          board: seats,
          decision: related.length ? { ...decisionOf(row), related } : decisionOf(row),
          votingRule: votingRuleOf(row),
          optionRule: row.optionRule ?? 'borda',
          mind,
          reading: stored ? (stored as DecisionReading) : null,
          // Checkpoints go through the journal with the events, so both keep one order and a
          // step's checkpoint and its report are committed together.
          store: {
            load: () => sessions.loadCheckpoints(row.id),
            save: (checkpoint) => journal.save(checkpoint),
          },
          emit,
          humans: deps.humanInputFor({
            sessionId: row.id,
            deadline: row.humanDeadline ?? new Date(),
            readDeadline: () => sessions.humanDeadlineOf(row.id),
            // An asynchronous board's session fixed its windows (hours) at start.
            windows: row.humanWindows ?? deps.humanWindows,
            bus,
            onWindowOpened: async (step, closesAt, round) => {
              // A notification that cannot be written must not stop the deliberation.
              await deps.onWindowOpened?.(row, step, closesAt, round).catch((error: unknown) => {
                deps.log.error({ err: error, sessionId: row.id }, 'window notification failed');
              });
            },
          }),
          signal,
          ...(drain ? { drain } : {}),
          maxRounds: MAX_CONSENSUS_ROUNDS,
        });
        // Every write of the run is in before the final status (the progress must not move after it).
        await journal.settled();
        await sessions.update(row.id, {
          status: 'completed',
          progress: 100,
          result: storableResult(result),
          outcome: result.scores.outcome,
          confidenceScore: result.scores.confidence_score,
          completedAt: new Date(),
        });
        await deps.onCompleted?.(row, result);
        await close();
        deps.onSessionEvent?.(mind.engine, 'completed');
      } catch (error) {
        // Nothing of this run may be written after it ends (a retry may already be starting).
        await journal.settled();
        // Shutdown: the job is retried and resumes from its checkpoints.
        if (isAbort(error, signal) || drain?.aborted) throw error;
        if (error instanceof DeliberationFailedError) {
          await fail(row, mind.engine, error.reason);
          await close();
          return;
        }
        deps.log.error(
          { err: error, sessionId: row.id, finalAttempt: options.finalAttempt },
          'deliberation crashed',
        );
        if (!options.finalAttempt) throw error;
        // Written on its own: the journal refuses everything after a failed write.
        const failed: EngineEvent = {
          type: 'session_failed',
          phase: null,
          round: null,
          seatId: null,
          payload: { reason: 'Internal error' },
        };
        await sessions.writeJournalBatch(row.id, { checkpoints: [], events: [failed] }).catch(() => {});
        await fail(
          row,
          mind.engine,
          'The deliberation stopped because of an internal error. Please try again.',
        );
      }
    },
  };
}
export type SessionRunner = ReturnType<typeof createSessionRunner>;
