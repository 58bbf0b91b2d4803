// Each step's output (a seat's position, turn, revision and vote, the chair's synthesis) described
// once, as zod schemas; the step types in types.ts are inferred from them.
//
// One description is read in two dialects, because two readers want different things of it:
// - the model dialect (minds/llm/schemas.ts) is what a model is asked for through structured
//   output: every field described, enums strict, long text clipped rather than refused;
// - the boundary dialect (below) is how the engine checks any mind's answer or a stored
//   checkpoint: a wrong stance, vote or confidence would corrupt the computed scores, so it fails
//   the seat's step (SeatStepError); cosmetic gaps (a missing list, an empty entry, an unknown
//   severity) are repaired with `.catch()` and transforms instead.
import { z } from 'zod';
import { clamp01 } from './scoring.ts';
import { SeatStepError, STANCES, VOTES } from './types.ts';

/** The limits a model is told of (and clipped to); the boundary keeps what a mind wrote. */
export const LIMITS = {
  perspective: 1500,
  point: 300,
  points: 6,
  questions: 4,
  remarkSeat: 120,
  answers: 3,
  remarkPoint: 400,
  remarks: 4,
  summary: 800,
  reasoning: 1200,
  whatWouldChange: 600,
  rationale: 1200,
  recommendation: 600,
  executiveSummary: 1500,
  synthesis: 4000,
  actionItems: 8,
  action: 300,
  ownerRole: 80,
  horizon: 80,
  risks: 6,
  risk: 300,
  mitigation: 400,
  minorityReport: 1500,
  followUpAnswer: 1500,
  veto: 200,
} as const;

/** How a dialect reads each kind of field. */
export interface Dialect {
  /** Free text; `fallback` stands in for an empty answer at the boundary. */
  text(max: number, description: string, fallback?: string): z.ZodType<string>;
  /** Text that must not be empty at the boundary (an entry without it is dropped, a step fails). */
  required(max: number, description: string): z.ZodType<string>;
  /** A list; at the boundary a missing list is empty and entries that do not parse are dropped. */
  list<T>(item: z.ZodType<T>, max: number, description: string): z.ZodType<T[]>;
  /** One of `values`; at the boundary `fallback` replaces an unknown value, else the step fails. */
  oneOf<const T extends readonly [string, ...string[]]>(
    values: T,
    description: string,
    fallback?: T[number],
  ): z.ZodType<T[number]>;
  confidence(): z.ZodType<number>;
  /** An option's letter ('A'…'E'). */
  letter(description: string): z.ZodType<string>;
}

/** The step outputs in one dialect. */
export function stepOutputSchemas(f: Dialect) {
  const stance = f.oneOf(STANCES, 'Your position on the decision.');
  const confidence = f.confidence();

  const initialPosition = z.object({
    stance,
    confidence,
    perspective: f.text(LIMITS.perspective, 'Your view of the decision from your seat, in a few sentences.'),
    key_points: f.list(
      f.required(LIMITS.point, 'One point.'),
      LIMITS.points,
      'Your most important points, most important first.',
    ),
    concerns: f.list(f.required(LIMITS.point, 'One concern.'), LIMITS.points, 'Your concerns or risks.'),
    recommendations: f.list(
      f.required(LIMITS.point, 'One recommendation.'),
      LIMITS.points,
      'What you recommend doing.',
    ),
    questions: f.list(
      f.required(LIMITS.point, 'One question.'),
      LIMITS.questions,
      'Questions that must be answered.',
    ),
  });

  /** A remark to another seat, addressed by its title. */
  const seatRemark = z.object({
    seat: f.required(
      LIMITS.remarkSeat,
      'The exact title of the board seat you address, as listed in <board>.',
    ),
    point: f.required(LIMITS.remarkPoint, 'What you say to that seat, specific and short.'),
  });

  /** A seat's answer to a question a human board member put to it (the asker's title). */
  const seatAnswer = z.object({
    seat: f.required(LIMITS.remarkSeat, 'Who asked.'),
    question: f.text(LIMITS.remarkPoint, 'The question answered.'),
    answer: f.required(LIMITS.remarkPoint, 'Your answer.'),
  });

  const discussionTurn = z.object({
    agreements: f.list(seatRemark, LIMITS.remarks, 'Points of other seats you agree with.'),
    rebuttals: f.list(seatRemark, LIMITS.remarks, 'Points of other seats you challenge, and why.'),
    questions: f.list(seatRemark, LIMITS.remarks, 'Questions you put to other seats.'),
    summary: f.text(LIMITS.summary, 'Your contribution to the discussion in two or three sentences.'),
    /** Answers to the questions human board members addressed to this seat. */
    answers: f.list(seatAnswer, LIMITS.answers, 'Answers to <questions_for_you>, or none.'),
  });

  const revision = z.object({
    stance,
    confidence,
    reasoning: f.text(LIMITS.reasoning, 'Why you hold (or changed) your position after this round.'),
    what_would_change_my_mind: f.text(
      LIMITS.whatWouldChange,
      'The evidence or condition that would change your mind.',
    ),
  });

  /** A seat's place for one option, best first, with its reason. */
  const optionRank = z.object({
    option: f.letter("The option's letter."),
    reason: f.text(LIMITS.rationale, 'Why it is placed here, through your lens.'),
  });

  /** A seat's veto of one option, on a duty it owns (the duty named). */
  const optionVeto = z.object({
    option: f.letter("The vetoed option's letter."),
    duty: f.required(LIMITS.veto, 'The duty your seat owns that the option would breach.'),
    reason: f.text(LIMITS.rationale, 'Why the option breaches it.'),
  });

  const finalVote = z.object({
    vote: f.oneOf(VOTES, 'Your final vote on the decision as proposed.'),
    rationale: f.text(LIMITS.rationale, 'The reasons for your vote.'),
    confidence,
    /** On a decision with options: every option, best first, each with a reason. */
    ranking: f.list(optionRank, 5, 'Every option, best first.').optional(),
    /** On a decision with options: the one option the seat vetoes, if any. */
    veto: optionVeto.nullable().optional(),
  });

  const actionItem = z.object({
    action: f.required(LIMITS.action, 'A concrete next step.'),
    owner_role: f.text(LIMITS.ownerRole, 'The role that owns it, e.g. CFO.', 'CEO'),
    horizon: f.text(LIMITS.horizon, 'When, e.g. "next 30 days".', 'next 30 days'),
  });

  const criticalRisk = z.object({
    risk: f.required(LIMITS.risk, 'The risk.'),
    severity: f.oneOf(['low', 'medium', 'high', 'critical'], 'How severe the risk is.', 'medium'),
    mitigation: f.text(LIMITS.mitigation, 'How to mitigate it.'),
  });

  const synthesis = z.object({
    recommendation: f.required(LIMITS.recommendation, "The board's recommendation in one or two sentences."),
    executive_summary: f.text(LIMITS.executiveSummary, 'A short summary for the founder.'),
    synthesis: f.text(LIMITS.synthesis, 'How the board reasoned: where it agreed, where it split, and why.'),
    action_items: f.list(actionItem, LIMITS.actionItems, 'Next steps.'),
    critical_risks: f.list(criticalRisk, LIMITS.risks, 'The most important risks.'),
    minority_report: f.text(
      LIMITS.minorityReport,
      'The strongest dissenting view and who held it; an empty string if the board was unanimous.',
      'No dissent.',
    ),
  });

  return {
    initialPosition,
    seatRemark,
    seatAnswer,
    discussionTurn,
    revision,
    optionRank,
    optionVeto,
    finalVote,
    actionItem,
    criticalRisk,
    synthesis,
  };
}

