// The deliberation engine's contract: what goes in (a board, a decision, a mind, ports for
// checkpoints, events and human input) and what comes out. Pure data types, no I/O.
import type { FollowUpAnswer, FollowUpContext } from './follow-up.ts';
import type { OptionsOutcome } from './option-ranking.ts';
import type { DecisionReading } from './reading.ts';
import type { Sensitivity } from './sensitivity.ts';
import type {
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  Revision,
  Synthesis,
  Usage,
} from './step-outputs.ts';
import type { AppliedVotingRule } from './voting-rules.ts';

export const STANCES = ['strongly_support', 'support', 'neutral', 'oppose', 'strongly_oppose'] as const;
export type Stance = (typeof STANCES)[number];

export const VOTES = ['approve', 'against', 'abstain'] as const;
export type Vote = (typeof VOTES)[number];

export const PHASES = ['initial_positions', 'discussion', 'consensus', 'final_vote', 'synthesis'] as const;
export type Phase = (typeof PHASES)[number];

export const DECISION_TYPES = [
  'funding',
  'pivot',
  'acquisition',
  'expansion',
  'launch',
  'hire',
  'strategic',
] as const;
export type DecisionType = (typeof DECISION_TYPES)[number];

/** The structured lens of a persona (the built-in ones: src/server/features/personas/builtin-personas.ts). */
export interface PersonaLens {
  /** What this member optimizes for, most important first (3–6 short phrases). */
  optimizesFor: string[];
  /** Questions this member always asks about any decision (4–7). */
  alwaysAsks: string[];
  /** The evidence this member trusts (3–6). */
  trustedEvidence: string[];
  /** Red flags that make this member oppose (4–7). */
  redFlags: string[];
  /** One or two sentences: how this member votes when information is missing or uncertain. */
  underUncertainty: string;
  /**
   * Lower-case single words or short phrases that, when they appear in a decision text, fall squarely in
   * this member's lens (10–25), e.g. CFO: 'runway', 'burn', 'margin', 'valuation', 'cash'. Used by a
   * deterministic offline engine to weigh what the member reacts to.
   */
  signalTerms: string[];
}

export interface SeatPersona {
  name: string;
  instructions: { system: string; behavioral: string; conversation: string };
  lens: PersonaLens | null;
}

export interface Seat {
  id: string;
  /** Position key, e.g. 'CFO'. */
  key: string;
  title: string;
  /** Fraction of the board's vote; a board's seats sum to 1. */
  weight: number;
  kind: 'AI' | 'Human';
  persona: SeatPersona | null;
  /** A model of its own for this seat (LLM mind), else the provider default. */
  model?: string | null;
}

export interface Decision {
  topic: string;
  context: string;
  type: string;
  constraints: {
    budget?: string | null;
    timeline?: string | null;
    other?: string | null;
    companyInfo?: string | null;
  };
  /**
   * This board's earlier decisions found related to this one (ADR 50), handed to the seats as
   * data: precedent to weigh, never part of the decision itself. Absent or empty when none.
   */
  related?: readonly PastDecision[];
  /**
   * The options the board chooses between (2–5, ADR 58), when the decision names them; absent or
   * empty for a yes/no decision, which deliberates exactly as before.
   */
  options?: readonly DecisionOption[];
}

/** One option of a decision: a letter ('A'…'E') and the words it was given in. */
export interface DecisionOption {
  id: string;
  label: string;
}

/** One of the board's past decisions, as handed to the seats: what was asked, decided and learned. */
export interface PastDecision {
  sessionId: string;
  topic: string;
  /** The kind the board read it as ('raise_funding'), or null. */
  kind: string | null;
  /** ISO date and time the board decided it. */
  decidedAt: string;
  outcome: 'proceed' | 'against' | 'mixed';
  confidence: number | null;
  recommendation: string;
  /** The critical risks the board named then. */
  risks: readonly string[];
  /** How it turned out, once reviewed; null before. */
  review: {
    followed: 'followed_board' | 'did_something_else' | 'not_yet' | null;
    result: 'better' | 'as_expected' | 'worse' | null;
    notes: string | null;
  } | null;
}

