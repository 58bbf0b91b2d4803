// Renders a report to PDF with pdfkit and an embedded Unicode font (DejaVu, shipped through npm,
// so any script a user writes in prints, unlike pdfkit's Latin-1 built-in fonts). pdfkit loads with
// the first export, not at start: most processes never print one.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReportDocument, Tone } from './model.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  italic: path.join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
};
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#1c7ed6';
const MARGIN = 56;

const TONES: Record<Tone, string> = { positive: '#2b8a3e', negative: '#c92a2a', neutral: '#e67700' };

export async function renderPdf(report: ReportDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const meta = { title: report.title, subject: report.subtitle };
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Subject: meta.subject, Creator: 'Boardwise' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  const writer = {
    title(text: string, subtitle?: string) {
      doc.font('bold').fontSize(20).fillColor(INK).text(text, { width });
      if (subtitle) doc.moveDown(0.2).font('regular').fontSize(10).fillColor(MUTED).text(subtitle, { width });
      doc.moveDown(0.8);
    },
    heading(text: string) {
      ensureRoom(60);
      doc.moveDown(0.6).font('bold').fontSize(14).fillColor(ACCENT).text(text, { width }).moveDown(0.3);
    },
    subheading(text: string) {
      ensureRoom(40);
      doc.moveDown(0.3).font('bold').fontSize(11).fillColor(INK).text(text, { width }).moveDown(0.15);
    },
    paragraph(text: string, options: { muted?: boolean; italic?: boolean } = {}) {
      doc
        .font(options.italic ? 'italic' : 'regular')
        .fontSize(10)
        .fillColor(options.muted ? MUTED : INK)
        .text(text, { width, lineGap: 2 })
        .moveDown(0.4);
    },
    fields(rows: [string, string][]) {
      for (const [label, value] of rows) {
        ensureRoom(16);
        doc.font('bold').fontSize(10).fillColor(INK).text(`${label}: `, { continued: true, width });
        doc.font('regular').text(value || '—', { width, lineGap: 2 });
      }
      doc.moveDown(0.4);
    },
    bullets(items: string[]) {
      for (const item of items) {
        ensureRoom(16);
        doc.font('regular').fontSize(10).fillColor(INK).text(`•  ${item}`, { width, indent: 0, lineGap: 2 });
      }
      doc.moveDown(0.4);
    },
    banner(text: string, color: string) {
      ensureRoom(40);
      const y = doc.y;
      doc.font('bold').fontSize(12);
      const height = doc.heightOfString(text, { width: width - 20 }) + 16;
      doc.save().roundedRect(MARGIN, y, width, height, 6).fill(color).restore();
      doc.fillColor('#ffffff').text(text, MARGIN + 10, y + 8, { width: width - 20 });
      doc.x = MARGIN;
      doc.y = y + height + 8;
      doc.fillColor(INK);
    },
    rule() {
      doc.moveDown(0.3);
      doc
        .save()
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .lineWidth(0.5)
        .strokeColor('#ced4da')
        .stroke()
        .restore();
      doc.moveDown(0.5);
    },
  };

  writer.title(report.title, report.subtitle);
  for (const section of report.sections) {
    writer.heading(section.heading);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph')
        writer.paragraph(block.text, { muted: block.muted, italic: block.muted });
      else if (block.kind === 'fields') writer.fields(block.rows);
      else if (block.kind === 'bullets') writer.bullets(block.items.length ? block.items : ['None.']);
      else if (block.kind === 'banner') writer.banner(block.text, TONES[block.tone]);
      else writer.subheading(block.text);
    }
    writer.rule();
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${meta.title} · page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 36, {
        width,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
