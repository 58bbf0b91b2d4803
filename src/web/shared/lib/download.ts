// Saving a file: the name the server suggests in Content-Disposition, and the browser's download
// through a temporary link. Every export (reports, minutes, the audit CSV, personas) saves this way.

/** A file name from a Content-Disposition header (`filename*` first, as RFC 6266 asks), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([^']*)'[^']*'([^;"]*)/i.exec(header);
  const decoded = extended ? decodeExtended(extended[1]!, extended[2]!.trim()) : null;
  if (decoded) return decoded;
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** An RFC 5987 value (`UTF-8''caf%C3%A9.md`); null when it cannot be read, so the plain name is used. */
function decodeExtended(charset: string, value: string): string | null {
  if (!value) return null;
  if (/^iso-8859-1$/i.test(charset.trim()))
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Saves a blob under `fileName` (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory a bit later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves a fetched file under the name the server suggests, else `fallbackName`; returns the name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
