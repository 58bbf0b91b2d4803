// The board member portal over the API: pending decisions, past contributions, a session as the
// portal shows it, the perspectives so far, the draft kept on the server, and submitting.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { MyResolutions } from '../../../../contracts/resolutions.ts';
import type {
  HeldSeat,
  HumanPerspectiveBody,
  PerspectiveDraftBody,
  pastContributionSchema,
  pendingDecisionSchema,
  perspectiveSchema,
  portalSessionSchema,
  SavedDraft,
} from '../../../../contracts/sessions.ts';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useBellFrame } from '../../../shared/api/notifications.ts';
import { resolutionsQueryKey } from '../../resolutions/api/resolutions.ts';

export type PendingDecision = z.infer<typeof pendingDecisionSchema>;
export type PastContribution = z.infer<typeof pastContributionSchema>;
export type PortalSession = z.infer<typeof portalSessionSchema>;
export type Perspective = z.infer<typeof perspectiveSchema>;

const portalKey = ['portal'] as const;
const sessionPath = (id: string) => `/boards/sessions/${encodeURIComponent(id)}`;

export const portalKeys = {
  pending: [...portalKey, 'pending'] as const,
  contributions: [...portalKey, 'contributions'] as const,
  seats: [...portalKey, 'seats'] as const,
  session: (id: string) => [...portalKey, 'session', id] as const,
  perspectives: (id: string) => [...portalKey, 'session', id, 'perspectives'] as const,
  draft: (id: string) => [...portalKey, 'session', id, 'draft'] as const,
};

export function usePendingDecisions() {
  return useQuery({
    queryKey: portalKeys.pending,
    queryFn: () => apiFetch<PendingDecision[]>('/boards/human/pending'),
  });
}

/**
 * The written resolutions circulated to the member, under the resolutions' key: a vote cast
 * anywhere refreshes it, and so does the bell (below).
 */
export function useMyResolutions() {
  return useQuery({
    queryKey: [...resolutionsQueryKey, 'mine'],
    queryFn: () => apiFetch<MyResolutions>('/resolutions/mine'),
  });
}

export function useHeldSeats() {
  return useQuery({
    queryKey: portalKeys.seats,
    queryFn: () => apiFetch<HeldSeat[]>('/boards/human/seats'),
  });
}

/**
 * The portal follows the bell: whatever raises or lowers it (a decision awaiting input, a seat
 * given or taken, a session decided) may change what the portal lists, so each new frame of the
 * live stream refreshes every portal query without a reload.
 */
export function useRefreshPortalOnBell() {
  const client = useQueryClient();
  const bell = useBellFrame();
  const frame = bell.data ? JSON.stringify(bell.data) : null;
  const seen = useRef(frame);
  useEffect(() => {
    if (frame === null || frame === seen.current) return;
    const first = seen.current === null;
    seen.current = frame;
    if (first) return;
    void client.invalidateQueries({ queryKey: portalKey });
    // A resolution circulated or decided raises the bell too.
    void client.invalidateQueries({ queryKey: resolutionsQueryKey });
  }, [client, frame]);
}

export function usePastContributions() {
  return useQuery({
    queryKey: portalKeys.contributions,
    queryFn: () => apiFetch<PastContribution[]>('/boards/human/contributions'),
  });
}

export function usePortalSession(id: string | undefined) {
  return useQuery({
    queryKey: portalKeys.session(id ?? ''),
    queryFn: () => apiFetch<PortalSession>(sessionPath(id ?? '')),
    enabled: !!id,
  });
}

/**
 * The perspectives so far. The live stream refreshes them as seats answer; while the session runs
 * they are also re-read every few seconds, so a refresh lost between the first read and the stream
 * (a reconnect, an event handled while that read was still in flight) cannot leave the page empty.
 */
export function usePerspectives(id: string, running = false) {
  return useQuery({
    queryKey: portalKeys.perspectives(id),
    queryFn: () => apiFetch<Perspective[]>(`${sessionPath(id)}/perspectives`),
    refetchInterval: running ? 5_000 : false,
  });
}

export function draftQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.draft(id),
    queryFn: () => apiFetch<SavedDraft | null>(`${sessionPath(id)}/draft`),
    // The form is filled once from it; refetching would not change what is on screen.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveDraft(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: PerspectiveDraftBody) =>
      apiFetch<SavedDraft>(`${sessionPath(id)}/draft`, { method: 'PUT', body: draft }),
    onSuccess: (saved) => client.setQueryData(portalKeys.draft(id), saved),
  });
}

export function useSubmitPerspective(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HumanPerspectiveBody) =>
      apiFetch<{ success: boolean; message: string }>(`${sessionPath(id)}/perspectives`, {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: portalKey }),
  });
}
