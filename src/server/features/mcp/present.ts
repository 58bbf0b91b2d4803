// What the MCP tools hand an assistant: the same facts as the API's answers, trimmed to what a
// conversation needs, as text to read and as structured content to use.
import type { BoardListItem } from '../../../contracts/boards.ts';
import { REVIEW_ACTION_LABELS, REVIEW_RESULT_LABELS, type Review } from '../../../contracts/reviews.ts';
import type { SessionDetail, SessionStatusResponse } from '../../../contracts/sessions.ts';

export function presentBoards(boards: BoardListItem[]) {
  return boards.map((board) => ({
    id: board.id,
    name: board.name,
    organization: board.organization_name,
    status: board.status,
    seats: board.positions.map((p) => `${p.title} (${Math.round(p.weight * 100)}%)`),
    sessions: board.session_count,
    can_ask: board.abilities.includes('start_sessions'),
  }));
}

export function boardsText(boards: ReturnType<typeof presentBoards>): string {
  if (boards.length === 0) return 'You have no boards you may see.';
  return boards
    .map(
      (b) =>
        `- ${b.name} [${b.id}] (${b.organization ?? 'organization'}, ${b.status}): ${b.seats.join(', ')}`,
    )
    .join('\n');
}

export function presentResult(detail: SessionDetail) {
  const { session, recommendation } = detail;
  return {
    session_id: session.id,
    board_id: session.board_id,
    decision_topic: session.decision_topic,
    status: session.status,
    progress: session.progress,
    error: session.error,
    outcome: recommendation?.outcome ?? null,
    recommendation: recommendation?.recommendation ?? null,
    executive_summary: recommendation?.executive_summary ?? null,
    confidence_score: recommendation?.confidence_score ?? null,
    consensus_level: recommendation?.consensus_level ?? null,
    weighted_votes: recommendation?.vote_breakdown.weighted ?? null,
    critical_risks: recommendation?.critical_risks ?? [],
    action_items: recommendation?.action_items ?? [],
    minority_report: recommendation?.minority_report ?? null,
  };
}

/** Scores are fractions of 1, as in the API. */
const percent = (fraction: number | null) => (fraction === null ? '—' : `${Math.round(fraction * 100)}%`);

export function resultText(result: ReturnType<typeof presentResult>): string {
  if (result.status === 'failed') return `The deliberation failed: ${result.error ?? 'no reason given'}.`;
  if (result.status !== 'completed' || !result.recommendation)
    return `The board is still deliberating (${result.status}, ${result.progress}%). Read the result again later with session_id ${result.session_id}.`;
  const risks = result.critical_risks.map((r) => `- ${r.risk} (${r.severity})`).join('\n');
  return [
    `Outcome: ${result.outcome} — ${result.recommendation}`,
    `Confidence ${percent(result.confidence_score)}, consensus ${percent(result.consensus_level)}.`,
    result.executive_summary,
    risks ? `Critical risks:\n${risks}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export const statusLine = (status: SessionStatusResponse) =>
  `${status.status}${status.phase ? `: ${status.phase}` : ''}${status.round ? `, round ${status.round}` : ''}`;

export function reviewText(review: Review): string {
  const done = review.action ? REVIEW_ACTION_LABELS[review.action] : 'not recorded';
  const result = review.result ? `, ${REVIEW_RESULT_LABELS[review.result].toLowerCase()}` : '';
  const happened = review.risks.filter((r) => r.happened).length;
  return [
    `Review of "${review.decision_topic}" (${review.board_name}) [${review.session_id}]: ${done}${result}.`,
    `Review date ${review.due_at.slice(0, 10)}; status ${review.status}.`,
    ...(review.risks.length ? [`Critical risks that happened: ${happened} of ${review.risks.length}.`] : []),
  ].join('\n');
}

export function pendingReviewsText(reviews: Review[]): string {
  if (reviews.length === 0) return 'No reviews are due for you.';
  return reviews
    .map(
      (r) =>
        `- "${r.decision_topic}" (${r.board_name}) [${r.session_id}], decided ${r.decided_at.slice(0, 10)} (${r.outcome ?? 'no outcome'}), due ${r.due_at.slice(0, 10)}` +
        (r.risks.length
          ? `\n  critical risks: ${r.risks.map((k) => `${k.index}: ${k.risk}`).join('; ')}`
          : ''),
    )
    .join('\n');
}
