// A figure's own noun phrase fixes its meaning before any topic-level guess, and a figure the phrase
// rules out is left unplaced. Each rule in new wordings, with near misses that keep the old reading.
// A row: what the case shows, the topic, the context, and each value with the meaning it must take
// (null: the figure is left unplaced).
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

type Row = [string, string, string, Record<number, string | null>];

const CASES: Row[] = [
  // One unit's figure is never a total.
  [
    'a share price is not the round',
    'Take the growth investor’s money?',
    'The lead offers $2.75 per share in a $5M round.',
    { 2.75: null, 5000000: 'raise_amount' },
  ],
  [
    'a share price written with a slash',
    'Take the growth investor’s money?',
    'Priced at $2.75/share, the round is $5M.',
    { 2.75: null },
  ],
  // Debt already carried is not new money.
  [
    'an outstanding loan',
    'Refinance with the second bank?',
    'The outstanding term loan of $750k runs to 2028. A second bank offers $1.2M.',
    { 750000: 'existing_debt', 1200000: 'loan_amount' },
  ],
  [
    'money still owed',
    'Refinance with the second bank?',
    'We still owe our old lender $750k. A second bank offers $1.2M.',
    { 750000: 'existing_debt', 1200000: 'loan_amount' },
  ],
  [
    'net debt',
    'Refinance with the second bank?',
    'Net debt sits at $750k after the spring. A second bank offers $1.2M.',
    { 750000: 'existing_debt' },
  ],
  [
    'near miss: the debt service carried keeps its reading',
    'Take the expansion loan?',
    'Our existing debt service runs at $400k a year; the bank offers $2M.',
    { 400000: 'existing_debt_service' },
  ],
  [
    'near miss: an overdraft lifted is still a facility, not a debt owed',
    'Top up the overdraft?',
    'The bank will lift our overdraft by $90k if I sign a guarantee.',
    { 90000: 'credit_facility' },
  ],
  // A loss named for a year is not a month's burn; a past year's burn is read a month at a time.
  [
    'a net loss for the year',
    'Close the Lyon plant?',
    'The group posted a net loss of €3M for the financial year; cash is €2M.',
    { 3000000: null, 2000000: 'cash' },
  ],
  [
    'an operating loss after its figure',
    'Close the Lyon plant?',
    'We closed FY2025 with a €3M operating loss and €2M in the bank.',
    { 3000000: null },
  ],
  [
    'a burn over the past year',
    'Cut the events budget?',
    'We burned $2.4M over the past year and hold $1.5M.',
    { 200000: 'monthly_burn', 2400000: null },
  ],
  [
    'near miss: a loss said a month is the burn',
    'Cut the events budget?',
    'We are losing $120k a month and hold $1.5M.',
    { 120000: 'monthly_burn' },
  ],
  // A person's pay is a salary, whatever the decision.
  [
    'a role taken on at a sum in a raise',
    'Raise a pre-seed round?',
    'We would bring in a CFO on $165k and raise $1.5M.',
    { 165000: 'salary', 1500000: 'raise_amount' },
  ],
  [
    'what each new engineer costs',
    'Open a Lisbon office?',
    'Every new engineer would cost us $165k; MRR is $90k.',
    { 165000: 'salary', 90000: 'mrr' },
  ],
  [
    'what the founders draw is pay, not a customer’s price',
    'Raise a bridge round?',
    'The two founders draw $7k a month each; MRR is $25k.',
    { 84000: 'salary' },
  ],
  [
    'near miss: a fractional executive’s monthly fee stays a running cost',
    'Hire a CFO?',
    'A part-time CFO at $6k a month is the cheaper route.',
    { 6000: 'monthly_cost' },
  ],
  // Counts and the way a price is paid are not money or stakes.
  [
    'a count with its adjectives',
    'Add a premium plan?',
    'The app has 420k weekly active users; hosting is $30k a month.',
    { 420000: 'users', 30000: 'monthly_cost' },
  ],
  [
    'a split between cash and shares',
    'Sell to the listed rival?',
    'The price is $30M: 55% of it in cash and 45% as their stock.',
    { 45: null },
  ],
  [
    'near miss: a stake asked for is a stake',
    'Take the strategic investment?',
    'They want a 45% stake for $3M.',
    { 45: 'equity_pct' },
  ],
  // Rates, uplifts, losses borne and assets keep their own meaning.
  [
    'a margin over a reference rate',
    'Accept the bank’s revolving facility?',
    'Sales rose 12% last year; the facility costs SOFR plus 3.25%.',
    { 3.25: 'interest_rate_pct', 12: 'revenue_growth_pct' },
  ],
  [
    'a price increase beside a loan',
    'Take the supplier finance?',
    'We would pass on a 7% price increase to customers; the loan is $250k at 12%.',
    { 7: 'price_change_pct', 12: 'interest_rate_pct' },
  ],
  [
    'a sum left uninsured',
    'Rebuild the cold store?',
    'Flooding caused damage of which £260k is not covered by our policy. Cash is £900k.',
    { 260000: 'cost', 900000: 'cash' },
  ],
  [
    'an asset’s worth',
    'Raise a bridge round?',
    'Our equipment is valued at $1.1M. We would raise $800k at $6M pre-money.',
    { 1100000: null, 6000000: 'valuation' },
  ],
];

describe('a figure takes the meaning of its own phrase', () => {
  it.each(CASES)('%s', (_name, topic, context, expected) => {
    const numbers = readDecision(plainDecision(topic, context)).numbers;
    for (const [value, meaning] of Object.entries(expected)) {
      const found = numbers.find((n) => Math.abs(n.value - Number(value)) < 0.01);
      expect([value, found?.meaning ?? null]).toEqual([value, meaning]);
    }
  });
});
