// Round 26 (ADR 0153): rules generalised from the judges' categories on an opened blind set. Each
// case is written afresh, in other words and trades than the set's.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { foreignLanguage } from './gate.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const figure = (topic: string, context: string, meaning: string) =>
  read(topic, context).numbers.filter((n) => n.meaning === meaning);

describe('a period named before the figure wins over a year that only dates it', () => {
  it('reads "monthly burn is X on average this year" as a month of burn', () => {
    const burn = figure(
      'Do we need the bridge loan?',
      'We hold $2.4M in the bank. Monthly burn is $300k on average this year.',
      'monthly_burn',
    );
    expect(burn[0]?.value).toBe(300_000);
  });

  it('still reads a loss for last year as a year of it', () => {
    const burn = figure(
      'Do we need the bridge loan?',
      'We hold $2.4M in the bank. Last year we ran an operating deficit of $3.6M.',
      'monthly_burn',
    );
    expect(burn[0]?.value).toBe(300_000);
  });
});

describe('money in the account that belongs to others', () => {
  const topic = 'Skip the venture debt and wait for the Series A?';
  const context =
    'Our ticketing platform holds €6M in cash. Burn is €400k a month. That €6M includes about €2M of ticket money collected on behalf of festival organisers, which we pay over to them after each event. The deck says we have 15 months of runway.';

  it('counts runway on the cash that is ours, and shows the sum', () => {
    const r = read(topic, context);
    expect(r.calculations.find((c) => c.id === 'own_cash')?.value).toBe(4_000_000);
    expect(r.calculations.find((c) => c.id === 'runway')?.value).toBeCloseTo(10, 0);
    expect(r.premise_checks.some((p) => p.meaning === 'runway_months')).toBe(true);
  });

  it('does not read the restated balance as revenue', () => {
    expect(figure(topic, context, 'annual_revenue')).toEqual([]);
  });
});

describe('what a lender funds is no interest rate', () => {
  it('leaves a loan-to-value out of the interest and keeps the rate', () => {
    const rates = figure(
      'Take the development loan?',
      'The lender offers 65% LTV at 8.75% over 24 months on the £4M warehouse scheme.',
      'interest_rate_pct',
    );
    expect(rates.map((r) => r.value)).toEqual([8.75]);
  });
});

describe('pay quoted a month when hiring someone "at" it', () => {
  it('is a month of salary, a year of it compared', () => {
    const pay = figure(
      'Should we hire a finance director at SGD 18k a month?',
      'Revenue is SGD 9M; the role would start in March.',
      'salary',
    );
    expect(pay[0]?.value).toBe(216_000);
  });
});

describe('sponsorship sold and work won are money coming in', () => {
  it('reads a sponsor’s yearly fee as contract value, not a cost', () => {
    const r = read(
      'Which shirt sponsorship should the club accept?',
      'Two offers for the shirt sponsorship, both 3 years: a brewery at £900k total (£300k a year) and an airline at £1.2M total (£400k a year).',
    );
    expect(r.kind).toBe('partnership');
    expect(r.numbers.some((n) => n.meaning === 'annual_cost')).toBe(false);
    expect(r.numbers.filter((n) => n.meaning === 'contract_value').length).toBeGreaterThan(0);
  });

  it('reads the yearly value of a tender we won as income, and weighs receivables against the credit line', () => {
    const r = read(
      'Do we sign the 4-year cleaning contract with the university at $9M a year?',
      'We won the tender for campus cleaning, $9M per year for 4 years. They insist on net-120 payment terms. Our revolver is $3M with $0.5M drawn.',
    );
    expect(r.numbers.find((n) => n.meaning === 'contract_value')?.label).toBe('annual contract value');
    const owed = r.calculations.find((c) => c.id === 'contract_receivables');
    expect(owed?.value).toBeCloseTo(3_000_000, -4);
    expect(owed?.result).toMatch(/undrawn/);
  });
});

describe('a candidate’s restrictions from their employer', () => {
  it('raises the restrictive covenants, not commercial exclusivity', () => {
    const r = read(
      'Should we hire the rival’s sales director as our CCO?',
      'She would join in May. Her current contract has a 9-month non-compete covering our region.',
    );
    const ids = r.duties.map((d) => d.id);
    expect(ids).toContain('restrictive_covenants');
    expect(ids).not.toContain('exclusivity');
  });
});

describe('the margin a verb moved', () => {
  it('reads "margin slipped to 4%" as a margin, not a price change', () => {
    const r = read(
      'Should we cut the night shift?',
      'Revenue is €30M and our margin slipped to 4% under fixed-price orders.',
    );
    expect(r.numbers.some((n) => n.meaning === 'price_change_pct')).toBe(false);
    expect(r.numbers.find((n) => n.meaning === 'gross_margin_pct')?.value).toBe(4);
  });
});

describe('a wage bill with no period beside a year of revenue', () => {
  it('is a year of wages when a month of it would be nearly all the revenue', () => {
    const r = read(
      'Should we move the drivers onto self-employed contracts?',
      'Revenue is £12M. It would save about 15% of their £2.8M wage bill.',
    );
    expect(r.numbers.find((n) => n.label === 'annual payroll')?.value).toBe(2_800_000);
  });
});

