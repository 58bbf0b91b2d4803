// Round 23: the terms of a policy or a deal are no money spent, held or saved; a saving named as a
// step's purpose belongs to no other figure; a line crossed by one alternative of the question is
// that alternative's; a family tie told either way round is a related party; and Turkish is Turkish.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { optionsCompared } from '../chair/options-compared.ts';
import { foreignLanguage } from './gate.ts';
import { numbersOf } from './numbers.ts';
import { plainStep, topicAlternatives } from './plain-topic.ts';
import { readDecision } from './read-decision.ts';

const meaningsIn = (text: string) =>
  Object.fromEntries(numbersOf(text, { kind: null }).map((n) => [n.value, n.meaning]));

describe('the terms of a policy or a deal are not money the company spends, holds or saves', () => {
  it.each([
    ['Our media liability policy has a $250k retention before the insurer pays anything.', 250_000],
    ['The other bank wants cash margin above a USD 1.5m threshold.', 1_500_000],
    ['The quote covers total hull values of USD 148m at 0.21%.', 148_000_000],
    ['Price ¥480m: ¥360m in cash at closing and ¥120m earn-out over three years.', 360_000_000],
    ['Price ¥480m: ¥360m in cash at closing and ¥120m earn-out over three years.', 120_000_000],
    ['We want the policy with a £50k deductible per claim.', 50_000],
  ])('%s (%d)', (text, value) => {
    expect(meaningsIn(text)[value]).toBeUndefined();
  });

  it('the price itself, and the cash the company holds, are still read', () => {
    const read = meaningsIn('Price ¥480m: ¥360m in cash at closing. We have ¥640m in the bank.');
    expect(read[480_000_000]).toBe('price');
    expect(read[640_000_000]).toBe('cash');
  });

  it('reserves spent on a project are not reserves held', () => {
    const read = numbersOf(
      'It is funded by a £300,000 loan and £160,000 of reserves (reserves are £240,000).',
      {
        kind: 'take_loan',
      },
    );
    expect(read.find((n) => n.value === 160_000)).toBeUndefined();
    expect(read.find((n) => n.value === 240_000)?.meaning).toBe('cash');
    expect(read.find((n) => n.value === 300_000)?.meaning).toBe('loan_amount');
  });

  it('a balance named after the reserves it sits in is still cash', () => {
    expect(meaningsIn('We would pay from reserves (R14m).')[14_000_000]).toBe('cash');
  });
});

describe('a saving named as what a step is for belongs to that step', () => {
  it('the deductible raised is no saving; the premium saved is', () => {
    const read = meaningsIn(
      'Should we raise the deductible from USD 100,000 to USD 250,000 to save about USD 45,000 on the premium?',
    );
    expect(read[45_000]).toBe('saving');
    expect(read[100_000]).toBeUndefined();
    expect(read[250_000]).toBeUndefined();
  });

  it('what a measure costs is no saving, and a cost ended still is one', () => {
    expect(meaningsIn('Switching costs $20k to save $50k a year.')[20_000]).toBe('cost');
    expect(
      meaningsIn('These measures save $900k: we cancel the warehouse lease of $18k a month.')[18_000],
    ).toBe('saving');
  });
});

describe('a line crossed by one alternative of the question is that alternative’s', () => {
  const recall = plainDecision(
    'Do we run a formal recall of batch 24-1187, or swap the kits quietly with the customers as the sales director wants?',
    'QC found the hardener batch was filled with the wrong ratio; cured samples reach 55% of the specified strength. 3,200 kits at SEK 1,150 each shipped to 14 boat builders, and some are already in hulls. The technical director wants a written recall notice today.',
  );

  it('reads the question’s alternatives in its own words', () => {
    expect(topicAlternatives(recall.topic)).toEqual([
      'run a formal recall of batch 24-1187',
      'swap the kits quietly with the customers as the sales director wants',
    ]);
    expect(topicAlternatives('Should we open a second store in Lyon?')).toEqual([]);
  });

  it('the recall duty is raised, not breached, and names the quiet swap as the line crossed', () => {
    const duty = readDecision(recall).duties.find((d) => d.id === 'product_safety_recall');
    expect(duty?.breached).toBe(false);
    expect(duty?.breached_by_option).toMatch(/swap the kits quietly/);
    expect(duty?.text).toMatch(
      /Of the options, “swap the kits quietly[^”]*” is the one that would cross this line/,
    );
  });

  it('the board prefers the lawful alternative, whatever the figures', () => {
    const compared = optionsCompared(recall, readDecision(recall));
    expect(compared?.prefers).toMatch(/^The board prefers \(1\) run a formal recall/);
    expect(compared?.prefers).toMatch(/because \(2\) swap the kits quietly[^,]*would cross a legal line/);
  });

  it('when the question itself is the quiet fix, the proposal still crosses the line', () => {
    const quiet = plainDecision(
      'Should we swap the kits quietly rather than announce a recall?',
      'QC found the hardener batch was filled with the wrong ratio; 3,200 kits shipped and some are already in hulls.',
    );
    expect(readDecision(quiet).duties.find((d) => d.id === 'product_safety_recall')?.breached).toBe(true);
  });
});

