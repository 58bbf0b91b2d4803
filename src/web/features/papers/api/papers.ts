// Board papers over the API: a board's (or a meeting's, an item's) list with extraction progress,
// one paper with what was extracted, attaching a file, removing one, and the file itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paper, PaperDetail, PaperList, PaperTarget } from '../../../../contracts/papers.ts';
import { apiFetch, apiResponse } from '../../../shared/api/api-client.ts';
import { apiPath } from '../../../shared/api/api-path.ts';
import { saveResponse } from '../../../shared/lib/download.ts';

export const papersQueryKey = ['papers'] as const;
const listKey = (boardId: string, target: PaperTarget) =>
  [...papersQueryKey, 'list', boardId, target] as const;
const detailKey = (paperId: string) => [...papersQueryKey, 'detail', paperId] as const;

/** The query string, with its '?', naming what the papers are attached to (and a new file's name). */
function targetQuery(target: PaperTarget & { name?: string }): string {
  const entries = Object.entries(target).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `?${new URLSearchParams(entries)}`;
}

const extracting = (paper: Paper) =>
  paper.extraction_status === 'queued' || paper.extraction_status === 'running';

export function usePapers(boardId: string, target: PaperTarget = {}) {
  return useQuery({
    queryKey: listKey(boardId, target),
    queryFn: () => apiFetch<PaperList>(apiPath`/boards/${boardId}/papers` + targetQuery(target)),
    // While a paper is being read, its progress is read again every second.
    refetchInterval: (query) => (query.state.data?.papers.some(extracting) ? 1000 : false),
  });
}

export function getPaper(paperId: string): Promise<PaperDetail> {
  return apiFetch<PaperDetail>(apiPath`/papers/${paperId}`);
}

export function usePaper(paperId: string | null) {
  return useQuery({
    queryKey: detailKey(paperId ?? ''),
    queryFn: () => getPaper(paperId!),
    enabled: paperId !== null,
    refetchInterval: (query) => (query.state.data && extracting(query.state.data) ? 1000 : false),
  });
}

export function useUploadPaper(boardId: string, target: PaperTarget = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch<Paper>(apiPath`/boards/${boardId}/papers` + targetQuery({ ...target, name: file.name }), {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: papersQueryKey }),
  });
}

export function useRemovePaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paperId: string) => apiFetch(apiPath`/papers/${paperId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: papersQueryKey }),
  });
}

/** The file as a blob, to show in the page (a PDF in a frame, an image). */
export async function fetchPaperBlob(paperId: string): Promise<Blob> {
  const response = await apiResponse(apiPath`/papers/${paperId}/content`, { headers: { Accept: '*/*' } });
  return response.blob();
}

export async function downloadPaper(paper: Paper): Promise<string> {
  const response = await apiResponse(apiPath`/papers/${paper.id}/content?download=1`, {
    headers: { Accept: '*/*' },
  });
  return saveResponse(response, paper.name);
}
