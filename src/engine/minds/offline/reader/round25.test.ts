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

describe('a monthly plan swapped for an annual one', () => {
  const r = read(
    'Kill the R$49 monthly plan and sell only an annual plan at R$399?',
    '61k paying subscribers, all monthly at R$49. Monthly churn is 11%. MRR is about R$2.99M. Our growth lead wants to sell annual only: R$399 upfront by Pix. Annual plans would auto-renew at full price unless cancelled.',
  );

  it('reads a price change, the annual price as a price and no cost', () => {
    expect(r.kind).toBe('pricing_change');
    expect(r.numbers.filter((n) => n.meaning === 'price').map((n) => n.value)).toEqual([49, 399]);
    expect(r.numbers.some((n) => n.meaning === 'cost')).toBe(false);
  });

  it('sets the annual price against months of the monthly one and the churn', () => {
    const switched = r.calculations.find((c) => c.id === 'annual_vs_monthly');
    expect(switched?.value).toBeCloseTo(8.1, 1);
    expect(switched?.result).toMatch(/stays about 9\.1 months, paying R\$445: the annual plan collects less/);
  });

  it('keeps a company’s annual plan a budget', () => {
    expect(read('Approve the annual plan for 2027?', 'Revenue of €12m, costs of €10.5m.').kind).toBe(
      'budget_approval',
    );
  });
});

describe('a price moved on existing consumers without notice', () => {
  const r = read(
    'Move legacy subscribers to the new price without telling them',
    'We run a UK meal-kit subscription with about 26,000 subscribers, all consumers. 9,000 are still on £39 a box; everyone since pays £47. Marketing suggests we don’t email them; the new price would simply appear on their next receipt.',
  );

  it('reads a price change that crosses consumer law as proposed, and no data consent', () => {
    expect(r.kind).toBe('pricing_change');
    const duty = r.duties.find((d) => d.id === 'consumer_protection');
    expect(duty?.breached).toBe(true);
    expect(r.duties.map((d) => d.id)).not.toContain('personal_data_processing');
  });
});

describe('the move the ask names, and what it says of people and contracts', () => {
  it('reads opening in a country with hires as a market entered, and the consultants as staff', () => {
    const r = read(
      'Open in Indonesia with a country manager and two salespeople',
      'We are a Singapore software company (SGD 6.2M ARR). All three would sign consultancy agreements through their own firms, work full time for us, and close deals with Indonesian customers in our name.',
    );
    expect(r.kind).toBe('expand_market');
    expect(r.duties.map((d) => d.id)).toEqual(
      expect.arrayContaining(['worker_classification', 'tax_residency']),
    );
  });

  it('keeps hiring a country manager a hire', () => {
    expect(read('Should we hire a country manager for Germany?', 'She would cost €140k a year.').kind).toBe(
      'hire_executive',
    );
  });

  it('reads a demonym of people as no sanctioned dealing, and a termination clause as the contract’s', () => {
    const r = read(
      'Do we drop our biggest creator after her video mocking Venezuelan migrants?',
      'She generated COP 1,050M of our COP 3,900M commission revenue last year. Three Venezuelan-born creators say they will leave. The contract allows termination for conduct that damages our reputation with 30 days’ notice.',
    );
    const ids = r.duties.map((d) => d.id);
    expect(ids).not.toContain('sanctions_export_control');
    expect(ids).toContain('contract_commitments');
    expect(r.calculations.find((c) => c.id === 'person_share_of_revenue')?.value).toBeCloseTo(26.9, 1);
  });

  it('still raises sanctions for selling to a sanctioned country', () => {
    const r = read('Should we ship our pumps to a buyer in Venezuela?', 'The order is worth $400k.');
    expect(r.duties.map((d) => d.id)).toContain('sanctions_export_control');
  });
});

