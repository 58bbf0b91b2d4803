// Duties a blind judge found missed, wrongly raised or not marked as crossed (round 13), each in
// wordings of our own with near misses that must stay quiet: waiting for a lab result with food
// already sold, a business bought on the seller's word (its accounts the first condition), agents in name who work as staff, a
// shutdown that holds clinical notes, staff health data for employers, visa holders in a layoff,
// a licence changed over contributors' code, a radio device with an untested battery, a
// take-or-pay commitment, and a cash burn that is no burn injury.
import { describe, expect, it } from 'vitest';
import { dutyIn, quiet, raises } from '../../../test-support/duty-cases.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from '../reader/read-decision.ts';

describe('waiting for proof while an unsafe product is on sale crosses the recall duty', () => {
  raises(
    'product_safety_recall',
    [
      [
        'Salmonella on a line swab: hold off on the recall until the retest is back?',
        'We make frozen chicken pies in Leeds. 9,000 packs shipped to supermarkets this week. Our commercial director wants to hold off until the retest results arrive on Monday.',
      ],
      [
        'A customer sample tested positive for E. coli. Do we recall now or wait for the lab to confirm?',
        'Bagged salad from our Ohio plant, already on shelves in 60 stores. Operations prefers to wait for confirmation from the state lab.',
      ],
    ],
    true,
  );
  it('keeps a launch that waits for its test results on the right side of the line', () => {
    const d = dutyIn(
      'A prototype heater overheated in our lab: what now?',
      'We will wait for the retest results before we ship anything; no unit has left the building.',
      'product_safety_recall',
    );
    expect(d).not.toBeNull();
    expect(d?.breached).toBe(false);
  });
  it('names the food authority, not the consumer-product one, for contaminated food', () => {
    const d = dutyIn(
      'Listeria found on our slicer: recall the sandwiches now or wait for confirmation?',
      'Regional deli in Wisconsin; 12,000 units went out to grocery stores this week.',
      'product_safety_recall',
    );
    expect(d?.text).toMatch(/FDA/);
    expect(d?.text).not.toMatch(/CPSC/);
  });
  quiet('product_safety_recall', [
    ['Cut 8 of 30 people?', 'Cash $2M, burn $200k a month; the cut takes burn to ~$150k a month.'],
  ]);
});

describe('a business bought on the seller’s summary puts the accounts first', () => {
  raises('ma_diligence', [
    [
      'Buy the dental practice next door for £380k?',
      'The retiring dentist says it makes £90k a year. We have not seen any accounts yet, just his one-page summary. Should we go ahead?',
    ],
    [
      'Acquire a rival bakery chain?',
      'The owner asks €1.1m. So far we have only had the seller’s spreadsheet, no tax returns. Is the price fair?',
    ],
  ]);
  it('puts getting the accounts first', () => {
    const d = dutyIn(
      'Buy the dental practice next door for £380k?',
      'The retiring dentist says it makes £90k a year. We have not seen any accounts yet, just his one-page summary.',
      'ma_diligence',
    );
    expect(d?.action).toMatch(/^Get the last three years’ filed accounts/);
  });
  it('keeps the usual diligence when the accounts are in hand', () => {
    const d = dutyIn(
      'Acquire a rival bakery chain for €1.1m?',
      'We have three years of audited accounts and the tax returns from the seller.',
      'ma_diligence',
    );
    expect(d?.action).toMatch(/^Complete legal and financial diligence/);
  });
});

describe('people called independent but controlled as staff are misclassified', () => {
  raises(
    'worker_classification',
    [
      [
        'Onboard 40 delivery riders this quarter?',
        'We would engage them as independent couriers, paid per drop, but they wear our branded kit, work fixed shifts we set and report to our hub supervisors.',
      ],
      [
        'Add 15 door-to-door sellers in Lagos?',
        'Commission-only, so no payroll. They would follow our weekly route plans and report to our regional managers.',
      ],
    ],
    true,
  );
  it('does not call bringing them onto the payroll a breach', () => {
    const d = dutyIn(
      'Make our couriers employees?',
      'They are independent contractors today but wear our kit and report to our hub supervisors; we would convert them to employees in May.',
      'worker_classification',
    );
    expect(d).not.toBeNull();
    expect(d?.breached).toBe(false);
  });
  quiet('worker_classification', [
    [
      'Sign a reseller agreement with a Nairobi agency?',
      'The agency sells our product alongside others, on commission, and sets its own hours and methods.',
    ],
  ]);
});

