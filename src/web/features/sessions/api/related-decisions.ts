// Related past decisions (ADR 50): what this board decided on similar questions, read while the
// question is typed on Ask Your Board.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RelatedDecision } from '../../../../contracts/related-decisions.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';

/** The server reads at most this much of the context (relatedDecisionsQuerySchema). */
const CONTEXT_CHARS = 2000;

export interface RelatedQuestion {
  topic: string;
  context: string;
}

export function getRelatedDecisions(boardId: string, question: RelatedQuestion) {
  const query = new URLSearchParams({ topic: question.topic });
  const context = question.context.slice(0, CONTEXT_CHARS).trim();
  if (context) query.set('context', context);
  return apiFetch<{ related: RelatedDecision[] }>(
    `/boards/${encodeURIComponent(boardId)}/related-decisions?${query}`,
  );
}

/** Off until the question has a topic worth searching; earlier answers stay shown while the next loads. */
export function useRelatedDecisions(boardId: string, question: RelatedQuestion, enabled: boolean) {
  return useQuery({
    queryKey: ['related-decisions', boardId, question.topic, question.context] as const,
    queryFn: () => getRelatedDecisions(boardId, question),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