describe('what the ask is about when other words pull elsewhere', () => {
  it('reads a launch date as a launch, and meeting recordings sent to a US provider as personal data abroad', () => {
    const r = read(
      'Launch our meeting-transcription add-on in June or wait until September?',
      'We are a Lyon startup, €85k MRR. The add-on records client meetings, transcribes them and drafts the minutes. Recordings would be processed by a US speech-to-text provider.',
    );
    expect(r.kind).toBe('launch_product');
    expect(r.duties.map((d) => d.id)).toEqual(
      expect.arrayContaining(['personal_data_processing', 'data_transfer_abroad']),
    );
  });

  it('reads customers who buy us for a library as no sale, and unclear assignment as an IP duty', () => {
    const r = read(
      'Open-source our connector library?',
      'About 30% of our €1.1M ARR comes from customers who mainly buy us for the connector. Two freelancers wrote parts of it and we are not sure their contracts assigned the IP to us.',
    );
    expect(r.kind).not.toBe('be_acquired');
    const ids = r.duties.map((d) => d.id);
    expect(ids).toContain('ip_assignment');
    expect(ids).not.toContain('sale_process_conflicts');
  });

  it('raises the members’ approval for a statutory auditor', () => {
    const r = read(
      'Which audit firm for our first statutory audit?',
      'Our GmbH needs a statutory audit for the first time. Three firms quoted €145k, €68k and €39k a year.',
    );
    expect(r.duties.map((d) => d.id)).toContain('shareholder_approval');
  });
});

describe('controlled goods and the licence that must come first', () => {
  it('marks shipping military-list goods before the licence as a line crossed', () => {
    const r = read(
      'Sign the £3.4M radar order through our new Dubai distributor?',
      'We hold an OIEL that covers NATO destinations; the radar is on the UK Military List. The end user will not be named until we sign. Sales says the licence is a formality and we can ship and paper it afterwards.',
    );
    const duty = r.duties.find((d) => d.id === 'sanctions_export_control');
    expect(duty?.breached).toBe(true);
    expect(duty?.action).toMatch(/^Ship nothing until an export licence/);
  });

  it('reads the price a catalogue is bought for, whatever the next clause says of earnings', () => {
    const r = read(
      'Buy Hoshizora Records’ back catalogue for ¥600M - that’s only 7.5x earnings',
      'We are an indie label with revenue of ¥2.1bn and operating profit of ¥190M.',
    );
    expect(r.numbers.find((n) => n.value === 600_000_000)?.meaning).toBe('purchase_price');
  });
});

describe('what the new rules leave alone', () => {
  it('does not mark a silent price move as the proposal when notice is the other option', () => {
    const r = read(
      'Meal-kit price rise',
      'Price per meal goes from €8.90 to €9.90 for all plans; 41,000 subscribers. Marketing wants to apply the new price silently at their next renewal. Finance prefers telling everyone 30 days ahead. Which approach?',
    );
    expect(r.duties.find((d) => d.id === 'consumer_protection')?.breached).toBe(false);
  });

  it('keeps exclusive talks with a buyer a sale, and ending a free tier a shutdown', () => {
    expect(
      read(
        'Our biggest competitor wants to buy us',
        'The market leader has offered R180m cash for 100% of the shares. Do we go into exclusive talks?',
      ).kind,
    ).toBe('be_acquired');
    expect(
      read('End the free tier', 'Proposal: shut down our free plan in 90 days. 200,000 free users.').kind,
    ).toBe('shut_down_product');
  });

  it('keeps a budget that restates the price we would pay, as the spend it is', () => {
    const r = readDecision({
      ...plainDecision(
        'Acquire the practice for ¥480m?',
        'Revenue ¥2.9bn, cash ¥640m. Price ¥480m in cash at closing.',
      ),
      constraints: { budget: '¥480m', timeline: null, other: null, companyInfo: null },
    });
    expect(r.calculations.find((c) => c.id === 'cost_share')?.result).toMatch(/75% of cash/);
  });
});

describe('the ask’s verb names the move', () => {
  it.each([
    ['Flip our UK company under a Delaware parent before the Series A?', 'corporate_structure'],
    ['Put our long-term freelancers on the payroll?', 'people_matter'],
    ['Sell practice data from our kids’ maths app to a research company?', 'data_privacy'],
    ['Apply for our own payment aggregator licence or stay behind a partner?', 'legal_regulatory'],
  ])('%s', (topic, kind) => {
    expect(read(topic, 'We are a 30-person company with revenue of $4M.').kind).toBe(kind);
  });

  it('frames a rename, which no kind covers, whatever launch it comes before', () => {
    const r = read(
      'Rename the brand before we launch overseas?',
      'Our skincare brand sells A$4.8m a year, almost all in Australia, and we launch in the US and UK next year. A full rebrand is quoted at A$650k.',
    );
    expect(r.kind).toBeNull();
    expect(r.verdict).toBe('needs_information');
  });

  it('raises the shareholders’ approval for a flip under a new parent', () => {
    const r = read('Flip our UK company under a Delaware parent?', 'Two US funds prefer a Delaware C-corp.');
    expect(r.duties.map((d) => d.id)).toContain('shareholder_approval');
  });
});
