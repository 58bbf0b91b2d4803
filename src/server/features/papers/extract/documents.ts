// Word documents (mammoth's raw text) and PowerPoint decks (the text runs of each slide, read
// from the deck's XML: a deck is a zip of one XML file per slide).
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import type { Extraction, OnProgress } from './types.ts';

export async function extractDocx(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  const result = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
  onProgress(90);
  return { text: result.value.replace(/\n{3,}/g, '\n\n').trim(), pages: null, sheets: null };
}

const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;

export async function extractPptx(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  const files = unzipSync(bytes, { filter: (file) => SLIDE.test(file.name) });
  const slides = Object.entries(files)
    .map(([name, data]) => ({ n: Number(SLIDE.exec(name)![1]), xml: new TextDecoder().decode(data) }))
    .sort((a, b) => a.n - b.n);
  onProgress(50);
  const text = slides
    .map((slide, i) => `[Slide ${i + 1}]\n${slideText(slide.xml)}`)
    .join('\n\n')
    .trim();
  return { text, pages: slides.length, sheets: null };
}

/** Each paragraph (<a:p>) of a slide on its own line, its runs (<a:t>) joined. */
function slideText(xml: string): string {
  return xml
    .split('</a:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''),
    )
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
