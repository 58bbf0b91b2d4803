import { describe, expect, it } from 'vitest';
import { parseAgendaText } from './agenda-text.ts';
import { AGENDA_LIMITS } from './meetings.ts';

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

describe('agenda text limits', () => {
  it('refuses a line longer than the limit before reading it, naming the line', () => {
    // The shape that made the old pattern backtrack for seconds: a comma, a number, then
    // tens of thousands of spaces before something that is not a unit.
    const hostile = `a,1${' '.repeat(49_996)}x`;
    expect(parseAgendaText(`Fine, 10\n${hostile}`)).toEqual({
      ok: false,
      line: 2,
      error: `Line 2: keep lines to ${AGENDA_LIMITS.lineLength} characters`,
    });
  });

  it('reads the same shape within the limit as a title', () => {
    expect(items(`a,1${' '.repeat(200)}x`)).toEqual([[`a,1${' '.repeat(200)}x`, 10]]);
    expect(items('Budget, 20 min   \t')).toEqual([['Budget', 20]]);
    expect(items('Budget,20minutes')).toEqual([['Budget', 20]]);
  });

  it('refuses more items than one import may add, naming the first line too many', () => {
    const lines = Array.from({ length: AGENDA_LIMITS.itemsPerImport + 1 }, (_, i) => `Item ${i + 1}`);
    expect(parseAgendaText(lines.join('\n'))).toEqual({
      ok: false,
      line: AGENDA_LIMITS.itemsPerImport + 1,
      error: `Import at most ${AGENDA_LIMITS.itemsPerImport} items at a time`,
    });
    expect(parseAgendaText(lines.slice(1).join('\n'))).toMatchObject({ ok: true });
  });
});
