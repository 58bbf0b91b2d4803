// Board papers made in the test: a PDF with a table of figures (pdfkit), a spreadsheet (exceljs),
// and scans of that PDF (poppler's pdftoppm), so no binary fixture is kept in the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import type { PaperDetail } from '../../contracts/papers.ts';
import type { App } from '../app.ts';
import type { Actor } from './factories.ts';

export const FIGURES_TABLE = [
  ['Line', 'FY2025', 'FY2026 plan'],
  ['Revenue', '$4,200,000', '$5,100,000'],
  ['Operating cost', '$3,900,000', '$4,300,000'],
  ['Cash at year end', '$1,350,000', '$900,000'],
] as const;

/** A board paper PDF: a heading, a paragraph, the table of figures; `pages` repeats the page. */
export async function figuresPdf(pages = 1): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  for (let page = 1; page <= pages; page++) {
    doc.addPage();
    doc.fontSize(16).text(`Finance report to the board — page ${page}`, 72, 72);
    doc
      .fontSize(11)
      .text('The plan below asks the board to approve the budget for the coming year.', 72, 100, {
        width: 450,
      });
    let y = 140;
    for (const row of FIGURES_TABLE) {
      row.forEach((cell, i) => {
        doc.text(cell, 72 + i * 160, y, { lineBreak: false });
      });
      y += 20;
    }
    for (let line = 0; line < 20; line++) {
      doc.text(`Note ${line + 1}: figures are unaudited and in US dollars.`, 72, 240 + line * 16, {
        lineBreak: false,
      });
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A workbook with one sheet: a header and `rows` rows of figures. */
export async function figuresXlsx(rows = 3): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow(['Month', 'Revenue', 'Cost']);
  for (let i = 1; i <= rows; i++) sheet.addRow([`Month ${i}`, 1000 * i, 800 * i]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a file as a board paper: the body is the file, its name and target in the query. */
export function uploadPaper(
  app: App,
  actor: Actor,
  boardId: string,
  bytes: Buffer,
  name: string,
  target: Record<string, string> = {},
) {
  const query = new URLSearchParams({ name, ...target });
  return app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardId}/papers?${query}`,
    headers: { ...actor.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** Polls a paper until its extraction ends (done or failed), as the browser does. */
export async function waitForExtraction(app: App, actor: Actor, paperId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/papers/${paperId}`,
      headers: actor.headers,
    });
    const paper = response.json() as PaperDetail;
    if (paper.extraction_status === 'done' || paper.extraction_status === 'failed') return paper;
    if (Date.now() > deadline)
      throw new Error(`extraction still ${paper.extraction_status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const OFFICE_TYPES: Record<'docx' | 'pptx', string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
};

/** The smallest Word document or deck that Office (and the extractors) open: a zip of its XML parts. */
export function officeFile(kind: 'docx' | 'pptx', paragraphs: string[]): Buffer {
  const main = kind === 'docx' ? 'word/document.xml' : 'ppt/presentation.xml';
  const runs = (tag: 'w' | 'a') =>
    paragraphs
      .map((p) =>
        tag === 'w' ? `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>` : `<a:p><a:r><a:t>${p}</a:t></a:r></a:p>`,
      )
      .join('');
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${OFFICE_TYPES[kind]}"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/></Relationships>`,
  };
  if (kind === 'docx')
    files[main] =
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${runs('w')}</w:body></w:document>`;
  else {
    files[main] =
      '<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>';
    files['ppt/slides/slide1.xml'] =
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${runs('a')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  }
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, xml]) => [name, strToU8(xml)]))),
  );
}

/**
 * A scan of the figures PDF: its page photographed (rendered to a PNG at `dpi` by poppler's
 * pdftoppm, which CI installs), so the picture holds the figures and no text layer.
 */
export async function scannedFiguresPng(dpi = 150): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-scan-'));
  try {
    writeFileSync(path.join(dir, 'figures.pdf'), await figuresPdf());
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', 'figures.pdf', 'scan'], { cwd: dir });
    return readFileSync(path.join(dir, 'scan.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A scanned board paper: the scan above as the only content of a PDF page (no text to extract). */
export async function scannedFiguresPdf(): Promise<Buffer> {
  const png = await scannedFiguresPng();
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.image(png, 0, 0, { width: 612 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
