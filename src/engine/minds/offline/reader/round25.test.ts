// Round 25 (ADR 0152): rules generalised from the judges' categories on opened blind sets.
import { describe, expect, it } from 'vitest';
import { deliberateOffline } from '../../../test-support/offline-deliberation.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const calc = (topic: string, context: string, id: string) =>
  read(topic, context).calculations.find((c) => c.id === id);

describe('a unit margin priced and costed by the month', () => {
  it('sets a monthly price against a monthly cost a unit', () => {
    const margin = calc(
      'Should we launch the fleet camera subscription?',
      'We would charge €29 per vehicle per month. Our cost per vehicle is €11 a month for data and support.',
      'unit_margin',
    );
    expect(margin?.result).toMatch(/^€18 a unit/);
  });

  it('still gives no margin for a monthly price against hardware bought once', () => {
    expect(
      calc(
        'Should we launch the fleet camera?',
        'Hardware costs €240 a unit, and we would charge €29 a month per vehicle.',
        'unit_margin',
      ),
    ).toBeUndefined();
  });
});

describe('added output earns the margin left after a marketplace fee', () => {
  it('takes the fee out of each extra unit', () => {
    const added = calc(
      'Should we buy a second filling machine for $90,000?',
      'We fill 1,000 bottles a day. The new machine would let us fill 1,500 a day. Each bottle sells for $20 and costs us $8 to make; the marketplace takes a 15% fee of the price on every sale.',
      'capacity_margin',
    );
    // 500 a day × 30 × ($20 − $8 − $3) = $135,000 a month.
    expect(added?.value).toBeCloseTo(135_000, -2);
  });
});

describe('bad inputs refused whatever cue they happen to hold', () => {
  it('refuses keyboard mash that contains a digit and a cue word', () => {
    const r = read('asdf jkl;', 'fjdksla;fjdk sla qwoeiru zmxncbv 4738 hgfhgfhg ;;;;; lkjlkj pppp oiuoiu');
    expect(r.cannot_judge?.reason).toBe('no_decision');
  });

  it('refuses a family’s own choice of venue, and keeps a venue business’s decision', () => {
    const wedding = read(
      'Help me pick a wedding venue',
      'My fiancée and I can’t agree between a barn (£14k, 120 guests) and a hotel (£19k with food). Which should we book?',
    );
    expect(wedding.cannot_judge?.reason).toBe('no_decision');
    const venue = read(
      'Help us choose: buy the wedding venue next door?',
      'Our company runs two hotels with revenue of £3.2m; my partner and I could buy the wedding venue next door for £1.1m.',
    );
    expect(venue.cannot_judge).toBeNull();
  });
});

describe('money owed to creditors against the cash and the new money', () => {
  const context =
    'Our contractor has £85k in the bank and owes suppliers £610k, much of it overdue, plus £140k to HMRC. Payroll of £190k is due on the 28th. A lender offers £250k for 6 months at 36% a year, secured on my house. My plan: take it and keep taking deposits from new customers so we stay afloat.';

  it('reads what is owed and finds the loan does not cover it', () => {
    const r = read('Take a short-term loan to bridge us?', context);
    expect(r.numbers.filter((n) => n.meaning === 'existing_debt').map((n) => n.value)).toEqual([
      610_000, 140_000,
    ]);
    const gap = r.calculations.find((c) => c.id === 'debts_due_against_cash');
    // £85k + £250k − (£610k + £140k + £190k) = −£605k.
    expect(gap?.value).toBe(-605_000);
    expect(gap?.result).toMatch(/£605k short, even with the £250k/);
  });

  it('has the money and governance seats vote against taking on the debt', async () => {
    const r = await deliberateOffline('Take a short-term loan to bridge us?', context);
    for (const key of ['CFO', 'INDEPENDENT_GOVERNANCE'])
      expect(r.votes.find((v) => v.seat.key === key)?.vote.vote).toBe('against');
    expect(r.scores.outcome).not.toBe('proceed');
  });
});