// ---- The boundary dialect -------------------------------------------------------------------

const trimmed = z
  .string()
  .catch('')
  .transform((value) => value.trim());

const boundary: Dialect = {
  text: (_max, _description, fallback = '') => trimmed.transform((value) => value || fallback),
  required: () =>
    trimmed.pipe(z.string().min(1, { error: (issue) => `no ${String(issue.path?.at(-1) ?? 'text')}` })),
  list: <T>(item: z.ZodType<T>) =>
    z
      .array(z.unknown())
      .catch([])
      .transform((items) =>
        items.flatMap((entry) => {
          const parsed = item.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
  oneOf: (values, _description, fallback) => {
    const strict = z.enum(values, {
      error: (issue) => `unknown ${String(issue.path?.at(-1) ?? 'value')} ${JSON.stringify(issue.input)}`,
    });
    return fallback === undefined ? strict : strict.catch(fallback);
  },
  confidence: () => z.number({ error: 'no confidence' }).transform(clamp01),
  letter: () => trimmed.transform((value) => value.toUpperCase()).pipe(z.string().min(1)),
};

const checked = stepOutputSchemas(boundary);

/** A seat's vote as the boundary keeps it: a ranking only when it has entries, a veto only when whole. */
const checkedFinalVote = checked.finalVote
  .extend({ veto: checked.optionVeto.nullable().optional().catch(undefined) })
  .transform(({ ranking, veto, ...vote }) => ({
    ...vote,
    ...(ranking?.length ? { ranking } : {}),
    ...(veto ? { veto } : {}),
  }));

export type InitialPosition = z.output<typeof checked.initialPosition>;
export type SeatRemark = z.output<typeof checked.seatRemark>;
export type SeatAnswer = z.output<typeof checked.seatAnswer>;
export type DiscussionTurn = z.output<typeof checked.discussionTurn>;
export type Revision = z.output<typeof checked.revision>;
export type OptionRank = z.output<typeof checked.optionRank>;
export type OptionVeto = z.output<typeof checked.optionVeto>;
export type FinalVote = z.output<typeof checked.finalVote>;
export type ActionItem = z.output<typeof checked.actionItem>;
export type CriticalRisk = z.output<typeof checked.criticalRisk>;
export type Synthesis = z.output<typeof checked.synthesis>;

/** Parses at the boundary, failing the seat's step with the first problem named. */
function check<T>(schema: z.ZodType<T>, what: string): (value: unknown) => T {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new SeatStepError(`Invalid ${what}: expected an object`);
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new SeatStepError(`Invalid ${what}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  };
}

export const asInitialPosition = check(checked.initialPosition, 'initial position');
export const asDiscussionTurn = check(checked.discussionTurn, 'discussion turn');
export const asRevision = check(checked.revision, 'revision');
export const asFinalVote: (value: unknown) => FinalVote = check(checkedFinalVote, 'vote');
export const asSynthesis = check(checked.synthesis, 'synthesis');

// ---- Usage ------------------------------------------------------------------------------------

/** A count as stored; anything but a positive number counts as none. */
const count = z
  .number()
  .catch(0)
  .transform((n) => Math.max(n, 0));

const usageSchema = z.object({ calls: count, prompt_tokens: count, completion_tokens: count });

export type Usage = z.output<typeof usageSchema>;

export const NO_USAGE: Usage = { calls: 0, prompt_tokens: 0, completion_tokens: 0 };

export function asUsage(value: unknown): Usage {
  const parsed = usageSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...NO_USAGE };
}

export function addUsage(total: Usage, more: Usage): void {
  total.calls += more.calls;
  total.prompt_tokens += more.prompt_tokens;
  total.completion_tokens += more.completion_tokens;
}