describe('a cost per flight against a fare per seat', () => {
  it('gives the seats to fill, not a loss on every sale', () => {
    const r = read(
      'Start a daily ferry route to the islands?',
      'Our two ferries carry 300 passengers each. The cost per sailing is €9,000 all-in and the average one-way fare is €45.',
    );
    expect(r.calculations.find((c) => c.id === 'unit_margin')).toBeUndefined();
    const fill = r.calculations.find((c) => c.id === 'break_even_fill');
    expect(fill?.value).toBe(200);
    expect(fill?.result).toMatch(/66\.7% of the 300 seats/);
  });

  it('reads a route launched as a market entered', () => {
    expect(read('Launch twice-weekly flights to Zanzibar?', 'We fly four ATRs today.').kind).toBe(
      'expand_market',
    );
  });
});

describe('fills and loads are no stakes', () => {
  it('leaves a load factor and a network average unread', () => {
    const r = read(
      'Add a third daily rotation to Kraków?',
      'The route load factor is 81% for the market leader; our own network averaged 66% last year.',
    );
    expect(r.numbers.some((n) => n.meaning === 'equity_pct')).toBe(false);
  });
});

describe('fees of a firm are its revenue', () => {
  it('reads "28 staff, €4M fees" as revenue, not a cost', () => {
    const r = read(
      'Should we merge with the Lyon practice?',
      'We are an engineering consultancy with €11M fee revenue. The Lyon practice: 28 staff, €4M fees, strong in rail.',
    );
    expect(r.numbers.some((n) => n.meaning === 'cost' && n.value === 4_000_000)).toBe(false);
  });
});

describe('a price moved from one figure to another names a price change', () => {
  it('reads "raise our day pass from X to Y" as pricing', () => {
    expect(
      read('Should we raise our day pass from $18 to $22?', 'We run 6 climbing gyms with 9,000 members.')
        .kind,
    ).toBe('pricing_change');
  });
});

describe('the language of a decision', () => {
  it('names Indonesian, not Italian', () => {
    expect(
      foreignLanguage(
        'Apakah kita perlu buka gudang baru di Surabaya? Pendapatan tahun lalu sekitar Rp 40 miliar dan semua karyawan sudah penuh.',
      ),
    ).toBe('Indonesian');
  });
});

describe('money customers paid for an event called off', () => {
  it('is owed back, and set against the cash', () => {
    const r = read(
      'Concert cancelled: refund everyone or offer a credit?',
      'The stadium show was cancelled by the council two days before. Ticket sales came to about $2.4M, collected by our box office. We have $1.5M in the bank.',
    );
    expect(r.numbers.find((n) => n.meaning === 'existing_debt')?.value).toBe(2_400_000);
    expect(r.numbers.some((n) => n.meaning === 'annual_revenue')).toBe(false);
    expect(r.calculations.find((c) => c.id === 'debts_due_against_cash')?.value).toBe(-900_000);
    expect(r.duties.map((d) => d.id)).not.toContain('personal_data_processing');
  });
});

describe('a bid’s value against the bonds the surety will still issue', () => {
  it('adds the bonds the tender asks for and sets them against the line left', () => {
    const r = read(
      'Should we bid for the county bridge contract, $120M?',
      'The tender asks for a performance bond of 10% of contract and a 20% advance payment against an advance-payment bond. Our bonding line is $50M and $22M is already used. A credit line of $15M sits mostly unused.',
    );
    expect(r.numbers.find((n) => n.meaning === 'contract_value')?.value).toBe(120_000_000);
    expect(r.numbers.find((n) => n.meaning === 'credit_facility')?.value).toBe(15_000_000);
    const bonds = r.calculations.find((c) => c.id === 'bond_capacity');
    // 30% of $120M = $36M of bonds against $28M left.
    expect(bonds?.value).toBe(-8_000_000);
  });
});

describe('cash and burn asked only where they decide', () => {
  const asked = (topic: string, context: string) =>
    read(topic, context).missing.some((m) => /cash|burn/.test(m.fact));

  it('is not asked of a trading business whose step is small against its revenue', () => {
    expect(
      asked(
        'Sign a two-year resin supply deal at 5% below list?',
        'We mould crates in Lyon. Revenue last year was €84M. The supplier would sell us €3M of resin a year.',
      ),
    ).toBe(false);
  });

  it('is not asked of a listed company', () => {
    expect(
      asked('Hedge next year’s gas with futures?', 'We are a Paris-listed glassmaker with two furnaces.'),
    ).toBe(false);
  });

  it('is still asked when the step is large against the revenue', () => {
    expect(
      asked(
        'Should we open in Spain with a €9M budget?',
        'We make furniture parts in Porto. Revenue last year was €12M.',
      ),
    ).toBe(true);
  });
});

describe('words past another figure belong to it', () => {
  it('reads the sales before "with a 9% EBITDA margin" as revenue', () => {
    expect(
      figure(
        'Accept the price-down?',
        'Sales last year were $80M with a 9% EBITDA margin.',
        'annual_revenue',
      )[0]?.value,
    ).toBe(80_000_000);
  });
});
