// Terms already signed bind a step whatever it is: prices fixed to a date, a duty to notify within
// a deadline. The contract duty names them outside a shutdown too.
import { describe, expect, it } from 'vitest';
import { dutyIn, quiet, raises } from '../../../test-support/duty-cases.ts';

describe('signed terms bind the step', () => {
  raises('contract_commitments', [
    [
      'Move all customers to euro pricing next month?',
      'About half our customers are on two-year contracts with fixed sterling prices.',
    ],
    [
      'Ship the patch quietly as a routine update?',
      'Our distributor agreement requires us to notify them within 72 hours of any safety defect.',
    ],
    [
      'Raise our delivery fees by 20% from March?',
      'Several restaurant chains signed at the old rates until the end of the year.',
    ],
  ]);
  quiet('contract_commitments', [
    [
      'Raise our delivery fees by 20% from March?',
      'All our customers are month-to-month; none has a fixed price.',
    ],
    [
      'Should we sign the two-year supply contract?',
      'The supplier offers a 6% discount for the longer term.',
    ],
  ]);

  it('says the signed terms hold, not that an offering is ending', () => {
    const duty = dutyIn(
      'Move all customers to euro pricing next month?',
      'About half our customers are on two-year contracts with fixed sterling prices.',
      'contract_commitments',
    );
    expect(duty?.text).toMatch(/prices fixed for a term stay fixed until it ends/);
  });
});
