// Decision sessions.
import { z } from 'zod';
import {
  decisionOptionSchema,
  humanRankingSchema,
  humanVetoSchema,
  optionFiguresSchema,
  optionLabelsSchema,
  optionRuleSchema,
  optionsOutcomeSchema,
} from './options.ts';
import { emailBounceSchema } from './organizations.ts';
import { boardPaceSchema } from './pace.ts';
import { relatedDecisionSchema } from './related-decisions.ts';
import { idSchema, textSchema } from './text.ts';
import {
  AI_SEAT_OPTIONS,
  VOTING_BASE_OPTIONS,
  VOTING_THRESHOLD_OPTIONS,
  voteTallySchema,
} from './voting-rules.ts';

export const TOPIC_MIN_EXCLUSIVE = 5;
export const TOPIC_MAX = 500;
export const CONTEXT_MIN_EXCLUSIVE = 20;
export const CONTEXT_MAX = 10_000;
export const COMPANY_INFO_MIN_EXCLUSIVE = 20;

export const SESSION_FORM_MESSAGES = {
  topic: `Describe the decision in more than ${TOPIC_MIN_EXCLUSIVE} characters`,
  topicMax: `Keep the decision topic to ${TOPIC_MAX} characters`,
  context: `Give more than ${CONTEXT_MIN_EXCLUSIVE} characters of context`,
  companyInfo: `Give more than ${COMPANY_INFO_MIN_EXCLUSIVE} characters of company information`,
} as const;

const optionalText = (max: number) => textSchema.trim().max(max).nullish();

export const sessionConstraintsSchema = z.strictObject({
  budget: optionalText(200),
  timeline: optionalText(200),
  other: optionalText(2000),
  company_info: textSchema
    .trim()
    .min(COMPANY_INFO_MIN_EXCLUSIVE + 1, SESSION_FORM_MESSAGES.companyInfo)
    .max(4000),
  meeting_id: idSchema.nullish(),
  agenda_item_ids: z.array(idSchema).max(50).nullish(),
});

/** Papers one decision may be asked with. */
export const PAPERS_PER_SESSION_MAX = 20;

export const createSessionBodySchema = z.strictObject({
  decision_topic: textSchema
    .trim()
    .min(TOPIC_MIN_EXCLUSIVE + 1, SESSION_FORM_MESSAGES.topic)
    .max(TOPIC_MAX, SESSION_FORM_MESSAGES.topicMax),
  decision_context: textSchema
    .trim()
    .min(CONTEXT_MIN_EXCLUSIVE + 1, SESSION_FORM_MESSAGES.context)
    .max(CONTEXT_MAX),
  decision_type: textSchema.trim().min(1).max(40).default('strategic'),
  constraints: sessionConstraintsSchema,
  /** 2–5 options to choose between; absent: read from the text when it lays some out; []: yes/no (ADR 58). */
  options: optionLabelsSchema.nullish(),
  /** The board's papers this decision is asked with: shown with the decision to everyone on it. */
  paper_ids: z.array(idSchema).max(PAPERS_PER_SESSION_MAX).optional(),
});
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

