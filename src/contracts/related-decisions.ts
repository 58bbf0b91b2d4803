// Related past decisions: this board's earlier decisions that resemble a question, found by text
// and kind (ADR 50), shown on Ask Your Board before asking and handed to the seats as data.
import { z } from 'zod';
import { decisionDate, pastOutcomeWords } from './past-decision-words.ts';
import { textSchema } from './text.ts';

export { decisionDate };

/** How many past decisions a question is shown and handed at most. */
export const RELATED_DECISIONS_MAX = 3;

/**
 * An outcome review of a past decision, once reviews exist (issue 23's outcome reviews): what was
 * done and how it turned out. Null until the decision is reviewed.
 */
export const pastReviewSchema = z.object({
  followed: z.enum(['followed_board', 'did_something_else', 'not_yet']).nullable(),
  result: z.enum(['better', 'as_expected', 'worse']).nullable(),
  notes: z.string().nullable(),
  reviewed_at: z.string(),
});
export type PastReview = z.infer<typeof pastReviewSchema>;

export const relatedDecisionSchema = z.object({
  session_id: z.string(),
  topic: z.string(),
  decision_type: z.string(),
  /** The kind the board read the past decision as ('raise_funding'), and its label; null if none. */
  kind: z.string().nullable(),
  kind_label: z.string().nullable(),
  /** When the board decided it (the session's completion). */
  decided_at: z.string(),
  outcome: z.enum(['proceed', 'against', 'mixed']),
  confidence_score: z.number().nullable(),
  consensus_level: z.number().nullable(),
  /** The chair's recommendation, clipped. */
  recommendation: z.string(),
  /** The critical risks the board named then (at most three, clipped). */
  risks: z.array(z.string()),
  review: pastReviewSchema.nullable(),
  /** Why it was found: the same kind of decision as the question, and how closely the words match (0–1). */
  same_kind: z.boolean(),
  score: z.number(),
});
export type RelatedDecision = z.infer<typeof relatedDecisionSchema>;

export const relatedDecisionsQuerySchema = z.strictObject({
  topic: textSchema.trim().min(1, 'Give the decision topic').max(500),
  context: textSchema.trim().max(2000).optional(),
  decision_type: textSchema.trim().max(40).optional(),
});
export type RelatedDecisionsQuery = z.infer<typeof relatedDecisionsQuerySchema>;

export const relatedDecisionsResponseSchema = z.object({ related: z.array(relatedDecisionSchema) });

/** 'proceed, reviewed as worse than expected' — the outcome, then the review when there is one. */
export function outcomeWords(related: Pick<RelatedDecision, 'outcome' | 'review'>): string {
  return pastOutcomeWords(related.outcome, related.review?.result ?? null);
}

/** 'This board decided something similar on 3 March 2026: proceed, reviewed as worse than expected'. */
export function relatedSentence(related: Pick<RelatedDecision, 'decided_at' | 'outcome' | 'review'>): string {
  return `This board decided something similar on ${decisionDate(related.decided_at)}: ${outcomeWords(related)}`;
}
