// Spreadsheets and CSV: every sheet's rows as text lines with " | " between cells (what the board
// reads), and the first rows of each as a table (what a director sees in the browser).
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PAPER_PREVIEW_ROWS, type PaperSheetPreview } from '../../../../contracts/papers.ts';
import type { Extraction, OnProgress } from './types.ts';

export async function extractXlsx(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  onProgress(50);
  const sheets: { name: string; rows: string[][] }[] = [];
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
      rows.push(cells);
    });
    sheets.push({ name: sheet.name, rows });
  });
  onProgress(90);
  return asExtraction(sheets);
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text.trim();
  } catch {
    // A cell whose value exceljs cannot render (an odd rich-text or error value) reads as empty.
    return '';
  }
}

export async function extractCsv(bytes: Uint8Array, onProgress: OnProgress): Promise<Extraction> {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  onProgress(90);
  const rows = parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
  return asExtraction([{ name: 'CSV', rows }]);
}

function asExtraction(sheets: { name: string; rows: string[][] }[]): Extraction {
  const text = sheets
    .map((sheet) => {
      const lines = sheet.rows.map((row) => trimEnd(row).join(' | ')).filter(Boolean);
      return sheets.length > 1 ? `[Sheet ${sheet.name}]\n${lines.join('\n')}` : lines.join('\n');
    })
    .join('\n\n');
  const previews: PaperSheetPreview[] = sheets.map((sheet) => ({
    name: sheet.name,
    row_count: sheet.rows.length,
    rows: sheet.rows.slice(0, PAPER_PREVIEW_ROWS).map(trimEnd),
  }));
  return { text: text.trim(), pages: null, sheets: previews };
}

/** A row without its empty cells at the end. */
function trimEnd(row: string[]): string[] {
  let end = row.length;
  while (end > 0 && !row[end - 1]) end--;
  return row.slice(0, end);
}