export const sessionStatusSchema = z.enum(['starting', 'in_progress', 'completed', 'failed']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const startSessionResponseSchema = z.object({
  session_id: z.string(),
  status: z.literal('starting'),
  message: z.string(),
});
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;

export const sessionStatusResponseSchema = z.object({
  status: sessionStatusSchema,
  phase: z.string().nullable(),
  round: z.number().int().nullable(),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

export const sessionSummarySchema = z.object({
  id: z.string(),
  session_id: z.string(),
  board_id: z.string(),
  decision_topic: z.string(),
  decision_context: z.string(),
  decision_type: z.string(),
  constraints: z.record(z.string(), z.unknown()),
  status: sessionStatusSchema,
  phase: z.string().nullable(),
  progress: z.number().int(),
  error: z.string().nullable(),
  engine: z.string(),
  model: z.string(),
  /** The AI provider chosen when the session started (null for sessions from before providers). */
  provider: z.string().nullable(),
  outcome: z.string().nullable(),
  confidence_score: z.number().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The board's pace when the session started: live windows, or hours for its directors. */
  pace: boardPaceSchema,
  /** The options the board chooses between, lettered; empty for a yes/no decision (ADR 58). */
  options: z.array(decisionOptionSchema).default([]),
  /** How the options are counted, fixed at start; null for a yes/no decision. */
  option_rule: optionRuleSchema.nullable().default(null),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const recommendationSchema = z.object({
  recommendation: z.string(),
  executive_summary: z.string(),
  synthesis: z.string(),
  confidence_score: z.number(),
  consensus_level: z.number(),
  action_items: z.array(z.object({ action: z.string(), owner_role: z.string(), horizon: z.string() })),
  critical_risks: z.array(z.object({ risk: z.string(), severity: z.string(), mitigation: z.string() })),
  /**
   * 'cannot_judge': the board refused the text before deliberating (no votes); see `reading`.
   * 'needs_information': the offline board framed a decision it could not place (no votes).
   */
  outcome: z.enum(['proceed', 'against', 'mixed', 'cannot_judge', 'needs_information']),
  vote_breakdown: z.object({
    headcount: voteTallySchema,
    weighted: voteTallySchema,
    absent: z.object({ count: z.number(), weight: z.number() }),
  }),
  minority_report: z.string(),
  /** The voting rule the outcome applied (the board's or the agenda item's); null: the default reading. */
  voting_rule: z
    .object({
      threshold: z.enum(VOTING_THRESHOLD_OPTIONS),
      base: z.enum(VOTING_BASE_OPTIONS),
      ai_seats: z.enum(AI_SEAT_OPTIONS),
      source: z.enum(['board', 'agenda_item']),
      carried: z.boolean(),
      rule: z.string(),
      explanation: z.string(),
    })
    .nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * How the board read the decision before judging it ('How the board read your decision'): the
 * facts every seat reasoned from. Readings stored before duties, premise checks and corrections
 * existed read with those lists empty (and kept their red lines).
 */
export const decisionReadingSchema = z.object({
  kind: z.string().nullable(),
  kind_label: z.string().nullable(),
  kind_confidence: z.number().default(0),
  kind_evidence: z.array(z.string()).default([]),
  runner_up: z.object({ kind: z.string(), label: z.string() }).nullable().default(null),
  restatement: z.string(),
  numbers: z.array(
    z.object({
      meaning: z.string(),
      label: z.string(),
      text: z.string(),
      value: z.number(),
      unit: z.string().default(''),
      whose: z.enum(['ours', 'counterparty', 'competitor', 'market']).default('ours'),
      role: z.enum(['actual', 'target', 'floor', 'ceiling', 'option', 'stated', 'past']).default('actual'),
      clause: z.string().default(''),
      corrected_by: z.string().nullable().default(null),
    }),
  ),
  negations: z.array(z.string()),
  stated: z.array(z.string()),
  missing: z.array(z.object({ fact: z.string(), question: z.string(), owner: z.string() })).default([]),
  /** Only in readings made before duties replaced them. */
  red_lines: z.array(z.object({ id: z.string(), text: z.string() })).optional(),
  duties: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        text: z.string(),
        owner: z.string(),
        owner_title: z.string(),
        action: z.string(),
        breached: z.boolean(),
        breached_by_option: z.string().optional(),
        evidence: z.array(z.string()),
      }),
    )
    .default([]),
  calculations: z.array(
    z.object({
      id: z.string().default(''),
      label: z.string(),
      value: z.number().nullable().default(null),
      result: z.string(),
      inputs: z.string(),
    }),
  ),
  premise_checks: z
    .array(
      z.object({
        meaning: z.string(),
        label: z.string(),
        stated: z.number(),
        stated_text: z.string(),
        computed: z.number(),
        computed_text: z.string(),
        difference_pct: z.number(),
        text: z.string(),
      }),
    )
    .default([]),
  corrections: z
    .array(z.object({ author: z.string(), text: z.string(), changes: z.array(z.string()) }))
    .default([]),
  verdict: z.enum(['deliberate', 'needs_information', 'cannot_judge']).default('deliberate'),
  framing_reason: z.string().nullable().default(null),
  cannot_judge: z
    .object({
      reason: z.enum(['no_decision', 'too_short', 'foreign_language', 'instructions']),
      explanation: z.string(),
      what_to_add: z.array(z.string()),
      language: z.string().nullable(),
    })
    .nullable(),
  /** Each option's figures side by side, on a decision with options. */
  option_figures: z.array(optionFiguresSchema).default([]),
});
export type DecisionReadingDto = z.infer<typeof decisionReadingSchema>;

export const deliberationSchema = z.object({
  position_number: z.number().int(),
  position_title: z.string(),
  position_key: z.string(),
  seat_id: z.string(),
  weight: z.number(),
  source: z.enum(['ai', 'human']),
  stance: z.string(),
  confidence: z.number(),
  perspective: z.string(),
  key_points: z.array(z.string()),
  concerns: z.array(z.string()),
  recommendations: z.array(z.string()),
  questions: z.array(z.string()),
});
export type Deliberation = z.infer<typeof deliberationSchema>;

const remarkSchema = z.object({ seat: z.string(), point: z.string() });

export const sessionDetailSchema = z.object({
  session: sessionSummarySchema,
  recommendation: recommendationSchema.nullable(),
  /** Null for sessions deliberated before readings existed, and for minds that do not restate. */
  reading: decisionReadingSchema.nullable(),
  /** 'Would it flip?' — null when nobody voted or for sessions from before it existed. */
  sensitivity: z
    .object({
      pivotal: z.array(
        z.object({
          seat: z.string(),
          from: z.string(),
          to: z.string(),
          outcome: z.string(),
        }),
      ),
      weight_to_flip: z.number().nullable(),
      summary: z.string(),
    })
    .nullable(),
  deliberations: z.array(deliberationSchema),
  /** Seats' statements whose figures disagree with the reading (language-model boards; empty otherwise). */
  figure_flags: z
    .array(
      z.object({
        seat: z.string(),
        step: z.string(),
        kind: z.enum(['contradicts', 'claims_missing']),
        sentence: z.string(),
        reading: z.string(),
      }),
    )
    .default([]),
  discussion: z.array(
    z.object({
      seat_id: z.string(),
      position_title: z.string(),
      agreements: z.array(remarkSchema),
      rebuttals: z.array(remarkSchema),
      questions: z.array(remarkSchema),
      summary: z.string(),
      /** Answers to the questions human board members put to this seat. */
      answers: z.array(z.object({ seat: z.string(), question: z.string(), answer: z.string() })),
    }),
  ),
  /** What watching board members interjected, as it reached the seats. */
  interjections: z.array(z.object({ seq: z.number().int(), author: z.string(), text: z.string() })),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      status: z.enum(['completed', 'skipped']),
      reason: z.string().nullable(),
      weighted_confidence: z.number(),
      seats: z.array(
        z.object({
          seat_id: z.string(),
          position_title: z.string(),
          previous: z.string(),
          stance: z.string(),
          confidence: z.number(),
          changed: z.boolean(),
          reasoning: z.string(),
          what_would_change_my_mind: z.string(),
          is_human: z.boolean(),
        }),
      ),
    }),
  ),
  votes: z.array(
    z.object({
      seat_id: z.string(),
      position_title: z.string(),
      position_number: z.number().int(),
      weight: z.number(),
      vote: z.enum(['approve', 'against', 'abstain']),
      rationale: z.string(),
      confidence: z.number(),
      is_human: z.boolean(),
      /** A human seat that did not vote in its window: the vote its last stance implies. */
      fallback: z.boolean(),
      /** On a decision with options: the seat's ranking, best first, and its veto. */
      ranking: z.array(z.object({ option: z.string(), reason: z.string() })).default([]),
      veto: z.object({ option: z.string(), duty: z.string(), reason: z.string() }).nullable().default(null),
    }),
  ),
  failures: z.array(
    z.object({
      seat_id: z.string(),
      position_title: z.string(),
      phase: z.string(),
      round: z.number(),
      error: z.string(),
    }),
  ),
  engine: z.string(),
  model: z.string(),
  usage: z.object({ calls: z.number(), prompt_tokens: z.number(), completion_tokens: z.number() }),
  /** The board's ranking of the options (null for a yes/no decision or one still deliberating). */
  options_result: optionsOutcomeSchema.nullable().default(null),
  /** The board's related past decisions the seats were handed when the session started (ADR 50). */
  related_decisions: z.array(relatedDecisionSchema).default([]),
  /** Who spoke for each seat: the persona and its version as they were when the session started. */
  speakers: z.array(
    z.object({
      seat_id: z.string(),
      position_title: z.string(),
      kind: z.enum(['AI', 'Human']),
      persona_id: z.string().nullable(),
      persona_name: z.string().nullable(),
      persona_version: z.string().nullable(),
      model: z.string().nullable(),
    }),
  ),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export { type SessionEvent, sessionEventSchema } from './session-events.ts';

// ---- Human board members ------------------------------

export const HUMAN_ANALYSIS_MIN_EXCLUSIVE = 50;
export const HUMAN_ANALYSIS_MAX = 5000;
/** Key points as typed, one a line: a draft keeps them so, a submitted perspective as a list. */
export const KEY_POINTS_TEXT_MAX = 6000;
export const MAX_QUESTIONS_TO = 5;
export const QUESTION_MAX = 300;

export const questionToSchema = z.strictObject({
  seat_id: idSchema,
  question: textSchema.trim().min(1, 'Write the question').max(QUESTION_MAX),
});

export const humanPerspectiveBodySchema = z.strictObject({
  stance: z.enum(['strongly_support', 'support', 'neutral', 'oppose', 'strongly_oppose']),
  perspective: textSchema
    .trim()
    .min(
      HUMAN_ANALYSIS_MIN_EXCLUSIVE + 1,
      `Write more than ${HUMAN_ANALYSIS_MIN_EXCLUSIVE} characters of analysis`,
    )
    .max(HUMAN_ANALYSIS_MAX),
  key_points: z.array(textSchema.trim().max(300)).max(20).default([]),
  confidence: z.number().min(0).max(1),
  questions: textSchema.trim().max(2000).nullish(),
  /** Questions to named AI seats of the session, answered by them in the discussion. */
  questions_to: z.array(questionToSchema).max(MAX_QUESTIONS_TO).default([]),
  /** On a decision with options: the seat's ranking before the live vote, best first (ADR 61). */
  ranking: humanRankingSchema.optional(),
  /** On a decision with options: one option vetoed, on a duty named. */
  veto: humanVetoSchema.nullish(),
});
export type HumanPerspectiveBody = z.input<typeof humanPerspectiveBodySchema>;

export const pendingDecisionSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  position_id: z.string(),
  position_title: z.string(),
  topic: z.string(),
  context: z.string(),
  deadline: z.string().nullable(),
});

/** A human seat the caller holds (the portal shows their real seats, or none). */
export const heldSeatSchema = z.object({
  position_id: z.string(),
  title: z.string(),
  board_id: z.string(),
  board_name: z.string(),
});

export type HeldSeat = z.infer<typeof heldSeatSchema>;

/** Who a session is waiting for (their perspective), until when, and whom it went on without. */
export const awaitedMembersSchema = z.object({
  /** What the pending members are asked for now: their perspective, a revision, or their vote. */
  step: z.enum(['perspective', 'consensus', 'final_vote']).nullable(),
  /** When that wait ends; null when the session waits for nobody. */
  deadline: z.string().nullable(),
  pending: z.array(
    z.object({
      seat_id: z.string(),
      seat_title: z.string(),
      member_name: z.string().nullable(),
      /** Their address bounced permanently, so they were not e-mailed: why, and since when. */
      email_bounce: emailBounceSchema.nullable(),
    }),
  ),
  proceeded_without: z.array(
    z.object({ seat_title: z.string(), member_name: z.string().nullable(), at: z.string(), by: z.string() }),
  ),
  /** The session's owner, or whoever may edit the board, may go on without the pending seats. */
  can_proceed: z.boolean(),
  /** The pace the session keeps: live windows, or hours for its directors (asynchronous). */
  pace: boardPaceSchema,
});
export type AwaitedMembers = z.infer<typeof awaitedMembersSchema>;

export const portalSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  decision_topic: z.string(),
  decision_context: z.string(),
  status: sessionStatusSchema,
  deadline: z.string().nullable(),
  position_id: z.string().nullable(),
  position_title: z.string().nullable(),
  board_id: z.string(),
  board_name: z.string(),
  /** The AI seats a question may be addressed to. */
  ai_seats: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The perspective the caller's seat submitted, if any. */
  submitted: z
    .object({
      stance: z.string(),
      perspective: z.string(),
      key_points: z.array(z.string()),
      confidence: z.number(),
      submitted_at: z.string(),
      ranking: z.array(z.object({ option: z.string(), reason: z.string() })).nullable(),
      veto: z.object({ option: z.string(), duty: z.string(), reason: z.string() }).nullable(),
    })
    .nullable(),
  /** The decision's options (empty for a yes/no decision): the seat ranks them with its perspective. */
  options: z.array(decisionOptionSchema),
  /** Answers the AI seats gave to the caller's questions. */
  answers: z.array(z.object({ seat: z.string(), question: z.string(), answer: z.string() })),
  outcome: z.string().nullable(),
});

