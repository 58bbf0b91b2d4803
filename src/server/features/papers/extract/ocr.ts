// Reading text off pictures of pages (a scanned PDF, a photographed table) with Tesseract compiled to
// WebAssembly (tesseract.js). The English model comes from an npm package on disk
// (@tesseract.js-data/eng): tesseract.js would otherwise fetch it from a CDN at run time, which a
// server with no way out cannot reach. Nothing is cached to the working directory.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';

/** The LSTM model in 8-bit integers: a third of the full model's size, about as accurate for print. */
function englishModelDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Raw pixels as a picture Tesseract reads: a PNM (P5 grey, P6 colour) needs no encoder. */
export function pixelsAsPnm(image: {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: number;
}): Uint8Array {
  const { data, width, height, channels } = image;
  const grey = channels === 1;
  const header = new TextEncoder().encode(`${grey ? 'P5' : 'P6'}\n${width} ${height}\n255\n`);
  const body = new Uint8Array(width * height * (grey ? 1 : 3));
  if (grey || channels === 3) body.set(data.subarray(0, body.length));
  else
    for (let p = 0, q = 0; q < body.length; p += channels, q += 3) {
      body[q] = data[p]!;
      body[q + 1] = data[p + 1]!;
      body[q + 2] = data[p + 2]!;
    }
  const out = new Uint8Array(header.length + body.length);
  out.set(header);
  out.set(body, header.length);
  return out;
}

export interface PictureReader {
  /** The text of one picture (PNG, JPEG, WebP, BMP or PNM bytes). */
  read(picture: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

/**
 * One Tesseract worker, started on the first picture and kept for the next ones (loading the model
 * takes about a second); pictures are read one at a time, so a scanned PDF's pages are never all
 * held in memory at once. Close it when done.
 */
export function openPictureReader(): PictureReader {
  let worker: ReturnType<typeof createWorker> | null = null;
  return {
    async read(picture) {
      worker ??= createWorker('eng', OEM.LSTM_ONLY, {
        langPath: englishModelDir(),
        gzip: true,
        cacheMethod: 'none',
      });
      const { data } = await (await worker).recognize(
        Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength),
      );
      return tidy(data.text);
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

/** Lines as read, without the blank runs and trailing spaces OCR leaves. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
