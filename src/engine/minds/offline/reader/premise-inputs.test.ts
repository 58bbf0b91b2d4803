// Premise checks whose input was written in a way the reader missed: a runway in years with a word
// between number and unit, a customer contract's monthly figure, a per-head cost behind a saving, a
// seller's asking price, 'giving away N%', a cut restated as people, what an average account pays,
// a budget model's average net burn, a revenue or EBITDA covenant already breached. Three or more
// rewordings each, and a near miss each.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const premise = (r: DecisionReading, meaning: string) => r.premise_checks.find((p) => p.meaning === meaning);
const number = (r: DecisionReading, meaning: string) => r.numbers.find((n) => n.meaning === meaning);

const OFFICE = 'Should we open a second office?';
const PERK = 'Should we cut this perk?';
const ROUND = 'Should we take the round?';
const CUT = 'Should we reduce the team?';
const ADS = 'Should we spend more on ads?';
const HIRE = 'Should we hire a VP Marketing?';
const LOAN = 'Should we take a working-capital loan?';

/** [topic, context, the premise check's meaning, what its text says]. */
const FLAGGED: readonly [string, string, string, RegExp][] = [
  // A runway in years with a word between number and unit.
  [
    OFFICE,
    'We have two full years of runway. Cash is $2.4M and we burn $200k a month.',
    'runway_months',
    /runway at 2 years.*12 months/,
  ],
  [
    OFFICE,
    'Cash is €900k and net burn €75k a month: a good three years of cash.',
    'runway_months',
    /runway at 3 years.*12 months/,
  ],
  [
    OFFICE,
    'With £600k in the bank and burn at £50k per month we have fourteen clear months of runway.',
    'runway_months',
    /runway at 14 months.*12 months/,
  ],
  [
    OFFICE,
    'We have runway of about one and a half years; cash is ₹3 crore and we burn ₹25 lakh a month.',
    'runway_months',
    /runway at 1\.5 years.*12 months/,
  ],
  // A customer contract as a total and a month is revenue we receive.
  [
    'Should we sign the contract with Acme Retail?',
    'Acme would sign a 3-year contract worth $720k in total, $20k a month. Our ARR is $1.5M. The CEO says this doubles the business.',
    'revenue_growth_pct',
    /\$20k a month × 12 a year on \$1\.5M of ARR is 16% more/,
  ],
  [
    'Should we take on Globex as a customer?',
    'Globex would pay us $360k in total over 18 months ($20k per month). We make $800k a year in revenue. This multiplies the business.',
    'revenue_growth_pct',
    /multiply the business \(\+100%\).*30% more/,
  ],
  [
    'Should we accept the deal with the hospital group?',
    'The hospital group offers a contract worth €600k total over 24 months. Our annual revenue is €1M. This would triple our revenue.',
    'revenue_growth_pct',
    /€600k over 24 months = €300k a year on €1M of annual revenue is 30% more/,
  ],
  [
    'Should we sign Acme?',
    'Acme would pay $20k per month for 36 months, $720k in total. Our ARR is $1.5M. Signing Acme doubles the business.',
    'revenue_growth_pct',
    /\$20k a month × 12 a year on \$1\.5M of ARR is 16% more/,
  ],
  [
    'Should we sign the client?',
    'The client will pay €15k a month for two years. Revenue is €900k a year; this will double our revenue.',
    'revenue_growth_pct',
    /€15k a month × 12 a year on €900k of annual revenue is 20% more/,
  ],
  [
    ADS,
    'Our average account brings in £150 a month, churn is 3% a month, and we claim an LTV of £20,000.',
    'ltv',
    /decides on £5,000/,
  ],
  [
    ADS,
    'Accounts pay an average of $150 monthly; 3% churn per month; lifetime value 20,000.',
    'ltv',
    /decides on \$5,000/,
  ],
  [
    ADS,
    'The average account pays 150 a month and 3% of accounts cancel each month; we put lifetime value at 20,000.',
    'ltv',
    /150 a month ÷ 3% monthly churn/,
  ],
  // A saving against the per-head cost it drops.
  [
    PERK,
    'Dropping the wellness stipend saves $1.2M a year. It costs $450 per employee per month across 80 staff.',
    'saving',
    /\$432k a year at most/,
  ],
  [
    PERK,
    'Cancelling the gym membership (€60 per head per month, 150 employees) would save €300k a year.',
    'saving',
    /€108k a year at most/,
  ],
  [
    PERK,
    'The lunch allowance is £200 a month per person for our 45 people; ending it saves £20k a month.',
    'saving',
    /£9,000 a month at most/,
  ],
  [
    PERK,
    'Ending the $450-per-employee monthly stipend for our 120 staff saves $540k a month.',
    'saving',
    /\$54k a month.*about ten times that/,
  ],
  [
    PERK,
    'We pay a home-office allowance of $450 a month to each of our 120 employees. Cutting it saves $540k per month.',
    'saving',
    /\$54k a month at most/,
  ],
  // A seller's asking figure against our cash.
  [
    'Should we acquire Widgetco?',
    'The owner is asking £500k, only a quarter of our cash. We hold £900k in the bank.',
    'cash_share_pct',
    /£500k against £900k in cash is 55\.6%/,
  ],
  [
    'Should we buy DataNest?',
    'The founders are asking $1.2M for the company, a fifth of our cash. We have $2M in cash.',
    'cash_share_pct',
    /\$1\.2M against \$2M in cash is 60%/,
  ],
  [
    'Should we acquire the bakery chain?',
    'Asking price of €800k, about half of our cash; our cash is €1M.',
    'cash_share_pct',
    /€800k against €1M in cash is 80%/,
  ],
  [
    'Should we acquire Toolly?',
    'Asking $1.2M, the founders say it is cheap: a quarter of our cash of $1.43M.',
    'cash_share_pct',
    /\$1\.2M against \$1\.43M in cash is 83\.9%/,
  ],
  // A stake given away.
  [ROUND, 'In short: we would be "giving away 15%" for $3M at $12M pre-money.', 'equity_pct', /15%.*20%/],
  [ROUND, 'Summary: £1.5M at £4.5M pre, so we give away 20 percent.', 'equity_pct', /20 percent.*25%/],
  [
    ROUND,
    'They offer ₹2 crore at a ₹8 crore pre-money valuation; we are giving away 30%.',
    'equity_pct',
    /30%.*20%/,
  ],
  // People restated after a percentage cut.
  [
    CUT,
    'We plan to cut 20% of the team, that is, 30 people. We have 120 employees.',
    'headcount_cut_pct',
    /25% \(30 of 120\)/,
  ],
  [
    CUT,
    'We propose a 25% headcount reduction, i.e. 10 roles, from our 60-person team.',
    'headcount_cut_pct',
    /16\.7% \(10 of 60\)/,
  ],
  [
    CUT,
    'We would lay off 10% of staff, or 9 jobs, out of 70 employees.',
    'headcount_cut_pct',
    /12\.9% \(9 of 70\)/,
  ],
  // A revenue or EBITDA covenant already breached.
  [
    LOAN,
    'Our loan covenant requires annual revenue of at least $5M. Revenue last year was $4.2M. Cash is $800k.',
    'covenant_breach',
    /\$4\.2M, 16% below the \$5M.*already breached/,
  ],
  [
    LOAN,
    'The bank covenant sets a minimum EBITDA of €1M a year; our EBITDA for 2025 came in at €700k.',
    'covenant_breach',
    /€700k, 30% below the €1M.*already breached/,
  ],
  [
    LOAN,
    'Under the facility we must maintain ARR above £3M; our ARR is £2.6M today.',
    'covenant_breach',
    /£2\.6M, 13\.3% below the £3M.*already breached/,
  ],
  [
    LOAN,
    'The covenant requires trailing twelve-month revenue of no less than $10M; we did $8.5M in the last twelve months.',
    'covenant_breach',
    /\$8\.5M, 15% below the \$10M.*already breached/,
  ],
];