describe('a family tie told either way round is a related party', () => {
  const award = 'Should we award the three-year cleaning contract to Norte Servicios for $1.2M?';
  it.each([
    'The owner of Norte Servicios is married to our board member Ana Ruiz.',
    'Norte’s managing director is the daughter of our chairman.',
    'Our treasurer has an undeclared family link to the supplier.',
    'Director Kowalski’s family owns the firm that offered the lowest price.',
    'Trustee Mary Obi’s husband runs Norte Servicios.',
  ])('%s', (context) => {
    expect(readDecision(plainDecision(award, context)).duties.map((d) => d.id)).toContain(
      'conflict_of_interest',
    );
  });

  it('a founder who is a farmer’s son, buying from farms, is no related party', () => {
    const reading = readDecision(
      plainDecision(award, 'Our founder is the son of a farmer and we buy beans from 40 farms.'),
    );
    expect(reading.duties.map((d) => d.id)).not.toContain('conflict_of_interest');
  });
});

describe('Turkish is not taken for Romanian', () => {
  it('a Turkish decision, with its ş and ı', () => {
    expect(
      foreignLanguage(
        'İzmir’deki ikinci mağazamızı açmalı mıyız? Şirketimiz 2019’dan beri kahve satıyor, yıllık ciro 42 milyon TL. Kira aylık 180 bin TL olacak ve yatırım 6,5 milyon TL. Ortağım bunun çok riskli olduğunu düşünüyor ama banka kredi vermeye hazır.',
      ),
    ).toBe('Turkish');
  });

  it('a Romanian decision, with its ș and ț', () => {
    expect(
      foreignLanguage(
        'Dacă deschidem un magazin în Cluj, investiția ar fi de 2 milioane de lei, iar chiria lunară este mare. Ce ar trebui să facem?',
      ),
    ).toBe('Romanian');
  });
});

describe('what the board says back reads as a founder wrote it', () => {
  it.each([
    [
      "Should Studio Barzaghi Comunicazione accept Gruppo Ferri's demand for an 8% fee cut?",
      "whether Studio Barzaghi Comunicazione should accept Gruppo Ferri's demand for an 8% fee cut",
    ],
    [
      'Should Doucette & Hanlon CPA pay out CAD 420,000?',
      'whether Doucette & Hanlon CPA should pay out CAD 420,000',
    ],
    ['Should staff pick a representative?', 'whether staff should pick a representative'],
    ['Should we open in Berlin?', 'whether to open in Berlin'],
  ])('%s', (topic, step) => {
    expect(plainStep(topic)).toBe(step);
  });

  it('a saving the question names and the context restates is one saving', () => {
    const savings = readDecision(
      plainDecision(
        'Approve moving our riders to zzp contracts to save €1.1m a year',
        'Proposal from ops: move all riders to self-employed status. Estimated saving ~€1.1m a year. Cash €3.4m, burn €420k/month.',
      ),
    ).numbers.filter((n) => n.meaning === 'saving');
    expect(savings).toHaveLength(1);
  });

  it('two measures saving the same sum stay two', () => {
    const savings = numbersOf(
      'Should we approve the cost plan? These measures save money: we drop Zoom, saving $12k a year, and end the courier deal, saving $12k a year.',
      { kind: null },
    ).filter((n) => n.meaning === 'saving');
    expect(savings).toHaveLength(2);
  });
});

describe('a client let go is no lay-off', () => {
  const renew =
    'Should we accept the client’s demand for an 8% fee cut in exchange for a three-year renewal?';
  it('“we can afford to let them go” of a client raises no consultation', () => {
    const reading = readDecision(
      plainDecision(
        renew,
        'Ferri is one of our 11 retained clients, roughly 9% of the book, so we can afford to push back or even let them go. Our agency has 31 people.',
      ),
    );
    expect(reading.duties.map((d) => d.id)).not.toContain('layoff_consultation');
    expect(reading.kind).not.toBe('layoffs');
  });

  it('cooks let go when the kitchen closes still are a lay-off', () => {
    const reading = readDecision(
      plainDecision(
        'Should we stop serving food and go coffee only?',
        'We would have to let the three cooks go, with severance under their contracts.',
      ),
    );
    expect(reading.duties.map((d) => d.id)).toContain('layoff_consultation');
  });

  it('staff let go in the same story still do', () => {
    const reading = readDecision(
      plainDecision(
        renew,
        'If we lose the client we would have to let 7 of our staff go. Our agency has 31 people in Milan.',
      ),
    );
    expect(reading.duties.map((d) => d.id)).toContain('layoff_consultation');
  });
});

