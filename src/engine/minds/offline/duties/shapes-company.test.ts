// Company-law and money duties raised from the shape of the situation (ADR 0110), each in three or
// more wordings of our own with near misses: a private round, investors told more runway than the
// figures give, a seat added to the board, equity promised to a hire, staff paid late, and the
// related-party and board-control duties kept off a guarantor relative and a lender's director.
import { describe, expect, it } from 'vitest';
import { quiet, raises } from '../../../test-support/duty-cases.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { checkStatement } from '../reader/figure-check.ts';
import { readDecision } from '../reader/read-decision.ts';

// A private round's exemption is routine with counsel (ADR 0149): no duty of its own, so the duties
// that decide a round (preferences, control, dilution) are not buried under it.
describe('a SAFE, a convertible or new shares taken from professional investors raises no securities duty', () => {
  quiet('securities_offering', [
    [
      'Take the seed extension?',
      'Our lead angel proposes to put in another $800k on a SAFE with a $12M cap. Texas company.',
    ],
    [
      'Bridge financing',
      'Two existing backers will invest €1M through a convertible loan, discount 15%, to get us to the A.',
    ],
    [
      'Series A term sheet',
      'A fund has offered a term sheet: $6m for preferred shares at a $24m pre-money valuation.',
    ],
  ]);
  quiet('securities_offering', [
    [
      'Investor intro to a customer',
      'Our investor offered to introduce us to a retailer; should we pilot with them for three months?',
    ],
  ]);
  it('states the rule without a period a seat would seem to set against the decision’s own deadline', () => {
    const reading = readDecision(
      plainDecision(
        'Take the extension?',
        'We tell investors we have 24 months runway. Cash $1.2M, burn $100k a month. Our seed investor offered $1.5M on a SAFE at a $14M cap. Decide within 3 weeks. Delaware C-corp.',
      ),
    );
    const duty = reading.duties.find((x) => x.id === 'securities_offering');
    expect(duty).toBeDefined();
    expect(checkStatement(duty?.text ?? '', reading)).toEqual([]);
  });
});

describe('a private round raised now raises no securities duty either', () => {
  quiet('securities_offering', [
    ['Should we raise a $3M seed at $15M pre-money?', 'We have $400k in the bank and burn $80k a month.'],
    ['Time to raise our Series A?', 'We are raising an €8m Series A this spring; runway is 7 months.'],
    [
      'Go out now or wait for the summer?',
      'We would be raising at a £20m pre-money with 11 months of cash left.',
    ],
  ]);
  quiet('securities_offering', [
    [
      'Hire a VP of Sales?',
      'We raised a $2M seed last year at $10M pre-money. Cash $1.1M, burn $90k a month; the VP costs $220k.',
    ],
    [
      'Raise prices by 12%?',
      'Our Series A plan is on track; the price rise would lift margin from 61% to 66%.',
    ],
  ]);
});

describe('investors told more runway than the cash and burn give', () => {
  raises(
    'securities_offering',
    [
      [
        'Bridge round',
        'We tell investors we have 18 months runway. We have €2.7M in the bank and burn €300k a month. An investor offers a €1.5M convertible.',
      ],
      [
        'Take the note?',
        'Our deck says 24 months of runway. Cash in the bank is $1.2M; we burn $100k a month. Our lead offers a $500k convertible note.',
      ],
      [
        'Top-up from angels',
        'Angels will put in £400k on a SAFE. We told our investors runway is 20 months; £900k in the bank, burning £75k a month.',
      ],
    ],
    true,
  );
  // The same story with the figure told as the cash and burn give it: a private round like any other.
  quiet('securities_offering', [
    [
      'Bridge round',
      'We tell investors we have 9 months runway. We have €2.7M in the bank and burn €300k a month. An investor offers a €1.5M convertible.',
    ],
  ]);
});

describe('a seat added to the board, or equity promised to a person, is for the shareholders', () => {
  raises('shareholder_approval', [
    [
      'Board seat for new angel',
      'One of our angels is asking for a formal board seat. The board is me, my cofounder and our seed lead.',
    ],
    [
      'Add an independent?',
      'Our lender and two cousins want an independent director with finance experience on the family board of five.',
    ],
    [
      'Board expansion',
      'Should we appoint a non-executive director from the industry to our board of three?',
    ],
    ['Hire a COO', 'The candidate asks for A$340k base plus 5% equity. Founder-led roaster, 75 people.'],
    ['CTO offer', 'We would offer her 2% in options and a $180k salary to join as CTO.'],
  ]);
  quiet('shareholder_approval', [
    [
      'Marketing budget',
      'The board meeting on Friday will review next quarter’s marketing plan; spend €40k or €60k?',
    ],
    [
      'Hire a sales director',
      'We offered the new sales director role to a candidate at £95k; should we add a signing bonus?',
    ],
  ]);
});

describe('staff paid late so the cash can go elsewhere raises the insolvency duty', () => {
  raises('insolvency_duty', [
    [
      'Payroll vs supplier',
      'Cash is tight: R$420k in the bank, payroll R$380k and a supplier due the same week. We think we pay the team 10 days late.',
    ],
    [
      'Which bill first?',
      'We could delay payroll by two weeks and settle the tax bill first; £60k in the account.',
    ],
    ['Cash this month', 'Plan is to defer salaries for March until the customer payment lands.'],
  ]);
  quiet('insolvency_duty', [
    [
      'Chasing a late payer',
      'A customer is paying us 10 days late again; cash is fine with 14 months of runway. Charge interest?',
    ],
  ]);
});

describe('a relative who only guarantees a loan, or a family business, is no related party', () => {
  quiet('conflict_of_interest', [
    [
      'Equipment loan',
      'Bank offers CAD 3.2M over 5 years; it wants a personal guarantee from my father and me.',
    ],
    [
      'Price rise',
      'Family bakery brand in Adelaide; a family business of 220 staff. Consider a 9% wholesale rise.',
    ],
    ['Overdraft', 'The bank wants my wife to guarantee the £200k overdraft as well as me.'],
  ]);
  raises('conflict_of_interest', [
    ['New supplier', 'My brother’s company quoted £80k to fit out the warehouse; should we take it?'],
  ]);
});

describe('a board seat wanted by a lender or a family is not an investor’s control term', () => {
  quiet('board_control', [
    [
      'Board seat for a non-family director',
      'Bank and two cousins want an independent director; some family oppose giving up a board seat.',
    ],
  ]);
  raises('board_control', [
    ['Term sheet', 'The VC wants two board seats and a veto over the budget for its $5M.'],
  ]);
});
