import { describe, expect, it } from 'vitest';
import { parseAgendaText } from './agenda-text.ts';

const items = (text: string) => {
  const result = parseAgendaText(text);
  if (!result.ok) throw new Error(result.error);
  return result.items.map((i) => [i.title, i.durationMinutes]);
};

describe('agenda text', () => {
  it('reads one item per line, the duration optional (10 by default)', () => {
    expect(items('Budget review, 20\nHiring plan\nQ3 roadmap, 15')).toEqual([
      ['Budget review', 20],
      ['Hiring plan', 10],
      ['Q3 roadmap', 15],
    ]);
  });

  it('skips blank lines and trims, and keeps commas inside titles', () => {
    expect(items('\n  Pricing, packaging, and discounts, 25  \n\n   \nRisks, issues\n')).toEqual([
      ['Pricing, packaging, and discounts', 25],
      ['Risks, issues', 10],
    ]);
  });

  it('accepts minute units and list markers', () => {
    expect(items('- Board update, 5 min\n2. Close, 30 minutes')).toEqual([
      ['Board update', 5],
      ['Close', 30],
    ]);
  });

  it('treats a number without a comma as part of the title', () => {
    expect(items('Review Q3 2026')).toEqual([['Review Q3 2026', 10]]);
  });

  it('refuses durations outside 5–480 minutes, naming the line', () => {
    expect(parseAgendaText('Fine, 10\n\nToo short, 2')).toEqual({
      ok: false,
      line: 3,
      error: 'Line 3: duration must be between 5 and 480 minutes',
    });
    expect(parseAgendaText('Marathon, 481')).toMatchObject({ ok: false, line: 1 });
  });

  it('refuses blank text and a line that is only a duration', () => {
    expect(parseAgendaText('  \n \n')).toMatchObject({ ok: false });
    expect(parseAgendaText(', 20')).toMatchObject({
      ok: false,
      line: 1,
      error: 'Line 1: the item needs a title',
    });
  });
});
