import { describe, expect, it } from 'vitest';
import { describeSeries, formatDuration, formatPercent } from './format.ts';

describe('super-admin figures', () => {
  it('describes a chart in words', () => {
    expect(
      describeSeries(
        [
          { label: '2026-11-01', value: 2 },
          { label: '2026-11-02', value: 5 },
        ],
        'sessions',
      ),
    ).toBe('7 sessions in this period; the most on 2026-11-02 (5).');
    expect(describeSeries([{ label: 'a', value: 0 }], 'sessions')).toBe('No sessions in this period.');
  });

  it('formats rates and durations, with a dash for none', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDuration(75)).toBe('1 min 15 s');
    expect(formatDuration(null)).toBe('—');
  });
});
