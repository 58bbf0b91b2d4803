// A step that adds cost and leaves under six months of runway, with no money committed in writing,
// is voted down by both money seats with the figure and the fix, and the chair never says a plain
// 'proceed'; money committed, a long runway or a step that brings money in is not held (ADR 0112).
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';
import type { DeliberationResult } from '../../../types.ts';

const voteOf = (r: DeliberationResult, key: string) => r.votes.find((v) => v.seat.key === key)?.vote;

describe('a step the runway cannot carry is held by the money seats and the chair', () => {
  it.each([
    [
      'Do we bring on a VP Engineering?',
      'Runway: cash of £450,000 against a monthly burn of £95,000. She would cost £160k per year.',
    ],
    [
      'Should we sign the new warehouse lease?',
      'Cash is €900k, monthly burn €140k. The lease would cost €35k a month for 5 years.',
    ],
    [
      'Approve the new production line?',
      'The line costs £2.4M up front. We hold £1.9M in cash; the bank loan we discussed is not yet approved.',
    ],
    [
      'Should we hire a Head of Marketing?',
      'We have $600k in the bank and burn $110k a month. The candidate wants $180k a year plus equity.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    for (const key of ['CFO', 'INVESTOR_REP']) {
      expect(voteOf(r, key)?.vote).toBe('against');
      expect(voteOf(r, key)?.rationale).toMatch(/months of runway|funding gap/);
    }
    const head = r.synthesis?.recommendation ?? '';
    expect(head).not.toMatch(/with the conditions below$/);
    expect(head).toMatch(/committed in writing/);
    expect(r.synthesis?.action_items.map((a) => a.action).join(' ')).toMatch(/committed in writing/);
  });
});

describe('near misses: money committed, a long runway, money coming in', () => {
  it.each([
    [
      'Should we hire a Head of Marketing?',
      'We have $600k in the bank and burn $110k a month, and a $3M Series A term sheet was signed last week. The candidate wants $180k a year plus equity.',
    ],
    [
      'Should we hire a Head of Marketing?',
      'We have $4M in the bank and burn $110k a month. The candidate wants $180k a year plus equity.',
    ],
    [
      'Should we raise a $1.5M bridge from our existing investors?',
      'Cash is $300k and we burn $80k a month; the investors have offered a convertible note.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    expect(r.synthesis?.recommendation ?? '').not.toMatch(/committed in writing that takes runway/);
    expect(JSON.stringify(r.votes)).not.toMatch(/with no new money committed in writing/);
  });

  it('on a raise with a short runway the runway is the CFO’s first point', async () => {
    const r = await deliberate(
      'Should we raise a $1.5M bridge from our existing investors?',
      'Cash is $300k and we burn $80k a month; the investors have offered a convertible note.',
    );
    const cfo = r.positions.find((p) => p.seat.key === 'CFO')?.position;
    expect(cfo?.key_points[0]).toMatch(/^Runway today is 3\.8 months/);
  });
});
