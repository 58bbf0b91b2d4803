// No boilerplate (issue 12): over every judged decision of the corpus, on the full ten-seat
// board, no sentence template of six words or more appears in more than 20% of the decisions.
import { describe, expect, it } from 'vitest';
import { measureBoilerplate, runCorpus } from '../../testing/judgement-corpus/boilerplate.ts';

describe('the offline engine’s words', () => {
  it('repeat no non-trivial sentence in more than 20% of different decisions', async () => {
    const figures = measureBoilerplate(await runCorpus());
    expect(figures.decisions).toBeGreaterThanOrEqual(50);
    expect(figures.maxShare, JSON.stringify(figures.worst.slice(0, 3))).toBeLessThanOrEqual(0.2);
  }, 60_000);
});
