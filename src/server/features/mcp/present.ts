// What the MCP tools hand an assistant: the same facts as the API's answers, trimmed to what a
// conversation needs, as text to read and as structured content to use.
import type { BoardListItem } from '../../../contracts/boards.ts';
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