describe('a shutdown that holds clinical notes must keep them, not delete them', () => {
  raises('personal_data_processing', [
    [
      'Close our online therapy app at year end?',
      'About 3,000 clients use it. We store session notes written by our therapists. Plan: switch the app off on 31 December.',
    ],
    [
      'Sunset the consumer version of our nutrition clinic platform?',
      'Dietitians keep treatment records for each of the 5,000 users; we would turn the service off in March.',
    ],
  ]);
  it('says the records are kept for the years the law requires', () => {
    const d = dutyIn(
      'Close our online therapy app at year end?',
      'About 3,000 clients use it. We store session notes written by our therapists. Plan: switch the app off on 31 December.',
      'personal_data_processing',
    );
    expect(d?.text).toMatch(/health records/);
    expect(d?.action).toMatch(/clinical records/);
  });
});

describe('staff health or activity data shown to employers', () => {
  raises('personal_data_processing', [
    [
      'Sell our meditation app to companies?',
      'HR teams want dashboards on staff stress levels and mood scores for their teams.',
    ],
    [
      'Launch an employer plan for our running app',
      'Two employers want weekly reports on each employee’s heart-rate data and step counts.',
    ],
  ]);
  quiet('personal_data_processing', [
    [
      'Launch an employer plan for our booking tool',
      'Employers want dashboards on meeting-room usage by floor.',
    ],
  ]);
});

describe('a layoff that ends sponsored visas names what the sponsor owes', () => {
  it('adds the H-1B duties when visa holders are among those cut', () => {
    const d = dutyIn(
      'Lay off 9 of 50 people?',
      'Denver company. Two of the nine are on H-1B visas.',
      'layoff_consultation',
    );
    expect(d?.text).toMatch(/USCIS/);
    expect(d?.text).toMatch(/return transport/);
  });
  it('leaves them out when no one’s visa is named', () => {
    const d = dutyIn('Lay off 9 of 50 people?', 'Denver company, mostly sales roles.', 'layoff_consultation');
    expect(d?.text).not.toMatch(/USCIS/);
  });
});

describe('a licence changed over contributors’ code is a question of who owns it', () => {
  raises('ip_assignment', [
    [
      'Move our database from AGPL to a proprietary licence?',
      'Around 60 outside contributors have sent pull requests over the years; we never had them sign anything.',
    ],
    [
      'Relicense the SDK as source-available?',
      'The community has contributed about a third of the code, under the MIT licence.',
    ],
  ]);
  quiet('regulated_product', [
    ['Ship the next release under a source-available licence?', 'Our CLI is used by 20k developers.'],
  ]);
});

describe('a radio device or a new battery not yet cleared for sale', () => {
  raises('regulated_product', [
    [
      'Open pre-orders for our smart doorbell?',
      'Launch in a month. The Wi-Fi module has not been through FCC certification yet.',
    ],
    [
      'Start selling the e-bike light in stores?',
      'It uses a new lithium-ion pack; one prototype swelled during charging and the safety testing is not booked.',
    ],
  ]);
  quiet('regulated_product', [
    [
      'Accept the grant for our battery pack pilot line?',
      'We make battery packs for backup power at our plant; the grant covers 60% of costs.',
    ],
  ]);
});

describe('a take-or-pay or minimum-volume commitment is owed whatever is used', () => {
  raises('minimum_commitment', [
    [
      'Sign the new resin supply deal?',
      'It saves 8% on price but needs a take-or-pay of 2,000 tonnes a year for four years.',
    ],
    [
      'Switch to the cheaper courier?',
      'Their rate needs us to commit to a minimum of 10,000 parcels a month for two years.',
    ],
  ]);
  quiet('minimum_commitment', [
    ['Switch to the cheaper courier?', 'Pay as you go, no minimum volume, cancel any time.'],
  ]);
});

