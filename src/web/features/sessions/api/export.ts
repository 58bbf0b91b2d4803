// Report downloads: the session's report as a PDF or Markdown file, saved under the name the
// server suggests.
import { downloadFile } from '../../../shared/api/download.ts';
import { reportFileName } from '../lib/file-name.ts';

export type ReportFormat = 'pdf' | 'md';

const ACCEPT: Record<ReportFormat, string> = {
  pdf: 'application/pdf, application/json',
  md: 'text/markdown, text/plain, application/json',
};

export function downloadSessionReport(sessionId: string, format: ReportFormat): Promise<string> {
  return downloadFile(`/sessions/${encodeURIComponent(sessionId)}/export?format=${format}`, {
    accept: ACCEPT[format],
    fallbackName: reportFileName(sessionId, format),
  });
}
