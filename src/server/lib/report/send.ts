// Sends a report as a downloadable PDF or Markdown file.
import type { FastifyReply } from 'fastify';
import { renderMarkdown } from './markdown.ts';
import type { ReportDocument } from './model.ts';
import { renderPdf } from './pdf.ts';

export type ReportFormat = 'pdf' | 'md';

/** A file-name stem from free text: lower-case letters, digits and dashes. */
export function fileStem(prefix: string, text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}-${slug || fallback}`;
}

export async function sendReport(
  reply: FastifyReply,
  report: ReportDocument,
  format: ReportFormat,
  stem: string,
) {
  const [body, type] =
    format === 'pdf'
      ? [await renderPdf(report), 'application/pdf']
      : [renderMarkdown(report), 'text/markdown; charset=utf-8'];
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${stem}.${format}"`)
    .send(body);
}
