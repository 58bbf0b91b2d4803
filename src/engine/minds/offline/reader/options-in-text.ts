// The options a decision lays out in its own words ('Option A: Vendor A at $40k. Option B: …',
// '1) … 2) …', 'choose between X, Y and Z'), read when the asker typed none (ADR 58). Two to five
// options, each a short label; anything else reads as a yes/no decision.
import type { DecisionOption } from '../../../types.ts';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 5;
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
const LABEL_MAX = 200;

/** 'Option A: …', 'Option 2 - …', 'A) …', '(b) …', '1. …' at the start of a line or after a sentence. */
const MARKED =
  /(?:^|\n|[.;:?!]\s+)\s*(?:[-*•]\s*)?(?:option|choice|alternative|plan|scenario)\s+([a-e1-5])\s*[:.)\-–—]\s*|(?:^|\n)\s*(?:[-*•]\s*)?\(?([a-e1-5])[).:]\s+/gi;
const BETWEEN =
  /\b(?:choose|choosing|decide|deciding|pick|picking|torn|options? are|choice is)\s+(?:between|among|from)?\s*:?\s*([^.?!\n]{6,400})/i;

function clean(label: string): string {
  const text = label
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;.–—-]+$/g, '')
    .replace(/^(?:or|and|either)\s+/i, '')
    .replace(/[\s,;]+(?:or|and)$/i, '')
    .replace(/^\(?[a-e1-5]\)\s*/i, '');
  return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1).trimEnd()}…` : text;
}

function lettered(labels: readonly string[]): DecisionOption[] | null {
  const kept = labels.map(clean).filter((l) => l.length >= 2);
  if (kept.length < MIN_OPTIONS || kept.length > MAX_OPTIONS) return null;
  return kept.map((label, i) => ({ id: LETTERS[i] as string, label }));
}

function markedOptions(text: string): DecisionOption[] | null {
  const marks = [...text.matchAll(MARKED)];
  if (marks.length < MIN_OPTIONS) return null;
  const labels = marks.map((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    // An option's words run to its line's end or its first full stop, whichever comes first.
    const body = text.slice(start, end).split(/\n|(?<=[a-z0-9%)])\.\s/i)[0] ?? '';
    return body;
  });
  // Marks must count up (A, B, C or 1, 2, 3): a stray '(b)' inside prose is no list.
  const keys = marks.map((m) => (m[1] ?? m[2] ?? '').toLowerCase());
  const firsts = keys.map((k) => ('abcde'.includes(k) ? 'abcde'.indexOf(k) : Number(k) - 1));
  if (!firsts.every((n, i) => n === i)) return null;
  return lettered(labels);
}

/** 'Options: keep the office, or move to coworking.' — a list after the word, on one line. */
const AFTER_OPTIONS_WORD = /\b(?:options?|alternatives|choices)\s*:\s*((?:[^.?!\n]|\.(?=\d)){6,400})/i;

function betweenOptions(text: string): DecisionOption[] | null {
  const m = BETWEEN.exec(text) ?? AFTER_OPTIONS_WORD.exec(text);
  if (!m?.[1]) return null;
  // '(a) a recall and a free swap, cost ~€1.1M; (b) …': lettered, the commas and 'and's are inside
  // the options, so the list is split at its marks.
  const marked = m[1].split(/(?:^|[\s,;]+)\(?[a-e1-5]\)\s+/i).filter((p) => p.trim());
  if (/^\s*\(?[a-e1-5]\)\s/i.test(m[1])) return marked.length >= MIN_OPTIONS ? lettered(marked) : null;
  const parts = m[1].split(/\s*(?:;|,\s*(?:or|and)\s+|,\s+|\s+or\s+|\s+and\s+|\s+versus\s+|\s+vs\.?\s+)\s*/i);
  return parts.length >= MIN_OPTIONS && parts.every((p) => p.split(' ').length <= 14)
    ? lettered(parts)
    : null;
}

/** The options the text lays out, lettered A–E, or null when it lays out fewer than two or more than five. */
export function optionsInText(topic: string, context: string): DecisionOption[] | null {
  const text = `${topic}\n${context}`;
  return markedOptions(text) ?? betweenOptions(topic) ?? betweenOptions(context);
}
