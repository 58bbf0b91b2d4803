// Round 24: the buying side of a contract; an insider across the deal by a shared name or as the
// relative; a public body's own award outside competition; a surcharge that makes the 'cheapest'
// quote dearer; a quiet withdrawal that is a recall not made; an attack that is an incident, not a
// loan; a label, a pack size or a deposit that is no quantity; and a vendor's terms read as a buyer.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { numbersOf } from './numbers.ts';
import { readDecision } from './read-decision.ts';
import { counterpartyOf } from './whose-thing.ts';

const duties = (topic: string, context = '') =>
  readDecision(plainDecision(topic, context)).duties.map((d) => d.id);

describe('who is on the other side of a contract', () => {
  it.each([
    'Do we award the 5-year store transport contract to Transportes Olmedo?',
    'Do we direct-award the replacement of 18,000 water meters to Hidrometría del Sur for COP 4,770 million?',
    "Should we sign NoteLens AI's 3-year enterprise agreement to transcribe client meetings?",
    "Should we sign Acme's master services agreement for our new CRM?",
  ])('we buy: %s', (topic) => {
    expect(counterpartyOf(topic)).toBe('supplier');
  });

  it.each([
    "Should we sign Tesco's supplier agreement?",
    'Should we become the preferred supplier to Kaufland?',
    'We were awarded the tender; should we accept?',
  ])('we sell: %s', (topic) => {
    expect(counterpartyOf(topic)).toBe('customer');
  });
});

describe('an insider across the deal', () => {
  it('the insider is the relative of the bidder’s owner', () => {
    expect(
      duties(
        'Do we award the transport contract to Transportes Olmedo?',
        'Board member Íñigo Olmedo, who chairs the procurement committee, is the brother of the owner of Transportes Olmedo.',
      ),
    ).toContain('conflict_of_interest');
  });

  it('the insider’s surname is borne by the other side’s representative', () => {
    expect(
      duties(
        'Do we direct-award the meters to Hidrometría del Sur?',
        "The company was recommended to us by board member Carlos Rengifo; Hidrometría del Sur's legal representative is Lucía Valencia de Rengifo.",
      ),
    ).toContain('conflict_of_interest');
  });

  it('the insider named again, or a surname starting a sentence, is no one else', () => {
    expect(
      duties(
        'Should we award the cleaning contract to BrightCo?',
        'Board member Carlos Rengifo chairs the meeting. Mr Rengifo asked for three quotes. Yesterday Rengifo said BrightCo was cheapest.',
      ),
    ).not.toContain('conflict_of_interest');
  });
});

describe('a public body buying outside competition', () => {
  const context =
    'We are a municipal water utility. Our procurement manual requires a public invitation to tender above COP 1,423 million. Management proposes a direct award on grounds of urgency.';

  it('raises the procurement rules, as the buyer’s, and the direct award crosses them', () => {
    const reading = readDecision(
      plainDecision('Do we direct-award the meters to Hidrometría for COP 4,770 million?', context),
    );
    const rules = reading.duties.find((d) => d.id === 'public_procurement_rules');
    expect(rules?.text).toMatch(/As a public body/);
    expect(rules?.breached).toBe(true);
  });

  it('a private company buying directly raises no public-procurement duty', () => {
    expect(
      duties(
        'Do we award the meters contract to Hidrometría?',
        'We are a family-owned manufacturer. We would award it directly without a tender.',
      ),
    ).not.toContain('public_procurement_rules');
  });
});

describe('a supplier’s surcharge is our cost, and it can make the cheapest quote dearer', () => {
  const reading = readDecision(
    plainDecision(
      'Do we award the transport contract to Olmedo, which the procurement report says is the cheapest bid?',
      'Three bids: LogiCastilla, €4.35M/year all-in; Transportes Olmedo, €4.10M/year plus an indexed fuel surcharge that they themselves estimate at 9% a year; DistriNorte, €4.52M/year.',
    ),
  );

  it('the surcharge is the supplier’s price, not ours', () => {
    const surcharge = reading.numbers.find((n) => n.value === 9);
    expect(surcharge?.whose).toBe('counterparty');
    expect(reading.calculations.map((c) => c.id)).not.toContain('break_even_churn');
  });

  it('the quote is compared with its surcharge, and the cheapest claim is checked', () => {
    const loaded = reading.calculations.find((c) => c.id === 'quote_with_surcharge');
    expect(loaded?.value).toBeCloseTo(4_469_000, -3);
    expect(reading.premise_checks.map((p) => p.meaning)).toContain('quote_cost');
  });
});

