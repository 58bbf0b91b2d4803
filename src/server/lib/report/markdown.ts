import type { Block, ReportDocument } from './model.ts';

/** Keeps user text from turning into Markdown structure (headings, lists, tables). */
function inline(text: string): string {
  return text.replace(/\r?\n+/g, ' ').replace(/([\\`*_[\]#|<>])/g, '\\$1');
}

function block(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return b.muted ? `_${inline(b.text)}_` : inline(b.text);
    case 'fields':
      return b.rows.map(([label, value]) => `- **${inline(label)}:** ${inline(value || '—')}`).join('\n');
    case 'bullets':
      return b.items.length ? b.items.map((item) => `- ${inline(item)}`).join('\n') : '_None._';
    case 'banner':
      return `> **${inline(b.text)}**`;
    case 'subheading':
      return `### ${inline(b.text)}`;
  }
}

export function renderMarkdown(report: ReportDocument): string {
  const parts = [`# ${inline(report.title)}`, `_${inline(report.subtitle)}_`];
  for (const section of report.sections) {
    parts.push(`## ${inline(section.heading)}`);
    for (const b of section.blocks) parts.push(block(b));
  }
  return `${parts.join('\n\n')}\n`;
}