describe('duties not raised on one word that means something else here', () => {
  quiet('personal_data_processing', [
    [
      'Take the revenue-based loan?',
      'Covenants: no new borrowing without the lender’s consent, monthly reporting. Our customers are dental clinics.',
    ],
  ]);
  raises('personal_data_processing', [
    [
      'Share our patient list with the lab?',
      'We would send the patients’ records to the lab without their consent.',
    ],
  ]);
  quiet('shareholder_approval', [
    [
      'Raise wholesale prices 10%?',
      'The biggest grocer says it will delist three of our products if we go above 6%.',
    ],
  ]);
  raises('shareholder_approval', [
    [
      'Delist from the junior exchange?',
      'Our shares trade thinly; taking the company private would cut listing costs.',
    ],
  ]);
  quiet('breach_notification', [
    [
      'Open our own imaging suite?',
      'We refer scans out and leak a quarter of those patients to the imaging centre’s partners.',
    ],
  ]);
  quiet('data_impact_assessment', [
    [
      'Hire an operations director for our physio clinics?',
      'The founder does the clinical work and the rota and is stretched.',
    ],
  ]);
});

describe('wage trouble must be told where the wages are', () => {
  it('does not raise the wage duty for wages that rose last year beside a closure elsewhere', async () => {
    const { readDecision } = await import('../reader/read-decision.ts');
    const r = readDecision({
      topic: 'Close the Leeds print room and buy printing from a supplier?',
      context:
        'Margins fell last year after rent and wages went up. We would close the print room in March; the supplier quotes £60k a year.',
      constraints: { budget: null, timeline: null, other: null, companyInfo: null },
    } as never);
    expect(r.duties.map((d) => d.id)).not.toContain('wages_on_time');
  });
});

describe('a director tied to a competitor, and a director removed', () => {
  const duties = (topic: string, context: string) =>
    readDecision(plainDecision(topic, context)).duties.map((d) => d.id);
  it.each([
    [
      'Should we remove Klaus from the board?',
      'Last month he shared our pricing plans with a competitor where his brother is CEO.',
    ],
    [
      'Should we keep Anna on the board?',
      'Our investor director Anna also sits on the board of our main competitor.',
    ],
    ['Should we renew the director?', 'One director’s husband runs a rival logistics firm.'],
  ])('is a conflict with no deal at all: %s', (topic, context) => {
    expect(duties(topic, context)).toContain('conflict_of_interest');
  });

  it('a chair who once worked at a competitor is no conflict', () => {
    expect(
      duties(
        'Should we bring in a new chair?',
        'Our chair spent ten years at a competitor before joining us.',
      ),
    ).not.toContain('conflict_of_interest');
  });

  it('removing a director is for the shareholders', () => {
    expect(duties('Should we remove Klaus Berger from the board?', 'He missed 5 of 8 meetings.')).toContain(
      'shareholder_approval',
    );
  });
});

describe('the union as a party to the step, not a word in passing', () => {
  const duties = (topic: string, context: string) =>
    readDecision(plainDecision(topic, context)).duties.map((d) => d.id);
  it.each([
    ['Raise school fees 8%?', 'Teacher pay rose 6% under the new collective agreement.'],
    ['Replace our grass pitch with a 3G pitch?', 'We are a community rugby union club with 120 volunteers.'],
  ])('is no collective-labour duty: %s', (topic, context) => {
    expect(duties(topic, context)).not.toContain('collective_labour_rights');
  });

  it.each([
    ['Should we change the shift pattern?', 'The union wants overtime paid at 150% before it agrees.'],
    ['Should we recognise the union?', 'The drivers have asked us to recognise their union.'],
  ])('is one when the union is in the step: %s', (topic, context) => {
    expect(duties(topic, context)).toContain('collective_labour_rights');
  });
});
