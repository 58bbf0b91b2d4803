// The cash left after a cost the reading holds is the board's own subtraction: a seat that states
// it does not contradict the cash in the bank, while a different cash figure still does.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { checkStatement } from './figure-check.ts';
import { readDecision } from './read-decision.ts';

const reading = readDecision(
  plainDecision(
    'Approve a GBP 480k freezer line?',
    'Cash is about GBP 1.2m and we lose around GBP 210k a month. The freezer costs GBP 480k fitted, paid from cash.',
  ),
);

describe('cash left after the cost', () => {
  it('is the board’s own sum', () => {
    expect(
      checkStatement(
        'It leaves 3.4 months of runway (£720k left after the one-off cost ÷ £210k a month), with no new money committed.',
        reading,
      ),
    ).toEqual([]);
  });

  it('while another cash figure still contradicts the reading', () => {
    expect(
      checkStatement('We have £3.5M of cash in the bank, so the freezer is affordable.', reading),
    ).not.toEqual([]);
  });
});