/** Rewordings that must give the same check: what an average account pays, a budget model's burn. */
const REWORDED: readonly [string, string, RegExp, readonly string[]][] = [
  [
    ADS,
    'ltv',
    /decides on \$3,000/,
    [
      'The average account pays us $120 per month; monthly churn is 4%; LTV is $9,000.',
      'On average, an account pays $120 a month; churn is 4% monthly; our LTV is $9,000.',
      'An average customer is paying $120 monthly, churn 4% a month, LTV $9,000.',
      'Each account pays on average $120 a month. Churn: 4% monthly. LTV: $9,000.',
    ],
  ],
  [
    HIRE,
    'runway_months',
    /\$150k monthly burn.*decides on 12 months/,
    [
      'Average net burn in the budget model is $150k. Cash is $1.8M; runway 24 months.',
      'Average net burn per the budget is $150k. Cash is $1.8M; runway 24 months.',
      'The average net burn (budget model) is $150k; cash is $1.8M; runway 24 months.',
      'Average net burn, according to the budget model, is $150k; cash is $1.8M; runway 24 months.',
    ],
  ],
];
const ALL_FLAGGED = [
  ...FLAGGED,
  ...REWORDED.flatMap(([topic, meaning, text, contexts]) =>
    contexts.map((context): [string, string, string, RegExp] => [topic, context, meaning, text]),
  ),
];

