import { describe, expect, it } from 'vitest';
import { keyPointsFromText, perspectiveSummary } from './human-perspective.ts';

describe('key points typed one per line', () => {
  it('drops blank lines and leading bullet, dash or asterisk markers', () => {
    expect(keyPointsFromText('- one\r\n\n  * two\n• three\nfour - five\n   ')).toEqual([
      'one',
      'two',
      'three',
      'four - five',
    ]);
  });
  it('shows at most the first 100 characters as the summary, cut between words with an ellipsis', () => {
    expect(perspectiveSummary('short')).toBe('short');
    const text =
      'Raising now is affordable because the runway covers eighteen months, and the door to the next round stays open.';
    const summary = perspectiveSummary(text);
    expect(summary).toBe(
      'Raising now is affordable because the runway covers eighteen months, and the door to the next round…',
    );
    expect(summary.length).toBeLessThanOrEqual(101);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
  });
  it('drops a dangling comma before the ellipsis and cuts one overlong word', () => {
    expect(perspectiveSummary(`${'word '.repeat(18)}abcdefgh, rest of it`)).toBe(
      `${'word '.repeat(18)}abcdefgh…`,
    );
    expect(perspectiveSummary(`${'w'.repeat(98)}, tail end of text`)).toBe(`${'w'.repeat(98)}…`);
    expect(perspectiveSummary('x'.repeat(150))).toBe(`${'x'.repeat(100)}…`);
  });
  it('keeps a summary as it is when given one again', () => {
    const once = perspectiveSummary('a b '.repeat(40));
    expect(perspectiveSummary(once)).toBe(once);
  });
});
