// A relative or insider is a related party only across a deal from the company. In a family
// business relatives chair the board and run the plant, and a family office may own the company:
// none of that is a related-party transaction until the same sentence has them sell, lend, let,
// supply, quote, buy or be hired. Founders owning the company, or an outside family office
// investing, is no related party either.
import { describe } from 'vitest';
import { quiet, raises } from '../../../test-support/duty-cases.ts';

describe('a relative across a deal is a conflict of interest', () => {
  raises('conflict_of_interest', [
    [
      'Give the warehouse fit-out to my brother-in-law’s firm?',
      'We are a 3-generation family business with 80 staff. His quote is €400k; two other quotes came in at €360k and €420k.',
    ],
    [
      'Should we hire my nephew as head of marketing?',
      'He would cost $90k a year; we have not interviewed anyone else.',
    ],
    [
      'Take the bridge loan from our family office?',
      'Our family office would lend the company $2M at 9% until the Series A closes.',
    ],
    [
      'Rent the new depot from the chairman’s cousin?',
      'Our chairman’s cousin owns the only free depot near the port and asks NZ$180k a year on a 10-year lease.',
    ],
    [
      'Which payroll provider should we pick?',
      'Two providers bid. The founder’s son-in-law is a partner at the smaller one, which is 15% cheaper.',
    ],
    [
      'Make my sister-in-law our head of finance?',
      'She is a chartered accountant and would join at £70k a year.',
    ],
  ]);
});

describe('a relative who works in the business, or a family that owns it, is no deal', () => {
  quiet('conflict_of_interest', [
    [
      'Should we close the Manisa plant?',
      'Family company, 140 staff in Izmir. My father chairs the board and my sister runs sales. The plant loses TRY 2m a month.',
    ],
    [
      'Close the Hamilton depot and serve the region from Auckland?',
      'Our family office owns 70% of the company. Revenue NZ$14M, margin 6%; the move saves NZ$600k a year.',
    ],
    [
      'Move the bakery to a four-day week?',
      'My wife and I founded it 20 years ago; our son now runs the morning shift and our daughter joined last year. 35 staff, turnover £2.1M.',
    ],
    [
      'Accept the trade buyer’s offer of €30M?',
      'The founders own 45% between them and the two directors own 5% each; the rest is with our Series A fund.',
    ],
    ['Raise a $500k pre-seed on SAFEs?', 'We are a two-founder company in Leeds with $80k in the bank.'],
    [
      'Should the charity accept the gift?',
      'Our treasurer reviewed the budget; a payday lender offers a £50k gift.',
    ],
    [
      'Take the convertible note?',
      'A family office we met at a conference offers $1M at a $12M cap with a 20% discount.',
    ],
  ]);
});
