// How a paper is described in a list: its size, and where its extraction stands.
import type { Paper } from '../../../../contracts/papers.ts';

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function extractionLabel(paper: Paper): string {
  switch (paper.extraction_status) {
    case 'queued':
      return 'Waiting to be read…';
    case 'running':
      return `Reading… ${paper.extraction_progress}%`;
    case 'done':
      if (paper.kind === 'image') return 'Read by OCR';
      return paper.pages ? `Read: ${paper.pages} page${paper.pages === 1 ? '' : 's'}` : 'Read';
    case 'failed':
      return paper.extraction_error ?? 'Could not be read';
    case 'none':
      return 'Shown as is (no text to read)';
  }
}

/** What the file picker offers; the server judges the content whatever is picked. */
export const PAPER_ACCEPT =
  '.pdf,.xlsx,.csv,.docx,.pptx,.png,.jpg,.jpeg,.gif,.webp,application/pdf,text/csv,image/png,image/jpeg,image/gif,image/webp';
