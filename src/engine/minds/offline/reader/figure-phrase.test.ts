// A figure's own noun phrase fixes its meaning before any topic-level guess, and a figure the phrase
// rules out is left unplaced. The cases (figure-phrase-cases.json) give each rule in new wordings,
// with near misses that keep the old reading: each value with the meaning it must take (and its
// role after an '@'), null when the figure is left unplaced. Rules covered: one unit's figure is
// never a total; debt already owed is not new money; a year's loss is not a month's burn; a person's
// pay is a salary; counts, a cash/stock split and a split by channel are not money or stakes; rate
// spreads, price uplifts, uninsured losses, goods and an asset's worth keep their own meaning; a
// dated figure followed by a later one is the past.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const CASES = z
  .array(
    z.object({
      shows: z.string(),
      topic: z.string(),
      context: z.string(),
      expect: z.record(z.string(), z.string().nullable()),
    }),
  )
  .parse(JSON.parse(readFileSync(new URL('./figure-phrase-cases.json', import.meta.url), 'utf8')));

describe('a figure takes the meaning of its own phrase', () => {
  it.each(CASES)('$shows', ({ topic, context, expect: expected }) => {
    const numbers = readDecision(plainDecision(topic, context)).numbers;
    for (const [value, meaning] of Object.entries(expected)) {
      const found = numbers.find((n) => Math.abs(n.value - Number(value)) < 0.01);
      // 'annual_revenue@past': the meaning and the role it must take.
      const read = meaning?.includes('@') ? `${found?.meaning}@${found?.role}` : (found?.meaning ?? null);
      expect([value, read]).toEqual([value, meaning]);
    }
  });
});
