// Turns a stored session and its result into the wire shapes clients read.
import {
  decisionReadingSchema,
  type SessionDetail,
  type SessionSummary,
} from '../../../contracts/sessions.ts';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { SnapshotSeat } from './board-snapshot.ts';
import type { SessionRow, SessionSummaryRow } from './repository.ts';

export function presentSummary(row: SessionSummaryRow): SessionSummary {
  return {
    id: row.id,
    session_id: row.id,
    board_id: row.boardId,
    decision_topic: row.decisionTopic,
    decision_context: row.decisionContext,
    decision_type: row.decisionType,
    constraints: row.constraints as Record<string, unknown>,
    status: row.status,
    phase: row.phase,
    progress: row.progress,
    error: row.error,
    engine: row.engine,
    model: row.model,
    provider: row.providerName,
    outcome: row.outcome,
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    pace: row.pace,
    options: row.options ?? [],
    option_rule: row.options?.length ? (row.optionRule ?? 'borda') : null,
  };
}

/** A stored reading read through the contract: older sessions' readings lack later fields. */
export function storedReading(reading: unknown): SessionDetail['reading'] {
  return reading ? decisionReadingSchema.nullable().catch(null).parse(reading) : null;
}

export function presentDetail(row: SessionRow): SessionDetail {
  const seats = new Map((row.boardSnapshot as SnapshotSeat[]).map((s) => [s.id, s]));
  const number = (id: string) => seats.get(id)?.positionNumber ?? 0;
  const title = (id: string) => seats.get(id)?.title ?? 'Board member';
  const result = row.result as unknown as DeliberationResult | null;
  const base = {
    session: presentSummary(row),
    engine: row.engine,
    model: row.model,
    speakers: presentSpeakers(row),
    // Read apart (the session's related past decisions); the service fills them in.
    related_decisions: [],
    options_result: null,
  };
  if (!result) {
    return {
      ...base,
      recommendation: null,
      reading: null,
      sensitivity: null,
      deliberations: [],
      figure_flags: [],
      discussion: [],
      interjections: [],
      rounds: [],
      votes: [],
      failures: [],
      usage: { calls: 0, prompt_tokens: 0, completion_tokens: 0 },
    };
  }
  const { synthesis, scores } = result;
  return {
    ...base,
    recommendation: {
      recommendation: synthesis.recommendation,
      executive_summary: synthesis.executive_summary,
      synthesis: synthesis.synthesis,
      confidence_score: scores.confidence_score,
      consensus_level: scores.consensus_level,
      action_items: synthesis.action_items,
      critical_risks: synthesis.critical_risks,
      outcome: scores.outcome,
      vote_breakdown: scores.vote_breakdown,
      minority_report: synthesis.minority_report,
      voting_rule: scores.voting_rule
        ? { ...scores.voting_rule, source: row.votingRule?.source ?? 'board' }
        : null,
    },
    reading: storedReading(result.reading),
    sensitivity: result.sensitivity ?? null,
    options_result: result.options ?? null,
    figure_flags: result.figure_flags ?? [],
    deliberations: result.positions
      .map(({ seat, position, source }) => ({
        position_number: number(seat.id),
        position_title: seat.title,
        position_key: seat.key,
        seat_id: seat.id,
        weight: seat.weight,
        source,
        stance: position.stance,
        confidence: position.confidence,
        perspective: position.perspective,
        key_points: position.key_points,
        concerns: position.concerns,
        recommendations: position.recommendations,
        questions: position.questions,
      }))
      .sort((a, b) => a.position_number - b.position_number),
    discussion: result.discussion.map(({ seat, turn }) => ({
      seat_id: seat.id,
      position_title: seat.title,
      agreements: turn.agreements,
      rebuttals: turn.rebuttals,
      questions: turn.questions,
      summary: turn.summary,
      answers: turn.answers ?? [],
    })),
    interjections: result.interjections ?? [],
    rounds: result.rounds.map((round) => ({
      round: round.round,
      status: round.status,
      reason: round.reason,
      weighted_confidence: round.weighted_confidence,
      seats: round.seats.map((s) => ({
        seat_id: s.seatId,
        position_title: s.title,
        previous: s.previous,
        stance: s.stance,
        confidence: s.confidence,
        changed: s.changed,
        reasoning: s.reasoning,
        what_would_change_my_mind: s.what_would_change_my_mind,
        is_human: s.source === 'human' || seats.get(s.seatId)?.kind === 'Human',
      })),
    })),
    votes: result.votes
      .map(({ seat, vote, fallback }) => ({
        seat_id: seat.id,
        position_title: seat.title,
        position_number: number(seat.id),
        weight: seat.weight,
        vote: vote.vote,
        rationale: vote.rationale,
        confidence: vote.confidence,
        is_human: seat.kind === 'Human',
        fallback: fallback === true,
        ranking: vote.ranking ?? [],
        veto: vote.veto ?? null,
      }))
      .sort((a, b) => a.position_number - b.position_number),
    failures: result.failures.map((f) => ({
      seat_id: f.seatId,
      position_title: f.title || title(f.seatId),
      phase: f.phase,
      round: f.round,
      error: f.error,
    })),
    usage: result.usage,
  };
}

/** The seats as the session froze them: which persona (and version) spoke for each, with what model. */
function presentSpeakers(row: SessionRow): SessionDetail['speakers'] {
  return (row.boardSnapshot as SnapshotSeat[]).map((seat) => ({
    seat_id: seat.id,
    position_title: seat.title,
    kind: seat.kind,
    persona_id: seat.personaId ?? null,
    persona_name: seat.kind === 'AI' ? (seat.persona?.name ?? null) : null,
    persona_version: seat.kind === 'AI' ? (seat.personaVersion ?? null) : null,
    model: seat.kind === 'AI' && row.engine === 'llm' ? seat.model || row.model : null,
  }));
}
