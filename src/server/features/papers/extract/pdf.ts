// A PDF's text, page by page, with tables kept as rows: pdf.js gives positioned runs of text;
// runs on one baseline make a line, and a wide gap between runs becomes a " | " cell border,
// so "Revenue | $1,200,000 | $1,450,000" reads as the row it was on the page. A page with no text
// of its own (a scan) is read off its pictures by OCR, and says so.
import { extractImages, getDocumentProxy } from 'unpdf';
import { openPictureReader, pixelsAsPnm } from './ocr.ts';
import type { Extraction, OnProgress } from './types.ts';

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Fewer letters or digits than this on a page: it is a picture of a page, read by OCR. */
const SCANNED_BELOW = 10;
/** Pictures read by OCR in one PDF at most (a few seconds each), so a long scan ends in minutes. */
const MAX_OCR_PICTURES = 60;

export async function extractPdf(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  // Errors only: pdf.js warns on stdout about every oddity of a damaged file.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  const pages: string[] = [];
  const ocr = openPictureReader();
  let pictures = 0;
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs = (
        content.items as { str?: string; transform?: number[]; width?: number; height?: number }[]
      )
        .filter((item) => item.str?.trim() && item.transform)
        .map((item) => ({
          str: item.str!,
          x: item.transform![4]!,
          y: item.transform![5]!,
          width: item.width ?? 0,
          height: item.height || Math.abs(item.transform![3]!) || 10,
        }));
      const text = linesOf(runs).join('\n');
      if (text.replace(/[^\p{L}\p{N}]/gu, '').length >= SCANNED_BELOW) pages.push(text);
      else {
        const read: string[] = [];
        for (const image of await extractImages(pdf, n)) {
          if (pictures >= MAX_OCR_PICTURES) break;
          pictures++;
          read.push(await ocr.read(pixelsAsPnm(image)));
        }
        const scanned = read.join('\n').trim();
        pages.push(
          scanned
            ? `(read by OCR from a scanned page)\n${scanned}`
            : pictures >= MAX_OCR_PICTURES
              ? text || `(a scanned page not read: only ${MAX_OCR_PICTURES} pictures are read per file)`
              : text,
        );
      }
      page.cleanup();
      onProgress(Math.round((n / pdf.numPages) * 100));
    }
  } finally {
    await ocr.close();
    await pdf.cleanup();
  }
  return {
    text: pages
      .map((text, i) => (pages.length > 1 ? `[Page ${i + 1}]\n${text}` : text))
      .join('\n\n')
      .trim(),
    pages: pages.length,
    sheets: null,
  };
}

function linesOf(runs: Run[]): string[] {
  const lines: Run[][] = [];
  // Top of the page first; runs whose baselines are within a third of a line are one line.
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - run.y) <= line[0]!.height / 3) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    const sorted = line.sort((a, b) => a.x - b.x);
    let text = sorted[0]!.str;
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1]!;
      const run = sorted[i]!;
      const gap = run.x - (before.x + before.width);
      text += gap > run.height * 1.5 ? ` | ${run.str}` : gap > run.height * 0.15 ? ` ${run.str}` : run.str;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
