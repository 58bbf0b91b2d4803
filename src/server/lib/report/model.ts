// A report as data — title, sections, blocks — rendered to PDF or Markdown by the renderers
// beside this file, so each export is written once and both formats say the same thing.
export type Tone = 'positive' | 'negative' | 'neutral';

export type Block =
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'banner'; text: string; tone: Tone }
  | { kind: 'subheading'; text: string };

export interface ReportSection {
  heading: string;
  blocks: Block[];
}

export interface ReportDocument {
  title: string;
  subtitle: string;
  sections: ReportSection[];
}

export const paragraph = (text: string, muted = false): Block => ({ kind: 'paragraph', text, muted });
export const fields = (rows: [string, string][]): Block => ({ kind: 'fields', rows });
export const bullets = (items: string[]): Block => ({ kind: 'bullets', items });
export const subheading = (text: string): Block => ({ kind: 'subheading', text });
export const banner = (text: string, tone: Tone): Block => ({ kind: 'banner', text, tone });

export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`;