describe('safety and incidents in other words', () => {
  it('a quiet withdrawal instead of a recall is a recall not made', () => {
    const reading = readDecision(
      plainDecision(
        'Can we handle the lot 24-118 vitamin D problem as a quiet withdrawal through our distributors instead of announcing a recall?',
        'Fourteen dogs fell ill; the lab found vitamin D at nearly four times our spec. Cost estimates: quiet withdrawal about $180k; full public recall with FDA notification about $640k.',
      ),
    );
    expect(reading.kind).toBe('product_recall');
    expect(reading.duties.find((d) => d.id === 'product_safety_recall')?.breached).toBe(true);
    expect(reading.numbers.map((n) => n.value)).toEqual(expect.arrayContaining([180_000, 640_000]));
  });

  it('an attacker in a vendor’s server is an incident, whatever the vendor lends', () => {
    const reading = readDecision(
      plainDecision(
        "Should we hold off notifying NCUA and our members until LoanStream's forensic report comes in?",
        'Our indirect auto lending platform vendor LoanStream emailed: an attacker had access to their SFTP server for 11 days. Folders touched include 8,930 loan application files with name, SSN, DOB and income.',
      ),
    );
    expect(reading.kind).toBe('security_incident');
    expect(reading.duties.map((d) => d.id)).toContain('breach_notification');
  });
});

describe('numbers that count nothing', () => {
  const valuesOf = (text: string) => numbersOf(text, { kind: null }).map((n) => n.value);

  it.each([
    ['Lot 24-118 was shipped to 1,100 stores.', 24],
    ['Section 14.3 of the annex grants a licence.', 14.3],
    ['Chicken & Oat, 24 lb bags, 6,800 bags shipped.', 24],
    ['We would move to a €2 deposit cup scheme across 17 cafés.', 2],
  ])('%s (%d)', (text, value) => {
    expect(valuesOf(text)).not.toContain(value);
  });

  it('what a provider charges for each use is a unit cost, not our price', () => {
    const read = numbersOf('A deposit-scheme provider charges €0.09 per cup use.', { kind: null });
    expect(read.find((n) => n.value === 0.09)).toMatchObject({ meaning: 'cost', label: 'unit cost' });
  });

  it('people dismissed are the cut, whatever the noun', () => {
    const read = numbersOf('Should we dismiss 45 bus drivers and re-engage them as subcontractors?', {
      kind: 'cost_cutting',
    });
    expect(read.find((n) => n.value === 45)?.meaning).toBe('headcount_cut');
  });
});

describe('a vendor’s own terms', () => {
  const found = duties(
    "Should we sign NoteLens AI's 3-year enterprise agreement to record and summarise client review meetings?",
    "Straits Harbour Wealth, a fund manager in Singapore, 1,900 clients. Pricing S$96 per seat per month, minimum 40 seats billed. Recordings include clients' health issues and account numbers. Section 14.3: 'Customer grants NoteLens a perpetual, irrevocable licence to use de-identified Customer Content to train and improve NoteLens models'. The subprocessor list shows AWS us-east-1.",
  );

  it.each(['vendor_data_training', 'data_transfer_abroad', 'minimum_commitment'])('raises %s', (id) => {
    expect(found).toContain(id);
  });

  it('a region in the company’s own country moves nothing abroad', () => {
    expect(
      duties(
        'Should we move our client records to the new CRM?',
        'We are a clinic group in Singapore. The CRM hosts client records in AWS ap-southeast-1.',
      ),
    ).not.toContain('data_transfer_abroad');
  });
});

describe('notes of a named meeting, and what nobody has checked yet', () => {
  it('“Finance committee notes - Thursday” is notes, not a finance decision', () => {
    const reading = readDecision(
      plainDecision(
        'Finance committee notes - Thursday',
        'Licence fee collection still only GH₵ 3.1m against budget GH₵ 5.4m. Canteen contractor contract ends March. Staff durbar is 6 December, HR needs GH₵ 45k. Next meeting 12 Dec.',
      ),
    );
    expect(reading.cannot_judge?.reason).toBe('no_decision');
  });

  it('“we haven’t checked whether it infringes” beside a price cut is no legal question asked', () => {
    const reading = readDecision(
      plainDecision(
        'Should we drop our Amazon US price for the serum from $26 to $18 to match the market?',
        "A lookalike launched at $18 and our sales fell from 9,000 to 6,200 units a month. We haven't checked whether the lookalike's listing infringes our registered trade dress.",
      ),
    );
    expect(reading.kind).toBe('pricing_change');
  });
});

