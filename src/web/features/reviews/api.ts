// Outcome reviews and track records: a decision's review (read, record, move its date) and a
// board's track records, computed by the server from the reviews.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardTrackRecords, RecordReviewBody, Review } from '../../../contracts/reviews.ts';
import { apiFetch } from '../../shared/api/api-client.ts';

const id = encodeURIComponent;

export const reviewQueryKey = (sessionId: string) => ['reviews', sessionId] as const;
export const trackRecordsQueryKey = (boardId: string) => ['track-records', boardId] as const;

export function useReview(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: reviewQueryKey(sessionId),
    queryFn: ({ signal }) => apiFetch<Review>(`/sessions/${id(sessionId)}/review`, { signal }),
    enabled,
  });
}

function useReviewChange<B>(sessionId: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiFetch<Review>(`/sessions/${id(sessionId)}/review${path}`, { method: 'PUT', body }),
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
    queryFn: ({ signal }) => apiFetch<BoardTrackRecords>(`/boards/${id(boardId)}/track-records`, { signal }),
  });
}
