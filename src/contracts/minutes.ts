// Minutes a secretary would sign: attendance and quorum, each decision's votes by seat and the
// conditions that came with it, and approval. The rules here (what quorum is, how a decision's
// wording reads when it names conditions) are read by the server, its exports and the web app.
import { z } from 'zod';
import { idSchema } from './text.ts';

export const ATTENDANCE_STATUSES = ['present', 'remote', 'absent', 'apologies'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Readonly<Record<AttendanceStatus, string>> = {
  present: 'Present',
  remote: 'Remote',
  absent: 'Absent',
  apologies: 'Apologies',
};
/** Those who take part, in the room or remotely; they make the quorum. */
export const ATTENDING: ReadonlySet<AttendanceStatus> = new Set(['present', 'remote']);

export const MINUTES_MESSAGES = {
  approved: 'These minutes are approved and can no longer be changed',
  notRunning: 'Attendance is recorded once the meeting has started',
  notOnRoster: 'Attendance can be recorded only for the board’s seat holders and its organization’s members',
  onlyAdmins: 'Only an Admin of the board’s organization can approve its minutes',
} as const;

export const attendanceEntrySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** The human seat the person holds on this board, if any. */
  seat_title: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const quorumSchema = z.object({
  /** The board's seats, human and AI. */
  seats: z.number().int(),
  /** Seats present: every AI seat, and each human seat whose holder attends. */
  present: z.number().int(),
  required: z.number().int(),
  /** 'board': the board set it; 'majority': more than half of the seats. */
  source: z.enum(['board', 'majority']),
  met: z.boolean(),
});
export type Quorum = z.infer<typeof quorumSchema>;

export const attendanceSchema = z.object({
  entries: z.array(attendanceEntrySchema),
  quorum: quorumSchema,
  /** False once the minutes are approved, or for someone who may not record it. */
  editable: z.boolean(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const recordAttendanceBodySchema = z.strictObject({
  entries: z
    .array(z.strictObject({ user_id: idSchema, status: z.enum(ATTENDANCE_STATUSES) }))
    .min(1)
    .max(500),
});
export type RecordAttendanceBody = z.infer<typeof recordAttendanceBodySchema>;

export const approvalSchema = z.object({ approved_at: z.string(), approved_by: z.string() });

export interface QuorumInput {
  aiSeats: number;
  /** The holder of each human seat (null: nobody holds it, so it is absent). */
  humanSeatHolders: readonly (string | null)[];
  boardQuorum: number | null;
  statuses: ReadonlyMap<string, AttendanceStatus>;
}

/**
 * Quorum over the board's seats (ADR 28): AI seats take part whenever the board sits, human seats
 * when their holder is present or remote. Unless the board sets a number, more than half of all
 * seats must be present.
 */
export function quorumOf(input: QuorumInput): Quorum {
  const seats = input.aiSeats + input.humanSeatHolders.length;
  const humansPresent = input.humanSeatHolders.filter((holder) => {
    const status = holder ? input.statuses.get(holder) : undefined;
    return status !== undefined && ATTENDING.has(status);
  }).length;
  const present = input.aiSeats + humansPresent;
  const required = input.boardQuorum ?? Math.floor(seats / 2) + 1;
  return {
    seats,
    present,
    required,
    source: input.boardQuorum === null ? 'majority' : 'board',
    met: present >= required,
  };
}

/** 'Quorum met: 5 of 7 seats present (4 required, a majority of the seats).' */
/** What a meeting without quorum may do, said wherever its quorum is. */
export const WITHOUT_QUORUM =
  "Without a quorum the meeting may go on, but its decisions are not the board's until a meeting with a quorum ratifies them.";

/** On each decision of a meeting without quorum. */
export const NOT_THE_BOARDS_DECISION =
  "Not the board's decision: the meeting had no quorum. It stands once a meeting with a quorum ratifies it.";

export function quorumLine(quorum: Quorum): string {
  const basis = quorum.source === 'board' ? 'set by the board' : 'a majority of the seats';
  const line = `Quorum ${quorum.met ? 'met' : 'not met'}: ${quorum.present} of ${quorum.seats} seats present (${quorum.required} required, ${basis}).`;
  return quorum.met ? line : `${line} ${WITHOUT_QUORUM}`;
}

const CONDITIONS_PHRASE = /,?\s*with the conditions below\.?$/i;

/**
 * A recorded decision's wording as the minutes print it: a recommendation 'with the conditions
 * below' is followed by those conditions; with none recorded, the phrase goes.
 */
export function decisionWording(wording: string, conditions: readonly string[]): string {
  if (conditions.length > 0 || !CONDITIONS_PHRASE.test(wording)) return wording;
  return wording.replace(CONDITIONS_PHRASE, '').trimEnd();
}

/** One seat's vote on a recorded decision, as the minutes print it (and keep it). */
export interface DecisionVoteLine {
  seat_title: string;
  kind: 'AI' | 'Human';
  /** The person holding a human seat when the board decided. */
  member_name: string | null;
  vote: 'approve' | 'against' | 'abstain';
  /** A human seat that did not vote in its window: its last stance was cast for it. */
  fallback: boolean;
  /** Under a rule where AI seats only advise, their vote is shown but not counted. */
  advisory: boolean;
}

const VOTE_WORDS = { approve: 'Approve', against: 'Against', abstain: 'Abstain' } as const;

/** Who voted how, as the minutes print it: 'Jane Doe (Audit Chair): Against — stance cast after the window'. */
export function voteLine(v: DecisionVoteLine): string {
  const who =
    v.kind === 'Human' ? `${v.member_name ?? 'Unassigned'} (${v.seat_title})` : `${v.seat_title} (AI)`;
  const notes = [
    v.fallback ? 'last stance cast when the vote window closed' : '',
    v.advisory ? 'advisory, not counted' : '',
  ].filter(Boolean);
  return `${who}: ${VOTE_WORDS[v.vote]}${notes.length ? ` — ${notes.join('; ')}` : ''}`;
}
