// Extraction by kind: the one entry the extraction thread calls. Each extractor is imported when
// its kind comes, so a thread reading a CSV does not load pdf.js.
import { PAPER_TEXT_MAX_CHARS, type PaperKind } from '../../../../contracts/papers.ts';
import type { Extraction, OnProgress } from './types.ts';

export type { Extraction, OnProgress } from './types.ts';

type Extractor = (bytes: Uint8Array, onProgress: OnProgress) => Promise<Extraction>;

const EXTRACTORS: Record<PaperKind, () => Promise<Extractor>> = {
  pdf: async () => (await import('./pdf.ts')).extractPdf,
  xlsx: async () => (await import('./sheets.ts')).extractXlsx,
  csv: async () => (await import('./sheets.ts')).extractCsv,
  docx: async () => (await import('./documents.ts')).extractDocx,
  pptx: async () => (await import('./documents.ts')).extractPptx,
  image: async () => (await import('./images.ts')).extractImage,
};

export async function extractPaper(
  kind: PaperKind,
  bytes: Uint8Array,
  onProgress: OnProgress,
): Promise<Extraction> {
  const extract = await EXTRACTORS[kind]();
  const result = await extract(bytes, onProgress);
  // PostgreSQL text holds no NUL; a damaged file's text may carry one.
  const clean = result.text.replaceAll('\u0000', '');
  const text = clean.length > PAPER_TEXT_MAX_CHARS ? `${clean.slice(0, PAPER_TEXT_MAX_CHARS - 1)}…` : clean;
  return { ...result, text };
}