describe('premise checks get inputs written in other words', () => {
  it.each(ALL_FLAGGED)('%s %s', (topic, context, meaning, text) => {
    expect(premise(read(topic, context), meaning)?.text).toMatch(text);
  });
});

/** [topic, context, what must hold of the reading]: near misses that must not fire. */
const NEAR_MISSES: readonly [string, string, (r: DecisionReading) => boolean][] = [
  [
    'Should we switch platforms?',
    'We would pay Acme $20k a month for the platform.',
    (r) => number(r, 'monthly_cost')?.value === 20_000,
  ],
  [
    'Should we renew support?',
    'They are asking $40k a year for support.',
    (r) => number(r, 'annual_cost')?.value === 40_000 && !number(r, 'purchase_price'),
  ],
  [OFFICE, 'The build is two full years of work. Cash is $2.4M.', (r) => !number(r, 'runway_months')],
  [
    'Should we renew with our cloud vendor?',
    'The AWS contract is worth $500k in total, $20k a month. Our ARR is $1.5M.',
    (r) => r.numbers.find((n) => n.value === 20_000)?.meaning === 'monthly_cost',
  ],
  [
    PERK,
    'The lunch allowance is £200 a month per person for our 45 people; ending it saves £100k a year.',
    (r) => !premise(r, 'saving'),
  ],
  [
    'Should we hire a VP Sales?',
    'The candidate is asking $250k. We have $3M in the bank.',
    (r) => !number(r, 'purchase_price'),
  ],
  [
    'Should we raise prices?',
    'We give away 15% discounts to resellers; revenue is $2M.',
    (r) => number(r, 'discount_pct')?.value === 15 && !number(r, 'equity_pct'),
  ],
  [
    'Should we restructure?',
    'Revenue grew 20%, that is, 30 people joined. We have 120 employees.',
    (r) => !number(r, 'headcount_cut'),
  ],
  [
    'Should we switch couriers?',
    'We pay the courier $120 a month; churn is 4% monthly.',
    (r) => !number(r, 'price'),
  ],
  [
    'Should we hire?',
    'Our average net burn is $150k and the budget for the hire is $20k. Cash is $1.8M.',
    (r) => number(r, 'budget')?.value === 20_000 && number(r, 'monthly_burn')?.value === 150_000,
  ],
  [
    LOAN,
    'Our loan covenant requires annual revenue of at least $5M. Revenue last year was $6.1M.',
    (r) => !premise(r, 'covenant_breach'),
  ],
  [
    LOAN,
    'To break even we need revenue of at least $5M; revenue is $4M. The bank offers a $500k loan.',
    (r) => !premise(r, 'covenant_breach'),
  ],
];

describe('near misses stay as they are', () => {
  it.each(NEAR_MISSES)('%s %s', (topic, context, holds) => {
    expect(holds(read(topic, context))).toBe(true);
  });
});

describe('the inputs behind the checks are read as what they are', () => {
  it('a restated cut is the cut, and the headcount stays the whole', () => {
    const r = read(CUT, 'We plan to cut 20% of the team, that is, 30 people. We have 120 employees.');
    expect([number(r, 'headcount_cut')?.value, number(r, 'headcount')?.value]).toEqual([30, 120]);
  });

  it('a customer contract’s monthly figure is income, not a cost', () => {
    const r = read('Should we sign Acme?', 'Acme would sign a contract worth $720k in total, $20k a month.');
    expect(r.numbers.find((n) => n.value === 20_000)?.label).toBe('monthly contract value');
  });
});