// ---- Step outputs -------------------------------------------------------------------------

// Described once as zod schemas (step-outputs.ts) and inferred from them.
export type {
  ActionItem,
  CriticalRisk,
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  OptionRank,
  OptionVeto,
  Revision,
  SeatAnswer,
  SeatRemark,
  Synthesis,
  Usage,
} from './step-outputs.ts';

// ---- What a mind sees ---------------------------------------------------------------------

/** One line per seat: never whole transcripts, so prompts stay small. */
export interface DigestEntry {
  seatId: string;
  title: string;
  stance: Stance;
  confidence: number;
  top_points: string[];
}

/** A remark a board member typed while watching live: data for the seats, never instructions. */
export interface Interjection {
  /** Its place in the session's event log. */
  seq: number;
  author: string;
  text: string;
}

/** A question a human seat put to this seat in its perspective. */
export interface QuestionForSeat {
  fromSeatId: string;
  /** The asker's seat title. */
  from: string;
  question: string;
}

/** A seat's sentence that disagrees with the reading: a contradicted figure, or a stated one called missing. */
export interface FigureFlag {
  seat: string;
  step: string;
  kind: 'contradicts' | 'claims_missing';
  sentence: string;
  /** What the reading holds instead. */
  reading: string;
}

/** A board member's words, read for figures that correct the reading. */
export interface Remark {
  author: string;
  text: string;
}

/** What the offline board answers instead of deliberating on a decision it cannot place. */
export interface Framing {
  positions: { seat: Seat; position: InitialPosition }[];
  synthesis: Synthesis;
}

export interface SeatContext {
  seat: Seat;
  decision: Decision;
  /** Every seat of the board, for addressing others by title. */
  board: readonly Seat[];
  /** What watching board members interjected before this step began (oldest first). */
  interjections?: readonly Interjection[];
  /**
   * The reading every seat reasons from (figures, sums, premise checks, duties), as corrected by
   * board members so far; null when the mind made none.
   */
  reading?: DecisionReading | null;
}

export interface Scores {
  vote_breakdown: VoteBreakdown;
  outcome: Outcome;
  consensus_level: number;
  confidence_score: number;
  /** The board's (or agenda item's) voting rule the outcome applied; absent under the default reading. */
  voting_rule?: AppliedVotingRule;
}

export interface VoteRecord {
  seat: Seat;
  vote: FinalVote;
  /**
   * A human seat that did not vote in its window: the vote its last stance implies, marked so
   * every view can say so.
   */
  fallback?: boolean;
}

export interface ChairContext {
  decision: Decision;
  /** The reading the seats reasoned from; the synthesis must cover each of its duties. */
  reading?: DecisionReading | null;
  interjections?: readonly Interjection[];
  board: readonly Seat[];
  digest: DigestEntry[];
  votes: VoteRecord[];
  scores: Scores;
  /** The board's ranking of the options, when the decision has them. */
  options?: OptionsOutcome | null;
}

export interface MindResult<T> {
  output: T;
  usage: Usage;
}

/**
 * A mind answers one seat's step. The LLM mind asks a model; the offline mind reasons
 * deterministically. Implementations throw `SeatStepError` for a failure confined to the seat
 * and step, and `FatalMindError` for failures retrying cannot fix (bad key, unknown model, quota).
 */
