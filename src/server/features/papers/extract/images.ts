// A picture of a page (a scan, a photographed table): its text read by OCR.
import { openPictureReader } from './ocr.ts';
import type { Extraction, OnProgress } from './types.ts';

export async function extractImage(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  const reader = openPictureReader();
  try {
    onProgress(10);
    return { text: await reader.read(bytes), pages: null, sheets: null };
  } finally {
    await reader.close();
  }
}
