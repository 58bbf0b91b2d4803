import { describe, expect, it } from 'vitest';
import { EU_ACQUISITION, SEED_ROUND } from '../../test-support/sample-board.ts';
import type { Decision } from '../../types.ts';
import { analyzeDecision, has } from './analyze-decision.ts';

const decision = (topic: string, context = '', extra: Partial<Decision['constraints']> = {}): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null, ...extra },
});

describe('analyzeDecision (wink-nlp)', () => {
  it('reads amounts with their roles, runway, growth and counts from the seed-round text', () => {
    const f = analyzeDecision(SEED_ROUND);
    expect(f.type).toBe('funding');
    expect(f.primaryAmount).toMatchObject({ text: '$2M', value: 2_000_000 });
    expect(f.burn).toMatchObject({ text: '$75k', value: 75_000, monthly: true });
    expect(f.cash).toMatchObject({ text: '$600k', value: 600_000 });
    expect(f.revenue).toMatchObject({ text: '$40k', monthly: true });
    expect(f.runway).toMatchObject({ text: '8 months', months: 8 });
    expect(f.growth).toMatchObject({ text: '30%', value: 30 });
    expect(f.timeline).toMatchObject({ months: 3 });
    expect(f.counts.map((c) => c.text)).toContain('two senior engineers');
    expect(has(f, 'regulatory')).toBe(false);
  });

  it('classifies the acquisition and flags regulation, irreversibility and customer impact with evidence', () => {
    const f = analyzeDecision(EU_ACQUISITION);
    expect(f.type).toBe('acquisition');
    expect(f.typeEvidence).toContain('acquire');
    expect(f.primaryAmount?.text).toBe('$40M');
    expect(f.revenue).toMatchObject({ value: 12_000_000, monthly: false });
    expect(f.flags.regulatory[0]).toMatchObject({
      text: 'regulatory',
      sentence: expect.stringContaining('pending in the EU'),
    });
    expect(f.flags.irreversible[0]?.sentence).toContain('irreversible once signed');
    expect(f.counts.map((c) => c.text)).toContain('2,000 customers');
    expect(has(f, 'timelinePressure')).toBe(true);
    expect(has(f, 'competition')).toBe(true);
    expect(f.negativeSentences.length).toBeGreaterThan(0);
  });

  it('classifies by patterns: a price rise is not a raise, a VP is a hire, a new country is an expansion', () => {
    expect(analyzeDecision(decision('Raise prices by 20% for all customers')).type).toBe('strategic');
    expect(analyzeDecision(decision('Hire a VP of Sales to replace founder-led sales')).type).toBe('hire');
    expect(analyzeDecision(decision('Expand into Germany next year')).type).toBe('expansion');
    expect(analyzeDecision(decision('Launch the mobile app to all users')).type).toBe('launch');
    expect(analyzeDecision(decision('Pivot to enterprise customers')).type).toBe('pivot');
    expect(analyzeDecision({ ...decision('Should we do it?'), type: 'funding' }).type).toBe('funding');
  });

  it('ignores vocabulary inside a negation', () => {
    const f = analyzeDecision(
      decision('Open a second office in Lisbon', 'No regulatory approval is required for this.'),
    );
    expect(has(f, 'regulatory')).toBe(false);
    expect(
      has(
        analyzeDecision(decision('Open a second office', 'Regulatory approval is required.')),
        'regulatory',
      ),
    ).toBe(true);
  });

  it('handles magnitudes, currencies and compound durations', () => {
    const f = analyzeDecision(
      decision('Invest €1.5m in a new plant', 'It gives an 18-month runway and costs $250K a year.'),
    );
    expect(f.amounts.map((a) => [a.text, a.value])).toEqual([
      ['€1.5m', 1_500_000],
      ['$250K', 250_000],
    ]);
    expect(f.runway).toMatchObject({ months: 18 });
  });

  it('is deterministic and memoized', () => {
    const a = analyzeDecision(EU_ACQUISITION);
    expect(analyzeDecision({ ...EU_ACQUISITION, constraints: { ...EU_ACQUISITION.constraints } })).toBe(a);
  });
});