describe('a runway claimed against the costs listed', () => {
  const r = read(
    'Hire a Head of Brand Partnerships at A$220k - we have 14 months of runway so we can afford it',
    'We take 20% commission. Brand deals averaged A$310k/month GMV, so our commission revenue is ~A$62k a month. Costs: payroll A$118k/month incl. super, rent + software A$27k, and creator travel at ~A$15k a month. Cash at bank A$950k. The candidate wants A$220k base + super (11.5%).',
  );

  it('reads the hire’s pay, not cash, and the pass-through value as nobody’s cost', () => {
    expect(r.numbers.filter((n) => n.meaning === 'cash').map((n) => n.value)).toEqual([950_000]);
    expect(r.numbers.some((n) => n.value === 310_000)).toBe(false);
    expect(r.numbers.find((n) => n.value === 11.5)?.meaning).toBe('on_cost_pct');
  });

  it('counts the burn from the costs less revenue and corrects the claimed runway', () => {
    expect(r.numbers.find((n) => n.meaning === 'monthly_burn')?.value).toBe(98_000);
    expect(r.calculations.find((c) => c.id === 'runway')?.value).toBeCloseTo(9.7, 1);
    expect(r.premise_checks.find((p) => p.meaning === 'runway_months')?.stated).toBe(14);
  });
});

describe('an offer restated in the budget, and another buyer’s multiple', () => {
  const r = readDecision({
    ...plainDecision(
      'Accept the $140M offer for the business?',
      'FY revenue $118M, EBITDA $13.6M. Offer: $140M enterprise value, 80% cash at close. A PE-backed integrator has verbally said around 9x EBITDA but nothing in writing.',
    ),
    constraints: { budget: '$140M EV: 80% cash', timeline: null, other: null, companyInfo: null },
  });

  it('does not read the restated offer as a budget to spend', () => {
    expect(r.numbers.some((n) => n.meaning === 'budget')).toBe(false);
  });

  it('sets the other bid beside the offer instead of correcting the user', () => {
    expect(r.premise_checks.some((p) => p.meaning === 'price_multiple')).toBe(false);
    expect(r.numbers.some((n) => n.meaning === 'leverage_limit')).toBe(false);
    const other = r.calculations.find((c) => c.id === 'other_bid_value');
    expect(other?.value).toBeCloseTo(122_400_000, -5);
    expect(other?.result).toMatch(/below the \$140M/);
  });
});

describe('a bidder tied to the public buyer', () => {
  const duties = (topic: string, context: string) => read(topic, context).duties.map((d) => d.id);

  it('raises the tender’s rules and the conflict for a seat on the buyer’s panel', () => {
    const found = duties(
      'Should I accept a seat on the ministry’s advisory panel while we bid for its S$2.6M content tender?',
      'The panel shapes procurement priorities. The invitation says members must declare interests.',
    );
    expect(found).toEqual(expect.arrayContaining(['conflict_of_interest', 'public_procurement_rules']));
  });

  it('raises both when a former colleague at the buyer drafted the spec and showed it early', () => {
    const r = read(
      'Bid for the city’s €4.2M permit tender?',
      'Stadt Leipzig is putting out an EU-wide open tender next month. Our former product lead moved to the city’s digitalisation office and drafted the technical requirements. She showed our CTO an early draft in April.',
    );
    const conflict = r.duties.find((d) => d.id === 'conflict_of_interest');
    expect(conflict?.text).toMatch(/declared to the contracting authority/);
    expect(r.duties.map((d) => d.id)).toContain('public_procurement_rules');
  });

  it('raises no conflict for an open tender with no tie to the buyer', () => {
    const found = duties(
      'Bid for the council’s £900k parks maintenance tender?',
      'We maintain parks for three private estates; the council tender runs for 3 years and we would need 6 more gardeners.',
    );
    expect(found).toContain('public_procurement_rules');
    expect(found).not.toContain('conflict_of_interest');
  });
});
