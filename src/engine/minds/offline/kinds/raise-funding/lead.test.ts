// A lead offered in the founder's words is a lead in hand: no seat asks for one or warns that none
// is named; a lead nobody has offered is still missing.
import { describe, expect, it } from 'vitest';
import { deliberateOffline } from '../../../../test-support/offline-deliberation.ts';
import type { DeliberationResult } from '../../../../types.ts';

const TOPIC = 'Should we raise a $3M seed at $15M pre-money?';
const BASE = 'We have $400k in the bank and burn $80k a month; 14 paying customers.';

function boardText(result: DeliberationResult): string {
  return JSON.stringify(result);
}

describe('a lead the text offers', () => {
  it.each([
    'Two angels have offered to lead.',
    'A climate fund has agreed to lead the round.',
    'Our former CEO is willing to lead with $1M.',
  ])('%s', async (lead) => {
    const text = boardText(await deliberateOffline(TOPIC, `${BASE} ${lead}`));
    expect(text).not.toMatch(/Is there a lead investor/);
    expect(text).not.toMatch(/No lead is named/);
  });
});

describe('a lead nobody has offered', () => {
  it.each(['Nobody has offered to lead yet.', 'No investor has offered to lead so far.'])(
    '%s',
    async (lead) => {
      const text = boardText(await deliberateOffline(TOPIC, `${BASE} ${lead}`));
      expect(text).toMatch(/No lead is named/);
    },
  );
});
