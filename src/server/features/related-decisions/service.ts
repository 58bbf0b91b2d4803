// Related past decisions (ADR 50): a question's words and kind matched against the board's decided
// sessions. The same finder serves Ask Your Board's preview and the session's start, which records
// what it handed the seats; reviews of past decisions join through `reviewsOf` once they exist.
import type {
  PastReview,
  RelatedDecision,
  RelatedDecisionsQuery,
} from '../../../contracts/related-decisions.ts';
import { RELATED_DECISIONS_MAX } from '../../../contracts/related-decisions.ts';
import { questionKind } from '../../../engine/minds/offline/past-decisions.ts';
import type { PastDecision } from '../../../engine/types.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../policy.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import { createRelatedDecisionRepository } from './repository.ts';

/** The question as asked: its topic, its context and the type it was given. */
export interface RelatedQuestion {
  topic: string;
  context?: string | null;
  decision_type?: string | null;
}

/** Reviews of past decisions by session id (issue 23's outcome reviews, when they exist). */
export type ReviewsOf = (sessionIds: readonly string[]) => Promise<Map<string, PastReview>>;

export interface RelatedDecisionServiceDeps {
  db: Db;
  reviewsOf?: ReviewsOf;
}

/** Words searched at most: the topic's first, then the context's. */
const MAX_WORDS = 48;
/**
 * Cover density of the question's words in a past decision (ts_rank_cd, normalized by the
 * document's length and scaled to 0–1) worth showing; a decision of the same kind gets a bonus.
 * Set on worded examples (related-decisions.test.ts): a shared month or year scores ~0.1, the
 * same question reworded 0.4–0.6.
 */
export const MIN_SCORE = 0.2;
export const KIND_BONUS = 0.1;
const RECOMMENDATION_CHARS = 300;

/**
 * The question's searchable words: runs of letters and digits with at least two letters (amounts
 * and years match everything and nothing), lower-cased, each once, the topic's first.
 */
export function searchWords(question: RelatedQuestion): string[] {
  const words = `${question.topic}\n${question.context ?? ''}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((w) => w.length <= 40 && (w.match(/\p{L}/gu)?.length ?? 0) >= 2);
  return [...new Set(kept)].slice(0, MAX_WORDS);
}

/** A handed past decision in the engine's terms. */
export function toPastDecision(r: RelatedDecision): PastDecision {
  return {
    sessionId: r.session_id,
    topic: r.topic,
    kind: r.kind,
    decidedAt: r.decided_at,
    outcome: r.outcome,
    confidence: r.confidence_score,
    recommendation: r.recommendation,
    risks: r.risks,
    review: r.review ? { followed: r.review.followed, result: r.review.result, notes: r.review.notes } : null,
  };
}

export function createRelatedDecisionService(deps: RelatedDecisionServiceDeps) {
  const repository = createRelatedDecisionRepository(deps.db);
  const boards = createBoardReader(deps.db);
  const reviewsOf: ReviewsOf = deps.reviewsOf ?? (async () => new Map());

  /** The board's past decisions most like the question, best first, with their reviews. */
  async function find(boardId: string, question: RelatedQuestion): Promise<RelatedDecision[]> {
    const found = await repository.search({
      boardId,
      words: searchWords(question),
      kind: questionKind({
        topic: question.topic,
        context: question.context ?? '',
        type: question.decision_type ?? 'strategic',
        constraints: {},
      }),
      decisionType: question.decision_type ?? null,
      limit: RELATED_DECISIONS_MAX,
      minScore: MIN_SCORE,
      kindBonus: KIND_BONUS,
    });
    if (found.length === 0) return [];
    const reviews = await reviewsOf(found.map((f) => f.session_id));
    return found.map((f) => ({
      ...f,
      recommendation:
        f.recommendation.length > RECOMMENDATION_CHARS
          ? `${f.recommendation.slice(0, RECOMMENDATION_CHARS - 1)}…`
          : f.recommendation,
      review: reviews.get(f.session_id) ?? null,
    }));
  }

  return {
    find,
    /** Ask Your Board's preview: whoever follows the board's sessions may see its past decisions. */
    async forQuestion(actor: Actor, boardId: string, query: RelatedDecisionsQuery) {
      const board = await loadBoard(boards, actor, boardId, 'read_sessions');
      return { related: await find(board.id, query) };
    },
    handedTo: (sessionId: string) => repository.handedTo(sessionId),
  };
}
export type RelatedDecisionService = ReturnType<typeof createRelatedDecisionService>;
