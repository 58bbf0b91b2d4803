// The session's event log as one discriminated union: the engine's events (phases, seats, human
// windows, the ending) and what people do in the live room (interjections, reactions, a human
// seat acting, presence). Every live screen, the replay and the SSE stream read this one shape;
// the log is ordered by `seq` and resumable from any point.
import { z } from 'zod';

const seatRef = { title: z.string().optional(), key: z.string().optional() };
const seatList = z.array(z.object({ seatId: z.string(), title: z.string(), key: z.string().optional() }));

/** Payloads keep unknown fields (older logs, newer servers) rather than failing a live screen. */
const payload = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

const PAYLOADS = {
  session_started: payload({
    seats: z.number(),
    ai_seats: z.number(),
    human_seats: z.number(),
    engine: z.string(),
    model: z.string(),
    max_rounds: z.number(),
    resumed: z.boolean(),
  }),
  /** How the board read the decision: made at the start, and again when a member corrects a figure. */
  reading: payload({ reading: z.looseObject({}), corrected: z.boolean() }),
  phase_started: payload({ seats: z.number() }),
  phase_completed: payload({ seats: z.number(), failed: z.number() }),
  seat_started: payload({ ...seatRef, kind: z.enum(['AI', 'Human']).optional() }),
  /** The step's result, by phase: a position, a discussion turn, a revision, a vote or the synthesis. */
  seat_completed: payload({
    ...seatRef,
    source: z.enum(['ai', 'human']).optional(),
    fallback: z.boolean().optional(),
    stance: z.string().optional(),
    previous: z.string().optional(),
    changed: z.boolean().optional(),
    confidence: z.number().optional(),
    perspective: z.string().optional(),
    key_points: z.array(z.string()).optional(),
    summary: z.string().optional(),
    reasoning: z.string().optional(),
    vote: z.string().optional(),
    rationale: z.string().optional(),
    recommendation: z.string().optional(),
    outcome: z.string().optional(),
    answers: z.array(z.object({ seat: z.string(), question: z.string(), answer: z.string() })).optional(),
  }),
  seat_failed: payload({ ...seatRef, error: z.string() }),
  round_skipped: payload({ reason: z.string() }),
  human_waiting: payload({ seats: seatList }),
  human_received: payload({
    ...seatRef,
    stance: z.string(),
    confidence: z.number(),
    key_points: z.array(z.string()),
  }),
  human_missing: payload({ ...seatRef, reason: z.string() }),
  /** A window opened for human seats: a consensus round or the final vote. */
  human_window: payload({ step: z.enum(['consensus', 'final_vote']), deadline: z.string(), seats: seatList }),
  /** A human seat acted in a window (who, never how: a vote is shown when the vote closes). */
  human_acted: payload({ step: z.enum(['perspective', 'consensus', 'final_vote']), title: z.string() }),
  interjection: payload({ user_id: z.string(), author: z.string(), text: z.string() }),
  reaction: payload({
    target_seq: z.number(),
    kind: z.enum(['agree', 'disagree', 'question', 'concern']),
    user_id: z.string(),
    active: z.boolean(),
    count: z.number(),
  }),
  presence: payload({ user_id: z.string(), name: z.string(), present: z.boolean() }),
  session_completed: payload({ outcome: z.string() }),
  session_failed: payload({ reason: z.string() }),
} as const;

export type SessionEventType = keyof typeof PAYLOADS;
export const SESSION_EVENT_TYPES = Object.keys(PAYLOADS) as SessionEventType[];

const base = {
  seq: z.number().int(),
  phase: z.string().nullable(),
  round: z.number().int().nullable(),
  seat_id: z.string().nullable(),
  at: z.string(),
};

const variant = <K extends SessionEventType>(type: K) =>
  z.object({ ...base, type: z.literal(type), payload: PAYLOADS[type] });

export const sessionEventSchema = z.discriminatedUnion('type', [
  variant('session_started'),
  variant('reading'),
  variant('phase_started'),
  variant('phase_completed'),
  variant('seat_started'),
  variant('seat_completed'),
  variant('seat_failed'),
  variant('round_skipped'),
  variant('human_waiting'),
  variant('human_received'),
  variant('human_missing'),
  variant('human_window'),
  variant('human_acted'),
  variant('interjection'),
  variant('reaction'),
  variant('presence'),
  variant('session_completed'),
  variant('session_failed'),
]);
export type SessionEvent = z.infer<typeof sessionEventSchema>;
export type SessionEventOf<K extends SessionEventType> = Extract<SessionEvent, { type: K }>;
export type SessionEventPayload<K extends SessionEventType> = z.infer<(typeof PAYLOADS)[K]>;

/** Events that end a session's log. */
export const TERMINAL_EVENT_TYPES: readonly SessionEventType[] = ['session_completed', 'session_failed'];
