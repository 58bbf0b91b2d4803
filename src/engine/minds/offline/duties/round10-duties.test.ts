// Duties a blind judge found missed or raised on a lone word (round 10), each in three or more
// wordings of our own (verbs, nouns, countries, euphemisms) with near misses that must stay quiet:
// an insider lending or contracting, technology to a partner abroad, one creditor paid first near
// insolvency, a bribe told or proposed, age-restricted goods, news held from the market, a
// personal-data breach, resale prices and territories, a children's product, misconduct by a
// senior person, consumer traps, and a listing years away that is no offering.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from '../reader/read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const duty = (topic: string, context: string, id: string) =>
  read(topic, context).duties.find((d) => d.id === id) ?? null;

type Case = [topic: string, context: string];

/** Each case raises the duty; `breached` says whether the proposal as stated crosses it. */
function raises(id: string, cases: readonly Case[], breached?: boolean): void {
  it.each(cases)(`raises ${id}: %s`, (topic, context) => {
    const d = duty(topic, context, id);
    expect(d, `${topic} ${context}`).not.toBeNull();
    if (breached !== undefined) expect(d?.breached, `${topic} ${context}`).toBe(breached);
  });
}
function quiet(id: string, cases: readonly Case[]): void {
  it.each(cases)(`does not raise ${id}: %s`, (topic, context) => {
    expect(duty(topic, context, id), `${topic} ${context}`).toBeNull();
  });
}

describe('an insider lending to or contracting with the company is a related-party deal', () => {
  raises('conflict_of_interest', [
    [
      'Should we accept a £200k bridge loan from Mark, one of our directors, at 12% interest?',
      'Mark sits on our board and would vote on it. UK company.',
    ],
    [
      'Take a short-term loan from our chairman to cover the gap until the round closes?',
      'The chairman offered €150k at 10% secured on our IP. Dutch SaaS business.',
    ],
    [
      'One of our board members wants to lend the company $500k. Accept?',
      'Terms: 8% interest, convertible at the next round at a 25% discount.',
    ],
    [
      'Our non-exec director has offered to bridge us with $300k until the Series A. Take it?',
      'She would also vote on the terms. Runway is 10 weeks.',
    ],
    [
      'Should we buy the CRM software from a company our chairwoman controls?',
      'It costs €60k a year; two alternatives quote €45k.',
    ],
    [
      'Sign a two-year marketing retainer with an agency our co-founder part-owns?',
      'The agency would charge $12k a month.',
    ],
  ]);
  quiet('conflict_of_interest', [
    [
      'Should I sign a personal guarantee for the company overdraft?',
      'The bank wants the founder to guarantee a £100k overdraft. UK company, 18 months runway.',
    ],
    [
      'Bank asks our two founders for personal guarantees on a $250k equipment loan. Agree?',
      'The loan is over five years at 9%.',
    ],
    [
      'Should we take a £150k loan from the bank, with a personal guarantee from our CEO?',
      'Runway is 9 months. UK.',
    ],
    [
      'Our investor introduced us to a bank that offers a $1M credit line. Accept?',
      'Interest 9%; covenants on revenue.',
    ],
  ]);
});

describe('know-how, designs or code handed to a party abroad is an export of technology', () => {
  raises('sanctions_export_control', [
    [
      'Should we license our drone navigation know-how to a partner in China?',
      'They pay a $2M upfront fee. We are a US company.',
    ],
    [
      'Ship the formulation and process documents to our new manufacturing partner in Turkey?',
      'They would produce our specialty coating for aerospace customers.',
    ],
    [
      'Should our engineers train the partner’s team in Vietnam on our encryption stack?',
      'The partner will integrate our SDK into their devices. German company.',
    ],
    [
      'Send our radar signal-processing source code to the contract developers in Pakistan?',
      'They would maintain it for 40% less. UK company.',
    ],
  ]);
  quiet('sanctions_export_control', [
    ['Open a sales office in Germany to sell our HR software?', 'We are a UK SaaS company.'],
    ['Share our brand guidelines with the new marketing agency in Spain?', 'They will run our EU campaigns.'],
  ]);
  it('words the export by the places named and asks for a classification, not only screening', () => {
    const d = duty(
      'Should we license our drone navigation know-how to a partner in China?',
      'We are a US company.',
      'sanctions_export_control',
    );
    expect(d?.text).toMatch(/EAR/);
    expect(d?.action).toMatch(/classify the technology/);
  });
});

