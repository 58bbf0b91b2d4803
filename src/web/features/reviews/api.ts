// Outcome reviews and track records: a decision's review (read, record, move its date) and a
// board's track records, computed by the server from the reviews.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptWeightsBody,
  BoardTrackRecords,
  RecordReviewBody,
  Review,
  SuggestedWeights,
} from '../../../contracts/reviews.ts';
import { apiFetch } from '../../shared/api/api-client.ts';
import { apiPath } from '../../shared/api/api-path.ts';
import { boardsQueryKey } from '../../shared/api/boards.ts';

export const reviewQueryKey = (sessionId: string) => ['reviews', sessionId] as const;
export const trackRecordsQueryKey = (boardId: string) => ['track-records', boardId] as const;

export function useReview(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: reviewQueryKey(sessionId),
    queryFn: ({ signal }) => apiFetch<Review>(apiPath`/sessions/${sessionId}/review`, { signal }),
    enabled,
  });
}

function useReviewChange<B>(sessionId: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiFetch<Review>(apiPath`/sessions/${sessionId}/review` + path, { method: 'PUT', body }),
    onSuccess: (review) => {
      client.setQueryData(reviewQueryKey(sessionId), review);
      void client.invalidateQueries({ queryKey: trackRecordsQueryKey(review.board_id) });
    },
  });
}

export const useRecordReview = (sessionId: string) => useReviewChange<RecordReviewBody>(sessionId, '');
export const useSetReviewDate = (sessionId: string) =>
  useReviewChange<{ due_at: string }>(sessionId, '/date');

export function useTrackRecords(boardId: string) {
  return useQuery({
    queryKey: trackRecordsQueryKey(boardId),
    queryFn: ({ signal }) =>
      apiFetch<BoardTrackRecords>(apiPath`/boards/${boardId}/track-records`, { signal }),
  });
}

export const suggestedWeightsQueryKey = (boardId: string) => ['suggested-weights', boardId] as const;

export function useSuggestedWeights(boardId: string) {
  return useQuery({
    queryKey: suggestedWeightsQueryKey(boardId),
    queryFn: ({ signal }) =>
      apiFetch<SuggestedWeights>(apiPath`/boards/${boardId}/suggested-weights`, { signal }),
  });
}

/** Accepts the suggestion as shown; the board's weights are read again. */
export function useAcceptWeights(boardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptWeightsBody) =>
      apiFetch<SuggestedWeights>(apiPath`/boards/${boardId}/suggested-weights/accept`, {
        method: 'POST',
        body,
      }),
    onSuccess: (next) => {
      client.setQueryData(suggestedWeightsQueryKey(boardId), next);
      void client.invalidateQueries({ queryKey: boardsQueryKey });
    },
  });
}
