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
  it('shows the first 100 characters as the summary', () => {
    expect(perspectiveSummary('a'.repeat(150))).toHaveLength(100);
    expect(perspectiveSummary('short')).toBe('short');
  });
});