describe('paying one creditor or an insider first while the company cannot pay all is a preference', () => {
  raises(
    'insolvency_duty',
    [
      [
        'Should we pay our main supplier in full first, before the other creditors?',
        'We cannot pay all our debts this month. We owe £400k and have £90k. UK company.',
      ],
      [
        'Repay the loan from my father before we wind up the company?',
        'We owe the tax office and two suppliers €120k and have €60k left.',
      ],
      [
        'Clear the director loan account now while there is still some cash?',
        'Creditors are owed $300k; the bank balance is $70k. We are likely to go into administration.',
      ],
      [
        'Should we settle HMRC in full first and let the other suppliers wait?',
        'We cannot pay everyone; we owe £250k and hold £80k. UK company.',
      ],
    ],
    true,
  );
  quiet('insolvency_duty', [
    [
      'Should we pay the annual software licence in full upfront for a 10% discount?',
      'We have 20 months of runway and are profitable.',
    ],
  ]);
  it('names the preference rule of the place and refuses the payment as proposed', () => {
    const d = duty(
      'Should we pay our main supplier in full first, before the other creditors?',
      'We cannot pay all our debts. UK company.',
      'insolvency_duty',
    );
    expect(d?.text).toMatch(/preference/);
    expect(d?.action).toMatch(/^Pay no creditor or insider ahead of the others/);
  });
});

describe('a bribe: an allegation is investigated, a payment to an official refused', () => {
  raises(
    'anti_bribery',
    [
      [
        'An employee alleges our country manager paid a kickback to win the hospital contract. What now?',
        'The contract is worth $3M a year. Kenya.',
      ],
      [
        'A whistleblower says our sales agent in Mexico gave cash to a customs officer. How should we respond?',
        'The agent clears our shipments.',
      ],
      [
        'A journalist claims our regional director paid bribes to land the municipal contract. What do we do?',
        'The contract is €4M. Spain.',
      ],
    ],
    false,
  );
  raises(
    'anti_bribery',
    [
      [
        'Our distributor asks for a "thank-you" budget for the official who signed the permit. Approve it?',
        '$20k; they say it is normal there. Indonesia.',
      ],
      [
        'Should we pay a small facilitation payment to get our goods through the port faster?',
        'The clerk suggested $500 would help.',
      ],
      [
        'Our customs broker says the port officials expect a "gift" of $2,000 per container to clear it this week. Pay?',
        'We import furniture into Nigeria.',
      ],
    ],
    true,
  );
  quiet('anti_bribery', [
    [
      'Should we give a gift card to customers who refer a friend?',
      '£10 each; we sell to consumers in the UK.',
    ],
  ]);
  it('asks for an investigation of a reported bribe, and reads it as a legal matter', () => {
    const r = read(
      'A whistleblower says our sales agent in Mexico gave cash to a customs officer. How should we respond?',
      'The agent clears our shipments.',
    );
    expect(r.duties.find((d) => d.id === 'anti_bribery')?.action).toMatch(
      /^Open an independent investigation/,
    );
    expect(r.kind).toBe('legal_regulatory');
  });
});

describe('age-restricted goods need licences and the age checked at sale and hand-over', () => {
  raises('regulated_product', [
    [
      'Should we start selling nicotine pouches through our delivery app?',
      'We deliver groceries across London; riders hand over at the door.',
    ],
    [
      'Add wine and beer to our same-day delivery service?',
      'Grocery delivery startup in Ohio with 30,000 customers.',
    ],
    [
      'Should we list vapes in our convenience vending machines at gyms?',
      'We operate 300 machines in Australia.',
    ],
  ]);
  raises(
    'regulated_product',
    [
      [
        'Our snack vending machines could carry e-cigarettes. Add them?',
        'Machines are in train stations across the UK, unattended.',
      ],
      [
        'Start delivering craft beer with our pizza orders?',
        "We operate in Texas; drivers don't check ID today.",
      ],
      [
        'Should we sell hard seltzers online with no age verification at checkout?',
        'Shoppers in Germany and Austria.',
      ],
    ],
    true,
  );
  quiet('regulated_product', [
    ['Should we sponsor the local beer festival?', '£5k sponsorship; good brand fit for our outdoor gear.'],
  ]);
});