/** A perspective being written (every field optional: it is a draft). */
export const perspectiveDraftSchema = z.strictObject({
  stance: z
    .enum(['strongly_support', 'support', 'neutral', 'oppose', 'strongly_oppose'])
    .nullable()
    .default(null),
  perspective: textSchema.max(HUMAN_ANALYSIS_MAX).default(''),
  key_points: textSchema.max(KEY_POINTS_TEXT_MAX).default(''),
  confidence: z.number().min(0).max(1).default(0.7),
  questions: textSchema.max(2000).default(''),
  questions_to: z
    .array(z.strictObject({ seat_id: idSchema, question: textSchema.max(QUESTION_MAX) }))
    .max(MAX_QUESTIONS_TO)
    .default([]),
});
export type PerspectiveDraftBody = z.input<typeof perspectiveDraftSchema>;
export type PerspectiveDraft = z.output<typeof perspectiveDraftSchema>;

export const savedDraftSchema = perspectiveDraftSchema.extend({ updated_at: z.string() });
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const pastContributionSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  date: z.string(),
  topic: z.string(),
  stance: z.string(),
  /** The analysis cut at a word boundary with an ellipsis (at most 100 characters)… */
  summary: z.string(),
  /** …and the whole of it, for the portal's "Show all". */
  text: z.string(),
  /** The board's outcome, or null while it deliberates. */
  outcome: z.string().nullable(),
});

export const perspectiveSchema = z.object({
  position: z.number().int(),
  position_title: z.string(),
  stance: z.string(),
  /** The perspective cut at a word boundary with an ellipsis (at most 100 characters)… */
  summary: z.string(),
  /** …and the whole of it, for the portal's "Show all". */
  text: z.string(),
  key_points: z.array(z.string()),
  is_human: z.boolean(),
});