export interface Mind {
  readonly engine: 'offline' | 'llm';
  /** The model answering (LLM), or the offline engine's version label. */
  readonly model: string;
  initialPosition(ctx: SeatContext, signal: AbortSignal): Promise<MindResult<InitialPosition>>;
  discuss(
    ctx: SeatContext & { digest: DigestEntry[]; asked?: readonly QuestionForSeat[] },
    signal: AbortSignal,
  ): Promise<MindResult<DiscussionTurn>>;
  revise(
    ctx: SeatContext & { digest: DigestEntry[]; round: number; own: DigestEntry },
    signal: AbortSignal,
  ): Promise<MindResult<Revision>>;
  vote(
    ctx: SeatContext & { digest: DigestEntry[]; own: DigestEntry },
    signal: AbortSignal,
  ): Promise<MindResult<FinalVote>>;
  synthesize(ctx: ChairContext, signal: AbortSignal): Promise<MindResult<Synthesis>>;
  /**
   * How this mind reads the decision before any seat judges it (optional: the LLM mind restates
   * in its own prompts). A reading with `cannot_judge` ends the session before deliberating.
   */
  read?(decision: Decision): DecisionReading | null;
  /** The reading with the figures board members restated applied; the same object when none changes. */
  correct?(decision: Decision, reading: DecisionReading, remarks: readonly Remark[]): DecisionReading;
  /**
   * For a reading whose verdict is 'needs_information': the framing result (each seat's questions,
   * the facts to add) instead of a deliberation. A mind without it deliberates anyway.
   */
  frame?(ctx: { decision: Decision; reading: DecisionReading; board: readonly Seat[] }): Framing;
  /** A statement's figures checked against the reading (see figure-flags.ts). */
  checkStatement?(text: string, reading: DecisionReading): Omit<FigureFlag, 'seat' | 'step'>[];
  /**
   * After the session: one seat answers a user's follow-up question in character, from its
   * recorded reasoning (see follow-up.ts). Optional, so a mind made for one test need not answer.
   */
  answerFollowUp?(ctx: FollowUpContext, signal: AbortSignal): Promise<MindResult<FollowUpAnswer>>;
}

export class SeatStepError extends Error {
  override readonly name = 'SeatStepError';
}

export class FatalMindError extends Error {
  override readonly name = 'FatalMindError';
}

// ---- Ports the engine is given ------------------------------------------------------------

/** Identifies one step. `seatId` is null for the chair's synthesis. */
export interface StepKey {
  phase: Phase;
  round: number;
  seatId: string | null;
}

export interface Checkpoint extends StepKey {
  status: 'completed' | 'failed';
  output: unknown;
  usage: Usage;
  error: string | null;
}

/**
 * Durable step results: a resumed run never asks a completed step again. A step's checkpoint is
 * handed over together with the event reporting it (checkpoint first, see EventSink), and the step
 * counts as done only once `save` has resolved, i.e. the checkpoint is durable.
 */
export interface CheckpointStore {
  load(): Promise<Checkpoint[]>;
  /** Idempotent per StepKey (a unique constraint makes duplicates impossible). */
  save(checkpoint: Checkpoint): Promise<void>;
}

export type EngineEventType =
  | 'session_started'
  | 'reading'
  | 'phase_started'
  | 'seat_started'
  | 'seat_completed'
  | 'seat_failed'
  | 'round_skipped'
  | 'human_waiting'
  | 'human_received'
  | 'human_missing'
  | 'human_window'
  | 'phase_completed'
  | 'session_completed'
  | 'session_failed';

export interface EngineEvent {
  type: EngineEventType;
  phase: Phase | null;
  round: number | null;
  seatId: string | null;
  payload: Record<string, unknown>;
}

/**
 * Called once per event, in the order the events happen, without waiting for earlier calls to
 * settle (so writes handed over together can be committed together): the sink keeps that order,
 * and keeps it with the checkpoint store's saves — an event must never become visible before a
 * checkpoint handed over ahead of it, or a resumed run would report that step twice.
 */
export type EventSink = (event: EngineEvent) => Promise<void>;

export interface HumanQuestion {
  /** The AI seat asked. */
  seatId: string;
  question: string;
}

export interface HumanPerspective {
  stance: Stance;
  confidence: number;
  perspective: string;
  key_points: string[];
  questions: string | null;
  /** Questions to named AI seats, answered by them in the discussion. */
  questions_to?: HumanQuestion[];
}

