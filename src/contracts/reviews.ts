// Outcome reviews and track records: every completed decision is looked back at on its review
// date ("How did it turn out?"), and each seat's record is computed from those reviews.
import { z } from 'zod';
import { dateTimeSchema, textSchema } from './text.ts';

/** A completed decision is reviewed this many days after it was made, unless someone moves the date. */
export const REVIEW_DEFAULT_DAYS = 90;
/** A review date may be moved at most this far ahead (five years). */
export const REVIEW_MAX_DAYS = 5 * 365;
/** Below this many reviews a seat's record shows counts only, no score. */
export const TRACK_RECORD_MIN_REVIEWS = 5;

export const REVIEW_ACTIONS = ['followed', 'other', 'not_yet'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  followed: 'Followed the board',
  other: 'Did something else',
  not_yet: 'Not yet',
};

export const REVIEW_RESULTS = ['better', 'as_expected', 'worse'] as const;
export type ReviewResult = (typeof REVIEW_RESULTS)[number];
export const REVIEW_RESULT_LABELS: Record<ReviewResult, string> = {
  better: 'Better than expected',
  as_expected: 'As expected',
  worse: 'Worse than expected',
};

export const REVIEW_NOTES_MAX = 4000;
export const REVIEW_FIGURES_MAX = 10;

const figureSchema = z.strictObject({
  label: textSchema.trim().min(1, 'Name the figure').max(120),
  value: textSchema.trim().min(1, 'Give the figure its value').max(120),
});

export const recordReviewBodySchema = z
  .strictObject({
    action: z.enum(REVIEW_ACTIONS, { error: 'Say what was done: followed, other or not_yet' }),
    /** How it turned out; none while nothing was done yet. */
    result: z
      .enum(REVIEW_RESULTS, { error: 'The result is better, as_expected or worse' })
      .nullable()
      .default(null),
    notes: textSchema
      .trim()
      .max(REVIEW_NOTES_MAX, `Keep the notes under ${REVIEW_NOTES_MAX} characters`)
      .default(''),
    figures: z
      .array(figureSchema)
      .max(REVIEW_FIGURES_MAX, `At most ${REVIEW_FIGURES_MAX} figures`)
      .default([]),
    /** One tick per critical risk the board named, by its place in the decision's list. */
    risks: z
      .array(z.strictObject({ index: z.number().int().min(0).max(49), happened: z.boolean() }))
      .max(50)
      .default([])
      .refine((risks) => new Set(risks.map((r) => r.index)).size === risks.length, 'Tick each risk once'),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'not_yet' && body.result === null)
      ctx.addIssue({
        code: 'custom',
        path: ['result'],
        message: 'Say how it turned out: better, as expected or worse',
      });
    if (body.action === 'not_yet' && body.result !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['result'],
        message: 'Nothing was done yet, so there is no result to give',
      });
  });
export type RecordReviewBody = z.input<typeof recordReviewBodySchema>;

export const reviewDateBodySchema = z.strictObject({
  due_at: dateTimeSchema('Use a date and time like 2027-02-23T09:00:00Z'),
});
export type ReviewDateBody = z.infer<typeof reviewDateBodySchema>;

export const REVIEW_STATUSES = ['scheduled', 'due', 'recorded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewRiskSchema = z.object({
  index: z.number(),
  risk: z.string(),
  severity: z.string(),
  /** null: not ticked either way yet. */
  happened: z.boolean().nullable(),
});

export const reviewSchema = z.object({
  session_id: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  decision_topic: z.string(),
  outcome: z.string().nullable(),
  decided_at: z.string(),
  due_at: z.string(),
  status: z.enum(REVIEW_STATUSES),
  action: z.enum(REVIEW_ACTIONS).nullable(),
  result: z.enum(REVIEW_RESULTS).nullable(),
  notes: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.string() })),
  risks: z.array(reviewRiskSchema),
  recorded_by: z.string().nullable(),
  recorded_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The asker and the organization's Admins record the review and move its date. */
  can_edit: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const TRACK_RECORD_KINDS = ['ai', 'human'] as const;

export const trackRecordSchema = z.object({
  /** Who the record belongs to: the seat with its persona and model, or with its human member. */
  key: z.string(),
  seat_id: z.string(),
  seat_title: z.string(),
  kind: z.enum(TRACK_RECORD_KINDS),
  persona_name: z.string().nullable(),
  model: z.string().nullable(),
  member_name: z.string().nullable(),
  /** Whether the board's seat has this persona and model (or this member) today. */
  current: z.boolean(),
  /** Reviewed decisions this seat voted on. */
  reviews: z.number(),
  /** Of those, decisions where something was done and its result is known (the scored ones). */
  scored: z.number(),
  /** Scored decisions where the seat's vote pointed the way the outcome went. */
  pointed_right: z.number(),
  /** null below TRACK_RECORD_MIN_REVIEWS scored reviews. */
  hit_rate: z.number().nullable(),
  /** Mean Brier score of the seat's vote weighted by its confidence (0 best, 1 worst); null below the minimum. */
  brier: z.number().nullable(),
  risks_raised: z.number(),
  risks_happened: z.number(),
  /** null below the minimum of ticked risks. */
  risk_rate: z.number().nullable(),
  /** The record in words, saying so when there are too few reviews. */
  summary: z.string(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const boardTrackRecordsSchema = z.object({
  board_id: z.string(),
  reviewed_decisions: z.number(),
  min_reviews: z.number(),
  records: z.array(trackRecordSchema),
});
export type BoardTrackRecords = z.infer<typeof boardTrackRecordsSchema>;

export const pendingReviewsSchema = z.array(reviewSchema);

/** Weights suggested from the track records (ADR 61): shown with a reason, applied only when accepted. */
export const weightSuggestionSchema = z.object({
  seat_id: z.string(),
  seat_title: z.string(),
  current: z.number(),
  suggested: z.number(),
  reason: z.string(),
});
export const suggestedWeightsSchema = z.object({
  board_id: z.string(),
  suggestions: z.array(weightSuggestionSchema),
  /** Why there is no suggestion (too few reviews, or nothing to change); null when there is one. */
  note: z.string().nullable(),
  can_accept: z.boolean(),
});
export type SuggestedWeights = z.infer<typeof suggestedWeightsSchema>;
/** Accepting: the weights as shown, so a suggestion that changed since is not applied unseen. */
export const acceptWeightsBodySchema = z.strictObject({
  weights: z
    .array(z.strictObject({ seat_id: z.string().uuid(), weight: z.number().min(0.01).max(0.5) }))
    .min(1)
    .max(50),
});
export type AcceptWeightsBody = z.infer<typeof acceptWeightsBodySchema>;