describe('a listed company announces price-sensitive news promptly and to everyone at once', () => {
  raises(
    'market_disclosure',
    [
      [
        'Should we hold the announcement of the lost contract until after the quarter closes?',
        'We are listed on AIM. The contract was 30% of revenue.',
      ],
      [
        'Delay telling the market about the profit warning until the new CEO starts?',
        'Our shares trade on Euronext Paris.',
      ],
      [
        'Can we wait to disclose the FDA rejection until our earnings call next month?',
        'We are Nasdaq-listed; the drug is our lead product.',
      ],
      [
        'Should the CFO brief our top three institutional investors on the profit warning before we publish it?',
        'We are a FTSE 250 plc listed on the London Stock Exchange.',
      ],
      [
        'Our CEO wants to sell some of his shares before we announce the results. OK?',
        'We are listed on Nasdaq; results are below expectations.',
      ],
    ],
    true,
  );
  raises(
    'market_disclosure',
    [
      [
        'Should we tell the market now about the takeover approach?',
        'We are listed on the ASX; talks are early.',
      ],
    ],
    false,
  );
  quiet('market_disclosure', [
    [
      'Should we announce our new product line at the trade fair?',
      'We are a private company; launch budget $200k.',
    ],
    ['Should we hire an investor relations firm before our IPO in 2028?', 'Fees €120k a year.'],
    [
      'Should we disclose the breach to our customer, a listed plc?',
      'Their contract requires notice within 48 hours.',
    ],
  ]);
  it('a listed company’s news about an approval raises no licensing duty of its own', () => {
    const ids = read(
      'Can we wait to disclose the FDA rejection until our earnings call?',
      'We are Nasdaq-listed; the drug is our lead product.',
    ).duties.map((d) => d.id);
    expect(ids).toEqual(['market_disclosure']);
  });
  it('words the rules of the venue: UK MAR for AIM, Regulation FD for Nasdaq', () => {
    expect(
      duty(
        'Delay the announcement of the contract loss until after the quarter?',
        'We are listed on AIM.',
        'market_disclosure',
      )?.text,
    ).toMatch(/UK MAR/);
    expect(
      duty(
        'Tell our largest shareholders about the results before the public announcement?',
        'We are Nasdaq-listed.',
        'market_disclosure',
      )?.text,
    ).toMatch(/Regulation FD/);
  });
});

describe('personal data lost, exposed or sent to the wrong person is a breach to notify', () => {
  raises('breach_notification', [
    [
      'A contractor emailed our full customer spreadsheet to the wrong client. Do we need to tell anyone?',
      '8,000 customers, names and addresses. UK retailer.',
    ],
    [
      'Our S3 bucket with user uploads was public for two months. What do we do?',
      'About 20,000 users in Germany; passports among the files.',
    ],
    [
      'Our Mongo database with 40,000 patient records was left open to the internet for a week. Next steps?',
      'Clinics in Ireland.',
    ],
    [
      'An employee forwarded payroll files for 300 staff to the wrong email address. Do we report it?',
      'UK company.',
    ],
  ]);
});

describe('resale prices and territories imposed on resellers, and prices agreed with rivals', () => {
  raises(
    'competition_law',
    [
      [
        'Should we require our distributors to sell at no less than our list price?',
        'Some online resellers discount 30%. EU company.',
      ],
      [
        'Stop our German distributor from selling into France and Spain?',
        'Our French distributor complains.',
      ],
      [
        'Should we ban our Amazon resellers from selling below our RRP?',
        'Discounting hurts our brand in Germany and Italy.',
      ],
      [
        'Agree with the other two bakeries in town that none of us sells below £3 a loaf?',
        'Flour costs are up 40%.',
      ],
      [
        'The other two cement makers suggest we all raise prices by 8% in March. Go along?',
        'We are in Poland.',
      ],
    ],
    true,
  );
  quiet('competition_law', [
    [
      'Should we publish a recommended retail price for the new blender?',
      'We sell through 50 retailers in the UK.',
    ],
  ]);
  it('a minimum resale price in the US alone is raised but not called a breach', () => {
    const d = duty(
      'Should we require our dealers to sell at no less than our list price?',
      'We sell through 80 dealers in the US.',
      'competition_law',
    );
    expect(d?.breached).toBe(false);
    expect(d?.text).toMatch(/rule of reason/);
  });
});

describe('a children’s product is tested before sale and pulled on reports of harm', () => {
  raises(
    'product_safety_recall',
    [
      [
        'Launch our new wooden toy line for toddlers before Christmas?',
        'We have not finished EN 71 testing; small parts may detach. EU sales.',
      ],
      [
        'Should we keep selling the baby sling after two parents reported falls?',
        'The sling sells 3,000 units a month in the US.',
      ],
      [
        'A batch of children’s pyjamas failed the flammability test. Ship anyway?',
        'The batch is 5,000 units worth £60k.',
      ],
      [
        'Ship the plush toys even though the button eyes came loose in the pull test?',
        'The order is 10,000 units for retailers in France.',
      ],
    ],
    true,
  );
  quiet('product_safety_recall', [
    [
      'Launch a children’s reading app with a monthly subscription?',
      'Price €6.99; parents in the Netherlands.',
    ],
  ]);
  it('asks for the tests before a launch, not a recall', () => {
    const d = duty(
      'Launch our new wooden toy line for toddlers before Christmas?',
      'We have not finished EN 71 testing. EU sales.',
      'product_safety_recall',
    );
    expect(d?.action).toMatch(/^Hold the launch until the safety tests are passed/);
    expect(d?.text).toMatch(/Toy Safety Directive/);
  });
});