/** The steps after the opening at which human seats act within a window. */
export type HumanWindowStep = 'consensus' | 'final_vote';

/**
 * Human seats at every step. Waits end when every seat asked has acted or the window's deadline
 * passes; deadlines are stored by the port, so a resumed run waits for the same deadline.
 */
export interface HumanInputPort {
  /** Their perspectives, up to the response window; null = no response. */
  awaitPerspectives(
    seats: readonly Seat[],
    signal: AbortSignal,
  ): Promise<Map<string, HumanPerspective | null>>;
  /** Opens a window (or finds the one opened before a restart) and returns its deadline. */
  openWindow(step: HumanWindowStep, round: number, seatIds: readonly string[]): Promise<Date>;
  /** Stance revisions made in this consensus round; a seat missing from the map kept its stance. */
  awaitRevisions(
    seats: readonly Seat[],
    round: number,
    deadline: Date,
    signal: AbortSignal,
  ): Promise<Map<string, Revision>>;
  /** Votes cast in the voting window; a seat missing from the map did not vote in time. */
  awaitVotes(seats: readonly Seat[], deadline: Date, signal: AbortSignal): Promise<Map<string, FinalVote>>;
  /**
   * On a decision with options: the rankings seats gave before the vote (with their perspective),
   * so a seat that does not vote in time still has its ranking counted beside the vote its stance
   * implies. Optional: a port without it counts only rankings cast with a vote.
   */
  standingBallots?(
    seats: readonly Seat[],
  ): Promise<Map<string, Required<Pick<FinalVote, 'ranking' | 'veto'>>>>;
  /** Interjections so far, oldest first. */
  interjections(signal: AbortSignal): Promise<Interjection[]>;
}

// ---- Result ---------------------------------------------------------------------------------

export interface VoteTally {
  approve: number;
  against: number;
  abstain: number;
}

export interface VoteBreakdown {
  headcount: VoteTally;
  /** Fractions of the whole board's weight. */
  weighted: VoteTally;
  /** Seats that could not vote (failed or no response), and their weight. */
  absent: { count: number; weight: number };
}

/**
 * 'cannot_judge': the mind refused the text before deliberating (see reading.ts); nobody voted.
 * 'needs_information': the offline board framed a decision it could not place (the figures, the
 * duties, each seat's questions) instead of inventing votes.
 */
export type Outcome = 'proceed' | 'against' | 'mixed' | 'cannot_judge' | 'needs_information';

export interface SeatRound {
  seatId: string;
  title: string;
  source: 'ai' | 'human';
  previous: Stance;
  stance: Stance;
  confidence: number;
  changed: boolean;
  reasoning: string;
  what_would_change_my_mind: string;
}

export interface RoundRecord {
  round: number;
  status: 'completed' | 'skipped';
  /** Why a round was skipped (early consensus). */
  reason: string | null;
  seats: SeatRound[];
  weighted_confidence: number;
}

export interface DeliberationResult {
  engine: 'offline' | 'llm';
  model: string;
  positions: { seat: Seat; position: InitialPosition; source: 'ai' | 'human' }[];
  discussion: { seat: Seat; turn: DiscussionTurn }[];
  rounds: RoundRecord[];
  votes: VoteRecord[];
  synthesis: Synthesis;
  scores: Scores;
  /** What watching board members interjected, each as it reached the seats. */
  interjections: Interjection[];
  /** Seats left out of a step, visibly. */
  failures: { seatId: string; title: string; phase: Phase; round: number; error: string }[];
  usage: Usage;
  /** How the mind read the decision, when it says (the offline mind always does). */
  reading: DecisionReading | null;
  /** 'Would it flip?': the pivotal seats and the weight that would change the outcome; null when nobody voted. */
  sensitivity: Sensitivity | null;
  /** Seats' statements that disagree with the reading's figures (absent in results made before the check). */
  figure_flags?: FigureFlag[];
  /** The board's ranking of the decision's options (absent for a yes/no decision). */
  options?: OptionsOutcome | null;
}
