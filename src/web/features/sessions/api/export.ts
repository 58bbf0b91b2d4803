// Report downloads: the export is fetched with the bearer token as a file, then saved under the
// name the server suggests.
import { apiResponse } from '../../../shared/api/api-client.ts';
import { fileNameFromDisposition, reportFileName } from '../lib/file-name.ts';

export type ReportFormat = 'pdf' | 'md';

const ACCEPT: Record<ReportFormat, string> = {
  pdf: 'application/pdf, application/json',
  md: 'text/markdown, text/plain, application/json',
};

export async function downloadSessionReport(sessionId: string, format: ReportFormat): Promise<string> {
  const response = await apiResponse(`/sessions/${encodeURIComponent(sessionId)}/export?format=${format}`, {
    headers: { Accept: ACCEPT[format] },
  });
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? reportFileName(sessionId, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
