// SQL for related past decisions (ADR 50): a board's decided sessions ranked against a question
// by PostgreSQL full-text search (the same on PGlite and on a server), and the past decisions
// handed to a session.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RelatedDecision } from '../../../contracts/related-decisions.ts';
import type { Db } from '../../db/client.ts';
import { decisionSearch, decisionSessions, sessionRelatedDecisions } from '../../db/schema/index.ts';

/** A past decision as found, before its review (if any) is joined. */
export type FoundDecision = Omit<RelatedDecision, 'review'>;

export interface SearchTerms {
  boardId: string;
  /** Words of the question, OR-ed: each one that matches raises the rank. */
  words: readonly string[];
  /** The kind the question reads as (offline reader's kind id), and its declared type. */
  kind: string | null;
  decisionType: string | null;
  limit: number;
  /** Below this score a match is too thin to show. */
  minScore: number;
  /** Added to the text score of a past decision of the same kind. */
  kindBonus: number;
}

const DECIDED = ['proceed', 'against', 'mixed'] as const;

export function createRelatedDecisionRepository(db: Db) {
  return {
    async search(terms: SearchTerms): Promise<FoundDecision[]> {
      if (terms.words.length === 0) return [];
      // The words are letters and digits only (see service.ts), so they are safe tsquery operands;
      // the English configuration drops stop words and stems the rest, as it did the documents.
      const query = sql`to_tsquery('english', ${terms.words.join(' | ')})`;
      const kind = sql`${decisionSessions.result} -> 'reading' ->> 'kind'`;
      // The declared type counts only when it says more than the form's default.
      const sameKind =
        terms.kind || (terms.decisionType && terms.decisionType !== 'strategic')
          ? sql`(coalesce(${kind} = ${terms.kind}, false) or (${decisionSessions.decisionType} = ${terms.decisionType} and ${decisionSessions.decisionType} <> 'strategic'))`
          : sql`false`;
      const textScore = sql`ts_rank_cd(${decisionSearch.document}, ${query}, 1 | 32)`;
      const score = sql<number>`(${textScore} + case when ${sameKind} then ${terms.kindBonus}::float8 else 0 end)`;
      const rows = await db
        .select({
          sessionId: decisionSessions.id,
          topic: decisionSessions.decisionTopic,
          decisionType: decisionSessions.decisionType,
          kind: sql<string | null>`${kind}`,
          kindLabel: sql<string | null>`${decisionSessions.result} -> 'reading' ->> 'kind_label'`,
          decidedAt: decisionSessions.completedAt,
          createdAt: decisionSessions.createdAt,
          outcome: decisionSessions.outcome,
          confidence: decisionSessions.confidenceScore,
          consensus: sql<string | null>`${decisionSessions.result} -> 'scores' ->> 'consensus_level'`,
          recommendation: sql<string | null>`${decisionSessions.result} -> 'synthesis' ->> 'recommendation'`,
          risks: sql<unknown>`${decisionSessions.result} -> 'synthesis' -> 'critical_risks'`,
          sameKind: sql<boolean>`${sameKind}`,
          score,
        })
        .from(decisionSearch)
        .innerJoin(decisionSessions, eq(decisionSessions.id, decisionSearch.sessionId))
        .where(
          and(
            eq(decisionSearch.boardId, terms.boardId),
            eq(decisionSessions.status, 'completed'),
            inArray(decisionSessions.outcome, [...DECIDED]),
            sql`${decisionSearch.document} @@ ${query}`,
            sql`${score} >= ${terms.minScore}::float8`,
          ),
        )
        .orderBy(desc(score), desc(decisionSessions.completedAt))
        .limit(terms.limit);
      return rows.map((r) => ({
        session_id: r.sessionId,
        topic: r.topic,
        decision_type: r.decisionType,
        kind: r.kind,
        kind_label: r.kindLabel,
        decided_at: (r.decidedAt ?? r.createdAt).toISOString(),
        outcome: r.outcome as FoundDecision['outcome'],
        confidence_score: r.confidence,
        consensus_level: r.consensus === null ? null : Number(r.consensus),
        recommendation: r.recommendation ?? '',
        risks: risksOf(r.risks),
        same_kind: r.sameKind === true,
        score: Math.round(Number(r.score) * 1000) / 1000,
      }));
    },

    /** Records what a session was handed, in rank order (inside the session's start transaction). */
    async handOver(sessionId: string, related: readonly RelatedDecision[]): Promise<void> {
      if (related.length === 0) return;
      await db.insert(sessionRelatedDecisions).values(
        related.map((snapshot, rank) => ({
          sessionId,
          rank,
          relatedSessionId: snapshot.session_id,
          snapshot,
        })),
      );
    },

    /** The past decisions a session was handed, in rank order, as they were handed. */
    async handedTo(sessionId: string): Promise<RelatedDecision[]> {
      const rows = await db
        .select({ snapshot: sessionRelatedDecisions.snapshot })
        .from(sessionRelatedDecisions)
        .where(eq(sessionRelatedDecisions.sessionId, sessionId))
        .orderBy(asc(sessionRelatedDecisions.rank));
      return rows.map((r) => r.snapshot);
    },
  };
}
export type RelatedDecisionRepository = ReturnType<typeof createRelatedDecisionRepository>;

const RISK_CHARS = 200;

/** The chair's critical risks as short strings, the most severe first as the chair listed them. */
function risksOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((r) => (r && typeof r === 'object' && typeof r.risk === 'string' ? [r.risk as string] : []))
    .slice(0, 3)
    .map((risk) => (risk.length > RISK_CHARS ? `${risk.slice(0, RISK_CHARS - 1)}…` : risk));
}
