// The company buying a shareholder out is a buyback: paid only from distributable reserves, and
// for the shareholders to approve. Existing shares sold to an investor beside a round are theirs
// to approve too.
import { describe } from 'vitest';
import { quiet, raises } from '../../../test-support/duty-cases.ts';

const BUYOUTS: [string, string][] = [
  [
    'Should the company buy out Anna’s 25% for €6m?',
    'She wants to leave; we would pay from cash and a bank top-up.',
  ],
  [
    'Redeem the departing partner’s stake?',
    'The company would acquire his shares for cancellation at the valuer’s price.',
  ],
];

describe('the company buying its own shares', () => {
  raises('distribution_rules', BUYOUTS);
  raises('shareholder_approval', BUYOUTS);
  quiet('distribution_rules', [
    ['Should we buy out our Lyon distributor?', 'They have 12 staff and €3m of sales; we would pay €2m.'],
  ]);
});

describe('existing shares sold to a new investor beside a round', () => {
  raises('shareholder_approval', [
    [
      'Let the Series B lead buy $5M of existing shares from the founders?',
      'They would pay 15% below the round price.',
    ],
  ]);
});
