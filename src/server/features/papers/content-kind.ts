// What an uploaded file is, judged from its bytes (magic numbers, the parts inside an Office zip),
// never from its name or the type the browser claims: a renamed executable is refused.
import { fileTypeFromBuffer } from 'file-type';
import type { PaperKind } from '../../../contracts/papers.ts';

export interface ContentKind {
  kind: PaperKind;
  mediaType: string;
}

const BY_EXTENSION: Record<string, PaperKind> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  pptx: 'pptx',
  png: 'image',
  jpg: 'image',
  gif: 'image',
  webp: 'image',
};

export async function detectContentKind(bytes: Uint8Array): Promise<ContentKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const kind = BY_EXTENSION[detected.ext];
    return kind ? { kind, mediaType: detected.mime } : null;
  }
  return looksLikeCsv(bytes) ? { kind: 'csv', mediaType: 'text/csv' } : null;
}

/**
 * CSV has no magic number: it is taken as CSV when it is UTF-8 text without control characters
 * (tabs and line ends aside) whose first line has a separator.
 */
function looksLikeCsv(bytes: Uint8Array): boolean {
  const text = decodeSample(bytes.subarray(0, 64 * 1024), bytes.length > 64 * 1024);
  if (text === null) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return false;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}

/** Strict UTF-8; a sample cut from a longer file may end inside a character (up to 3 bytes). */
function decodeSample(sample: Uint8Array, cut: boolean): string | null {
  for (let trim = 0; trim <= (cut ? 3 : 0); trim++) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - trim));
    } catch {
      // try one byte shorter
    }
  }
  return null;
}