describe('a loan the story names is the setting, not the decision', () => {
  it.each([
    [
      'Sponsor the Minister’s gala for KSh 6 million?',
      'Our mobile-lending app awaits its credit licence, and meanwhile we lend under a partner bank’s licence. The Minister’s office asked us to be headline sponsor of his gala. Our marketing budget this year is KSh 40 million.',
    ],
    [
      'Should we raise our canola crop insurance from 70% to 80% coverage this year?',
      'Premium rises from $38,000 to $52,000. Our lender requires crop cover on the operating loan, and we still owe $1.2M on it.',
    ],
  ])('%s', (topic, context) => {
    const reading = readDecision(plainDecision(topic, context));
    expect(reading.verdict).toBe('needs_information');
  });

  it('a borrowing the context proposes is still the decision', () => {
    const reading = readDecision(
      plainDecision(
        'Should we buy the second oven line for $400k?',
        'The bank offers a 5-year loan at 9% to fund it. Revenue is $2.1M a year and cash $300k.',
      ),
    );
    expect(reading.verdict).toBe('deliberate');
  });
});

describe('money for a power-holder’s own cause, beside what they grant, is a bribery risk', () => {
  const duties = (topic: string, context: string) =>
    readDecision(plainDecision(topic, context)).duties.map((d) => d.id);
  it.each([
    [
      'Should we pay K2.5 million into the chief’s development trust to get his blessing for a new borrow pit, or go the formal permitting route?',
      'The chief will bless the pit if we pay K2.5 million into the Chief’s Development Trust. The trust has no published accounts.',
    ],
    [
      'Sponsor the Minister’s gala for KSh 6 million?',
      'Our licence application has been pending for 7 months. The Minister’s office asked if we would be headline sponsor of a gala he hosts, with good visibility with the people who matter for your licence.',
    ],
  ])('%s', (topic, context) => {
    expect(duties(topic, context)).toContain('anti_bribery');
  });

  it('a licence fee paid to the regulator is no bribe', () => {
    expect(
      duties(
        'Should we apply for the payments licence this year?',
        'We would pay the regulator’s application fee of €5,000 and hold €125,000 of own funds for the licence.',
      ),
    ).not.toContain('anti_bribery');
  });

  it('a borrow pit is a quarry, not a loan', () => {
    const reading = readDecision(
      plainDecision(
        'Should we open a new borrow pit on the customary land next to the mine?',
        'The formal route is an environmental brief and a borrow-pit permit, 4 to 6 months. The mine charges ZMW 150,000 per week late.',
      ),
    );
    expect(reading.kind).not.toBe('take_loan');
  });
});

describe('a margin or a multiple claimed is checked against the figures', () => {
  const premises = (topic: string, context: string) =>
    readDecision(plainDecision(topic, context)).premise_checks.map((p) => p.text);
  it('a margin “still 60% after the cut” against the 41.7% the new price leaves', () => {
    expect(
      premises(
        'Should we cut the price of our 500 ml bottle from €4.20 to €3.60?',
        'Each bottle costs us €2.10 to make and ship. Sales says the margin would still be 60% after the cut.',
      ),
    ).toContainEqual(
      expect.stringMatching(/^You put the margin after the change at 60%; the figures give 41\.7%/),
    );
  });

  it('a margin that matches today’s is no premise to correct', () => {
    expect(
      premises(
        'Should we cut the price of our 500 ml bottle from €4.20 to €3.60?',
        'Each bottle costs us €2.10 to make and ship. Our margin today is 50%.',
      ),
    ).toEqual([]);
  });

  it('with no price change, the one margin the price leaves', () => {
    expect(
      premises(
        'Should we launch the 500 ml bottle in Lidl?',
        'We sell the bottle at €4.20 a unit. Each bottle costs us €2.10 to make and ship. Our margin is 70%.',
      ),
    ).toContainEqual(expect.stringMatching(/^You put the margin at 70%; the figures give 50%/));
  });

  it('“only 5x EBITDA” against the 8× the price and the profit give', () => {
    expect(
      premises(
        'Should we buy Verde Foods for €12m?',
        'Their EBITDA is €1.5m, so the seller says it is only 5x EBITDA. Our cash is €20m.',
      ),
    ).toContainEqual(expect.stringMatching(/^You put the multiple of profit at 5×; the figures give 8×/));
  });

  it('a multiple stated right stands', () => {
    expect(
      premises(
        'Should we buy Verde Foods for €12m?',
        'Their EBITDA is €1.5m, so it is 8x EBITDA. Our cash is €20m.',
      ),
    ).toEqual([]);
  });
});