describe('a unit’s costs listed under a heading, and a marketplace’s fee on each sale', () => {
  const reading = readDecision(
    plainDecision(
      'Should we drop our Amazon US price for the serum from $26 to $18?',
      'Per-unit economics in the US: landed COGS incl. freight $6.40, Amazon referral fee 15% of price, FBA fulfilment fee $5.10, ads about $4.00 per unit sold.',
    ),
  );

  it('adds the listed costs and the fee at each price', () => {
    const margin = reading.calculations.find((c) => c.id === 'unit_margin');
    // $18 − ($6.40 + $5.10 + $4.00) − 15% × $18 = −$0.20.
    expect(margin?.value).toBeLessThan(0);
    expect(margin?.inputs).toMatch(/15% fee/);
    expect(reading.numbers.find((n) => n.value === 15)?.meaning).toBe('sales_fee_pct');
  });

  it('a subscription a month set against hardware bought once gives no unit margin', () => {
    const subscription = readDecision(
      plainDecision(
        'Should we launch the fleet camera?',
        'Hardware costs €240 a unit; we would sell at €29 per vehicle per month.',
      ),
    );
    expect(subscription.calculations.find((c) => c.id === 'unit_margin')).toBeUndefined();
  });
});

describe('what a cheaper source carries with it', () => {
  const found = duties(
    'Should we move 60% of our hazelnut purchasing from Piedmont to a new Turkish supplier to cut costs?',
    "We buy 1,200 tonnes a year, all Nocciola Piemonte IGP at €11.80/kg; a trader offers Turkish hazelnuts at €7.90/kg. Purchasing proposes moving 60% of the volume. On 14 SKUs the label says 'Nocciola Piemonte IGP'. A German retail customer asked for a supply chain map under the LkSG; there are reports of child labour in the Turkish harvest.",
  );

  it('child labour reported in the chain raises the forced-labour duty, as a buyer’s', () => {
    expect(found).toContain('forced_labour_risk');
  });

  it('an origin on the label with the source behind it moved is a consumer-law matter', () => {
    expect(found).toContain('consumer_protection');
  });

  it('a supplier switch with no claim on the label raises neither', () => {
    const plain = duties(
      'Should we move our packaging purchasing to a new supplier?',
      'The new supplier quotes 12% less for the same cartons, delivered weekly.',
    );
    expect(plain).not.toContain('consumer_protection');
    expect(plain).not.toContain('forced_labour_risk');
  });
});

describe('terms that bind the company for a contract’s life', () => {
  it('prices fixed for years and long payment terms are named as what the contract binds', () => {
    const reading = readDecision(
      plainDecision(
        'Become the exclusive coffee supplier for a 38-hotel chain?',
        'Terms: we supply beans and service 420 machines, payment 75 days after invoice, prices fixed for the first 2 years.',
      ),
    );
    const duty = reading.duties.find((d) => d.id === 'contract_commitments');
    expect(duty?.text).toMatch(/prices fixed for years, long payment terms/);
    expect(counterpartyOf('Become the exclusive coffee supplier for a 38-hotel chain?')).toBe('customer');
  });

  it('a cancellation fee we charge our own subscribers binds us to nothing', () => {
    expect(
      duties(
        'Should our salon launch a monthly head-spa subscription?',
        'Our manager wants a three-month minimum term with a cancellation fee to stop people joining for one month only.',
      ),
    ).not.toContain('contract_commitments');
  });
});

describe('a relative of an insider across the deal, told in other words', () => {
  it.each([
    [
      'Which agency should run the relaunch?',
      'Best pitch came from Brightside, which is owned by Dana, our CEO’s wife.',
    ],
    [
      'Should we buy LabelWorks outright for S$850,000?',
      'Arjun, our CTO and a director, proposes it. LabelWorks was set up by Priya Nair, Arjun’s wife.',
    ],
    [
      'Should we buy Lumen?',
      'Lumen’s founder is our CTO’s cousin, and the CTO is sponsoring the deal internally.',
    ],
    [
      'Should we merge with Lemanic?',
      "The founder's family holding has 35%, and the founder's son-in-law is one of Lemanic's partners.",
    ],
  ])('%s', (topic, context) => {
    expect(duties(topic, context)).toContain('conflict_of_interest');
  });
});

describe('wages the cash does not cover', () => {
  it('a payroll due above the cash in the bank raises the wage duty, however calmly told', () => {
    expect(
      duties(
        'Payroll on the 1st',
        'We have $180k in the bank. Payroll for the 1st is $240k. A customer owes us $300k.',
      ),
    ).toContain('wages_on_time');
  });

  it('a payroll the cash covers raises nothing by its figures', () => {
    expect(
      duties('Should we hire two engineers?', 'We have $900k in the bank. Payroll is $240k a month.'),
    ).not.toContain('wages_on_time');
  });
});
