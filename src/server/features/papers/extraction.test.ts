// Extraction as the board reads it: the rows of a PDF's table keep their figures together, sheets
// and CSV read row by row, and a file that is not what it claims is recognised by its content.
import { describe, expect, it } from 'vitest';
import {
  figuresPdf,
  figuresXlsx,
  officeFile,
  scannedFiguresPdf,
  scannedFiguresPng,
} from '../../test/papers.ts';
import { detectContentKind } from './content-kind.ts';
import { runExtraction } from './run-extraction.ts';

describe('extracting board papers', () => {
  it('reads a PDF table of figures as rows, each figure beside its line, on a thread of its own', async () => {
    const progress: number[] = [];
    const result = await runExtraction('pdf', await figuresPdf(2), (p) => progress.push(p));
    expect(result.pages).toBe(2);
    expect(result.text).toContain('Revenue | $4,200,000 | $5,100,000');
    expect(result.text).toContain('Cash at year end | $1,350,000 | $900,000');
    expect(result.text).toContain('[Page 2]');
    expect(progress.at(-1)).toBe(100);
  });

  it('reads a spreadsheet row by row and keeps its first rows as a table', async () => {
    const result = await runExtraction('xlsx', await figuresXlsx(3), () => {});
    expect(result.text.split('\n')).toEqual([
      'Month | Revenue | Cost',
      'Month 1 | 1000 | 800',
      'Month 2 | 2000 | 1600',
      'Month 3 | 3000 | 2400',
    ]);
    expect(result.sheets).toEqual([
      {
        name: 'Budget',
        row_count: 4,
        rows: [
          ['Month', 'Revenue', 'Cost'],
          ['Month 1', '1000', '800'],
          ['Month 2', '2000', '1600'],
          ['Month 3', '3000', '2400'],
        ],
      },
    ]);
  });

  it('reads CSV, quoted separators included', async () => {
    const csv = Buffer.from('Item,Amount\n"Loan, 5 years","$250,000"\n');
    const result = await runExtraction('csv', csv, () => {});
    expect(result.text).toBe('Item | Amount\nLoan, 5 years | $250,000');
  });

  it('reads a Word document and a deck paragraph by paragraph', async () => {
    const docx = await runExtraction(
      'docx',
      officeFile('docx', ['Budget memo', 'Revenue: $4,200,000']),
      () => {},
    );
    expect(docx.text).toBe('Budget memo\n\nRevenue: $4,200,000');
    const pptx = await runExtraction(
      'pptx',
      officeFile('pptx', ['Q3 review', 'Cash &amp; equivalents: $900,000']),
      () => {},
    );
    expect(pptx.text).toBe('[Slide 1]\nQ3 review\nCash & equivalents: $900,000');
  });

  it('reads a scanned page by OCR, figures kept beside their line, with the model from disk', async () => {
    const progress: number[] = [];
    const result = await runExtraction('pdf', await scannedFiguresPdf(), (p) => progress.push(p));
    expect(result.pages).toBe(1);
    expect(result.text).toMatch(/^\(read by OCR from a scanned page\)\n/);
    expect(result.text).toMatch(/Revenue \$4,200,000 \$5,100,000/);
    expect(result.text).toMatch(/Cash at year end \$1,350,000 \$900,000/);
    expect(progress.at(-1)).toBe(100);
  });

  it('reads a picture of a table by OCR', async () => {
    const result = await runExtraction('image', await scannedFiguresPng(), () => {});
    expect(result.text).toMatch(/Operating cost \$3,900,000 \$4,300,000/);
    expect(result.pages).toBeNull();
  });

  it('fails the extraction, not the process, when a file is not what its kind says', async () => {
    await expect(runExtraction('pdf', Buffer.from('%PDF-1.7 but nothing after'), () => {})).rejects.toThrow();
  });
});

describe('recognising a file by its content', () => {
  it('knows PDFs, workbooks and CSV whatever they are called', async () => {
    expect(await detectContentKind(await figuresPdf())).toEqual({
      kind: 'pdf',
      mediaType: 'application/pdf',
    });
    expect((await detectContentKind(await figuresXlsx()))?.kind).toBe('xlsx');
    expect((await detectContentKind(Buffer.from('a;b\n1;2\n')))?.kind).toBe('csv');
    expect((await detectContentKind(officeFile('docx', ['x'])))?.kind).toBe('docx');
    expect((await detectContentKind(officeFile('pptx', ['x'])))?.kind).toBe('pptx');
  });

  it('refuses an executable, an HTML page and binary noise', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]);
    expect(await detectContentKind(elf)).toBeNull();
    expect(await detectContentKind(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(await detectContentKind(Buffer.from([0, 1, 2, 3, 255, 254, 0, 0]))).toBeNull();
  });
});