describe('what each unit costs, beside how many go out', () => {
  it('each bottle we sell costs us a unit cost, which the new price is set against', () => {
    const reading = readDecision(
      plainDecision(
        'Should we cut the price of our 500 ml bottle from €4.20 to €3.60?',
        'We sell 40,000 bottles a month. Each bottle costs us €2.10 to make and ship. Sales says the margin would still be 60% after the cut.',
      ),
    );
    expect(reading.numbers.find((n) => n.value === 2.1)?.label).toBe('unit cost');
    expect(reading.premise_checks.map((p) => p.meaning)).toContain('gross_margin_pct');
  });

  it('each pallet we ship a month at a handling cost is a month’s bill, not a one-off', () => {
    const cost = numbersOf('We ship 1,200 pallets a month. Each pallet costs us €14 in handling.', {
      kind: null,
    }).find((n) => n.value === 1_200 * 14);
    expect(cost?.meaning).toBe('monthly_cost');
  });
});

describe('a running cost with its year named is a year of it', () => {
  it.each([
    ['Our annual payroll is €1.2M.', 'annual_cost'],
    ['Total payroll for 2024 was €1.2M.', 'annual_cost'],
    ['Staff costs were €1.2m last year.', 'annual_cost'],
    ['Payroll is €95k a month.', 'monthly_cost'],
  ])('%s', (text, meaning) => {
    expect(numbersOf(text, { kind: null })[0]?.meaning).toBe(meaning);
  });

  it('money spent on a plant last year is no running cost', () => {
    expect(numbersOf('We spent €1.2m on the new plant last year.', { kind: null })[0]?.meaning).not.toBe(
      'annual_cost',
    );
  });
});

describe('the parts of a price are no loan, in a loan or in a sale', () => {
  it.each(['take_loan', 'be_acquired'] as const)('%s', (kind) => {
    const read = numbersOf('The buyer pays €42m at closing and €30m as an earn-out.', { kind });
    expect(read.find((n) => n.value === 30_000_000)).toBeUndefined();
  });

  it('a seller’s note with its own rate and term is still lent', () => {
    const read = numbersOf(
      'Price $6.8M: $5.0M SBA 7(a) loan (10 yrs, ~10.5%), $1.0M seller note (5 yrs, 6%), $0.8M our cash.',
      { kind: 'acquire_company' },
    );
    expect(read.find((n) => n.value === 1_000_000)?.meaning).toBe('loan_amount');
  });
});

describe('words that sound like a duty’s, and the duties a sale of rights does raise', () => {
  const duties = (topic: string, context: string, other?: string) =>
    readDecision({
      ...plainDecision(topic, context),
      constraints: {
        budget: null,
        timeline: null,
        other: other ?? null,
        companyInfo: 'Football club, Argentina',
      },
    }).duties.map((d) => d.id);
  const sale =
    'Should the club sell 70% of the economic rights of our striker to SC Vilar for US$2.8 million?';
  const story =
    'We owe three months of wages to players and staff. Dollars coming in have to be liquidated through the official exchange market at about ARS 1,180 per dollar (parallel rate ~1,230). The player’s agent asks 10% of the fee, and the agent also regularly brokers deals for Vilar’s sporting director.';

  it('a league’s sanction is no trade sanction, and dollars liquidated are no liquidation', () => {
    const raised = duties(sale, story, 'AFA sanction threat');
    expect(raised).not.toContain('sanctions_export_control');
    expect(raised).not.toContain('insolvency_duty');
  });

  it('dollars through the official exchange market are exchange control; an agent for both sides is a conflict', () => {
    const raised = duties(sale, story);
    expect(raised).toContain('exchange_control');
    expect(raised).toContain('conflict_of_interest');
  });

  it('a buyer on a sanctions list is still a sanctions matter', () => {
    expect(
      duties(
        'Should we ship the order to the new distributor?',
        'The distributor’s owner is on the OFAC sanctions list, the bank says.',
      ),
    ).toContain('sanctions_export_control');
  });
});

describe('a founder named Sue, and an offer for the whole brokerage', () => {
  const reading = readDecision(
    plainDecision(
      'Should Pell & Dorsey accept Harbourline Group’s offer to buy 100% of the brokerage?',
      'Me (Sue Pell) and Jim Dorsey own Pell & Dorsey Insurance Brokers Ltd 50/50. We are FCA regulated, 12 staff.',
    ),
  );
  it('reads the sale of the company, not a lawsuit', () => {
    expect(reading.kind).toBe('be_acquired');
    expect(reading.kind_evidence.join(' ')).not.toMatch(/\bsue\b/i);
  });

  it('still reads “sue” as a lawsuit when it is one', () => {
    expect(readDecision(plainDecision('Should we sue the supplier for the late delivery?', '')).kind).toBe(
      'legal_regulatory',
    );
  });
});