describe('an allegation of misconduct against a senior person is investigated independently', () => {
  raises('misconduct_investigation', [
    [
      'The founder-CEO is alleged to have falsified sales numbers shown to investors. How to handle?',
      'A sales manager raised it with the chair.',
    ],
    [
      'Two finance staff say our COO has been approving fake invoices from a friend’s company. How should the board handle it?',
      'Around $200k over a year.',
    ],
    [
      'Our CFO is suspected of misusing the company credit card. What should we do?',
      'The auditor flagged €30k of personal spending.',
    ],
  ]);
  raises(
    'misconduct_investigation',
    [
      [
        'Should we let our head of sales resign quietly after expense fraud was discovered?',
        'The fraud was about £40k.',
      ],
    ],
    true,
  );
  quiet('misconduct_investigation', [
    [
      'Our CTO complained that the cloud costs are too high. Should we switch provider?',
      'AWS bill $60k a month.',
    ],
    [
      'Our VP Sales reported a fraud attempt by a customer. Should we tighten credit checks?',
      'Losses were $15k.',
    ],
  ]);
});

describe('consumer traps: leaving harder than joining, false urgency, unproven green claims', () => {
  raises(
    'consumer_protection',
    [
      [
        'Should we make cancellation phone-only to reduce churn?',
        'Meal-kit subscription in California with 50,000 subscribers.',
      ],
      [
        'Require subscribers to call our support line to cancel?',
        'Sign-up is online; 30,000 members across the US.',
      ],
      [
        'Show "only 2 left" countdown messages on every product page?',
        'Our UK store; stock is actually plentiful.',
      ],
      [
        'Should we advertise our water bottles as "100% plastic-neutral"?',
        'We buy offsets for part of our plastic; claims untested. EU shoppers.',
      ],
      ['Label our coffee pods "fully compostable" on the box?', 'We have no certification. UK supermarkets.'],
    ],
    true,
  );
  quiet('consumer_protection', [
    ['Should we offer a 7-day free trial for new customers?', 'Conversion is 4% today.'],
    ['Should we let our head of operations go quietly after the merger?', 'Customers like him.'],
  ]);
});

describe('a listing is an offering only when it is the step decided', () => {
  quiet('securities_offering', [
    [
      'Switch our statutory auditor to a smaller regional firm?',
      'Big Four fee up from €180k to €260k, regional quote €95k, Dutch group, IPO in two years.',
    ],
    [
      'Hire a CFO with public-company experience?',
      'We are planning an IPO in about three years; salary £220k.',
    ],
    ['Appoint a second independent director ahead of a possible IPO in three years?', 'Cost £60k a year.'],
  ]);
  raises('securities_offering', [
    ['Should we go ahead with the IPO on Nasdaq this autumn?', 'We would raise $200M.'],
    ['Should we float the company on AIM this year?', 'Brokers suggest raising £20M.'],
    ['Should we IPO or take the private equity offer?', 'Bankers value us at $1.2B.'],
  ]);
});

describe('a board seat given to employees or a union is the shareholders’ to grant', () => {
  raises('shareholder_approval', [
    [
      'Should we let employees elect one director to our board?',
      '120-person employee-owned bakery, £14M revenue.',
    ],
    ['Give our union the right to appoint a board member?', 'German manufacturer with 600 staff.'],
    ['Should staff choose a worker director for the board?', 'UK cooperative with 80 members.'],
  ]);
  quiet('shareholder_approval', [
    ['Should we hire a new board member with retail experience?', 'Fee £40k a year.'],
  ]);
});

describe('consumer terms changed without the word "existing": a plan’s price, fees, points, warranties', () => {
  raises('consumer_protection', [
    ['Should we raise our monthly plan from $10 to $14?', 'We have 4,000 subscribers in Canada.'],
    ['Put the gym membership up by 15% in January?', '1,200 members; costs rose 20%.'],
    ['Should we add a booking fee at checkout?', 'We sell concert tickets in the UK to consumers.'],
    ['Should we let loyalty points expire after 12 months?', 'Our coffee chain has 80,000 app users.'],
  ]);
  quiet('consumer_protection', [
    ['Should we raise prices for new enterprise deals by 10%?', 'Our B2B software sells to 40 companies.'],
    ['Should we raise a seed round of $2M?', 'We have 3,000 subscribers and grow 10% a month.'],
  ]);
});

describe('changes to the shares or the constitution are the shareholders’ to approve', () => {
  raises('shareholder_approval', [
    [
      'Should we expand the option pool from 10% to 15% before hiring the new VPs?',
      'UK private company; seed investors hold 30%.',
    ],
    ['Convert the £500k shareholder loans into equity?', 'The lenders are our two angels.'],
    ['Should we become a B Corp?', 'We are a Delaware C-corp with 3 institutional investors.'],
  ]);
  quiet('shareholder_approval', [['Grow our customer pool in Spain?', 'We have 200 customers there.']]);
});
