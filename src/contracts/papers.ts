// Board papers: the files a board reads before it decides, and what was extracted from them.
import { z } from 'zod';
import { idSchema, textSchema } from './text.ts';

/** The largest file one upload may carry. */
export const PAPER_MAX_BYTES = 20 * 1024 * 1024;
/** Extracted text kept per paper (the Ask form inserts as much as the context takes). */
export const PAPER_TEXT_MAX_CHARS = 200_000;
/** Rows of each sheet kept for reading a spreadsheet as a table in the browser. */
export const PAPER_PREVIEW_ROWS = 200;

export const PAPER_KINDS = ['pdf', 'xlsx', 'csv', 'docx', 'pptx', 'image'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

export const PAPER_KIND_LABELS: Record<PaperKind, string> = {
  pdf: 'PDF',
  xlsx: 'Spreadsheet',
  csv: 'CSV',
  docx: 'Word document',
  pptx: 'Slides',
  image: 'Image',
};

export const PAPER_MESSAGES = {
  unsupported: 'This file is not a PDF, spreadsheet (XLSX or CSV), Word document, PowerPoint deck or image',
  tooLarge: `A board paper may be at most ${PAPER_MAX_BYTES / (1024 * 1024)} MB`,
  empty: 'The file is empty',
  notOctetStream: 'Send the file itself as the body, with Content-Type: application/octet-stream',
  boardFull: (limitMb: number) =>
    `This board's papers would pass its limit of ${limitMb} MB: remove some first`,
  oneTarget: 'Attach a paper to one of a meeting, an agenda item or a session, or to none (the board)',
  notFound: 'Board paper not found',
  confirmAddress: 'Confirm your e-mail address (Settings → Security) to receive board papers others attached',
  withheld: (count: number) =>
    `${count} paper${count === 1 ? '' : 's'} held back until you confirm your e-mail address (Settings → Security).`,
} as const;

export const extractionStatusSchema = z.enum(['queued', 'running', 'done', 'failed', 'none']);
export type ExtractionStatus = z.infer<typeof extractionStatusSchema>;

export const paperSheetPreviewSchema = z.object({
  name: z.string(),
  /** Rows in the sheet (the preview holds the first PAPER_PREVIEW_ROWS). */
  row_count: z.number().int(),
  rows: z.array(z.array(z.string())),
});
export type PaperSheetPreview = z.infer<typeof paperSheetPreviewSchema>;

export const paperSchema = z.object({
  id: z.string(),
  board_id: z.string(),
  meeting_id: z.string().nullable(),
  agenda_item_id: z.string().nullable(),
  session_id: z.string().nullable(),
  name: z.string(),
  kind: z.enum(PAPER_KINDS),
  media_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
  extraction_status: extractionStatusSchema,
  /** 0–100 while extraction runs. */
  extraction_progress: z.number().int().min(0).max(100),
  extraction_error: z.string().nullable(),
  pages: z.number().int().nullable(),
  extraction_ms: z.number().int().nullable(),
  created_at: z.string(),
});
export type Paper = z.infer<typeof paperSchema>;

export const paperDetailSchema = paperSchema.extend({
  extracted_text: z.string().nullable(),
  sheets: z.array(paperSheetPreviewSchema).nullable(),
});
export type PaperDetail = z.infer<typeof paperDetailSchema>;

export const paperListSchema = z.object({
  papers: z.array(paperSchema),
  /** Bytes the board's papers take, and its limit. */
  used_bytes: z.number().int(),
  limit_bytes: z.number().int(),
  /** Papers others attached, held back until the caller confirms their address (0 otherwise). */
  withheld: z.number().int(),
});
export type PaperList = z.infer<typeof paperListSchema>;

/** Where a paper is attached; none of them: the board itself (papers for its next question). */
export const paperTargetSchema = z.strictObject({
  meeting_id: idSchema.optional(),
  agenda_item_id: idSchema.optional(),
  session_id: idSchema.optional(),
});
export type PaperTarget = z.infer<typeof paperTargetSchema>;

export const uploadPaperQuerySchema = paperTargetSchema.extend({
  name: textSchema.trim().min(1, 'Name the file').max(255),
});
export type UploadPaperQuery = z.infer<typeof uploadPaperQuerySchema>;

export const paperContentQuerySchema = z.strictObject({
  download: z.enum(['0', '1']).optional(),
});

/** The papers' text as the decision's context: each under its name, cut to fit `max`. */
export function papersAsContext(papers: { name: string; text: string }[], max: number): string {
  const parts: string[] = [];
  let room = max;
  for (const paper of papers) {
    const heading = `From the board paper "${paper.name}":\n`;
    if (room <= heading.length + 20) break;
    const body = paper.text.trim();
    const fits = body.length <= room - heading.length ? body : `${body.slice(0, room - heading.length - 1)}…`;
    parts.push(heading + fits);
    room -= heading.length + fits.length + 2;
  }
  return parts.join('\n\n');
}
