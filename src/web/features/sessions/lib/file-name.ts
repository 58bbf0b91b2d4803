// The name a downloaded report is saved under.

/** A file name from a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/** The fallback name when the server does not suggest one. */
export function reportFileName(sessionId: string, format: 'pdf' | 'md'): string {
  return `boardwise-session-${sessionId.slice(0, 8)}.${format}`;
}
