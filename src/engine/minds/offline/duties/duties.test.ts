// Every duty is raised by three genuinely different wordings of a situation that triggers it, and
// not by a near miss (the cue negated, or used innocently); a proposal that would breach a duty
// is marked as such. Cues must survive paraphrase, not match one corpus's phrasing.
import { describe, expect, it } from 'vitest';
import type { KindId } from '../kinds/kind-ids.ts';
import { dutyContext } from './context.ts';
import { DUTY_IDS, type DutyId } from './duty-kit.ts';
import { DUTIES, dutiesOf } from './index.ts';

interface Case {
  kind?: KindId | null;
  yes: [string, string, string];
  no: string[];
  breach?: string;
}

const CASES: Record<DutyId, Case> = {
  layoff_consultation: {
    yes: [
      'We plan to make 25 roles redundant in our Leeds office.',
      'Should we let 40 people go to cut costs?',
      'Proposal: a reduction in force of about 15% across engineering.',
    ],
    no: ['We will not lay anyone off this year; we are hiring.'],
  },
  harassment_investigation: {
    yes: [
      'Two engineers say their manager made sexual comments at the offsite.',
      'A designer has complained of bullying by the head of sales.',
      'Staff report inappropriate messages from a senior partner.',
    ],
    no: ['Our culture survey shows people feel respected.'],
    breach:
      'Two staff reported harassment by the sales head; we would rather keep it quiet and move her to another team so he stays.',
  },
  wages_on_time: {
    yes: [
      'We cannot make payroll on Friday unless a customer pays early.',
      'Should we delay payroll by two weeks until the invoice is paid?',
      'Proposal: defer salaries for March and pay them in April.',
    ],
    no: ['Payroll is $180k a month and always paid on the 25th.'],
    breach: 'We will pay employees late this month.',
  },
  worker_classification: {
    yes: [
      'Our drivers are 1099 contractors but we set their hours and they use our tools; should we convert them to employees?',
      'We want to hire the support team as freelancers rather than employ them, to save on benefits.',
      'Should we keep our 12 developers as contractors instead of employees? They work 40 hours a week only for us.',
    ],
    no: ['We use an agency for one-off logo design.'],
    breach: 'Should we convert our warehouse staff into independent contractors to save on payroll tax?',
  },
  whistleblower_protection: {
    yes: [
      'An accountant raised concerns about how we book revenue.',
      'A nurse reported a safety problem to the regulator last month.',
      'An engineer spoke up about falsified test results.',
    ],
    no: ['The team raised their prices last quarter.'],
    breach: 'Should we fire the analyst who reported fraud to the auditors?',
  },
  employment_terms_change: {
    yes: [
      'Should we cut the 401(k) match for all staff to save $180k a year?',
      'Proposal: scrap private health cover for our 80 employees in Dublin.',
      'We plan to halve the employer pension contribution from 6% to 3%.',
    ],
    no: ['Our benefits package includes a pension match and private health cover.'],
  },
  restrictive_covenants: {
    yes: [
      'Our candidate for CTO has a 12-month non-compete with her current employer; should we hire her?',
      'Should we recruit their head of sales? He says his non-solicit is never enforced.',
      'We want to hire a COO who is on six months of garden leave from a competitor.',
    ],
    no: ['Should we hire a COO from a global promoter? She has no restrictions in her contract.'],
  },
  personal_data_processing: {
    yes: [
      'We want to sell our users’ email addresses to a marketing partner.',
      'Should we use customer data to build advertising profiles?',
      'We plan to analyse patient records to target new services.',
    ],
    no: ['We hold no personal data: the product processes machine telemetry only.'],
  },
  data_transfer_abroad: {
    yes: [
      'Should we move our EU customers’ data to servers in the US to save hosting costs?',
      'We would outsource support to a team in India with access to customer records.',
      'Plan: transfer patient data from Germany to our US data centre.',
    ],
    no: ['We will keep customer data in Frankfurt, where it is today.'],
  },
  data_impact_assessment: {
    yes: [
      'We want to introduce facial recognition at store entrances to spot shoplifters.',
      'Should we monitor employees’ keystrokes and screens when they work from home?',
      'We plan automated decisions on loan applicants using a machine learning model on their personal data.',
    ],
    no: ['We will add a dark mode to the app.'],
  },
  breach_notification: {
    yes: [
      'Yesterday an attacker exfiltrated 40,000 customer records.',
      'A laptop with unencrypted patient data was stolen from a car.',
      'Our database of user emails was exposed online for two weeks.',
    ],
    no: ['Our market exposure to the UK is small.'],
    breach: 'Customer records were leaked; should we keep it quiet until after the funding round?',
  },
  vendor_data_training: {
    yes: [
      'The AI vendor wants to train its models on our customer data.',
      'Should we let the chatbot provider use our client data to improve their model?',
      'The new contract allows the vendor to fine-tune on our user conversations.',
    ],
    no: ['We will train our sales team on the new CRM.'],
  },
  ransomware_response: {
    yes: [
      'Ransomware encrypted our servers overnight.',
      'The hackers demand $300k in bitcoin to unlock our files.',
      'We are locked out of our systems and the attackers demand payment.',
    ],
    no: ['We run phishing drills every quarter.'],
    breach: 'Should we quietly pay the ransom to get back online by Monday?',
  },
  product_safety_recall: {
    yes: [
      'Three customers were burned when the kettle overheated.',
      'A child was hospitalised after swallowing a part of the toy.',
      'Lab tests found listeria in one batch of our cheese.',
    ],
    no: ['Our safety record is clean: no incidents in five years.'],
    breach: 'Three customers were burned; should we keep selling the heaters until the holiday season ends?',
  },
  regulated_product: {
    yes: [
      'We want to launch a diagnostic app that flags skin cancer from photos.',
      'Should we start offering loans to consumers through our checkout?',
      'Plan: add a crypto wallet with custody to our app in the EU.',
    ],
    no: ['We will launch a new colour for the phone case.'],
  },
  liquidation_preference: {
    yes: [
      'The term sheet has a 2x participating liquidation preference.',
      'Investors ask for participating preferred with a 3× preference.',
      'The lead wants a preference stack that pays them first.',
    ],
    no: ['Our customers have a preference for annual billing.'],
  },
  anti_dilution: {
    yes: [
      'The new investor asks for full ratchet protection.',
      'The term sheet includes anti-dilution on a weighted average basis.',
      'This is a down round, so earlier investors’ price protection kicks in.',
    ],
    no: ['Our prices have been diluted by discounting.'],
  },
  board_control: {
    yes: [
      'The fund wants two board seats and a veto over the budget.',
      'Investors would take a majority of the board after the round.',
      'The term sheet gives them protective provisions and a seat on the board.',
    ],
    no: ['We will hire a board game designer.'],
  },
  debt_covenants: {
    kind: null,
    yes: [
      'The loan requires us to keep a minimum cash balance of $2M.',
      'There is a cross-default clause with our other facility.',
      'The bank’s covenants include a debt service coverage ratio.',
    ],
    no: ['We have no debt.'],
  },
  personal_guarantee: {
    yes: [
      'The bank wants the founders to personally guarantee the loan.',
      'The landlord asks me to guarantee the lease personally.',
      'The loan would be secured on my house.',
    ],
    no: ['We guarantee 99.9% uptime to customers.'],
  },
  securities_offering: {
    yes: [
      'We want to run an equity crowdfunding campaign for our fans.',
      'Should we sell shares to our customers to fund the expansion?',
      'Plan: a Regulation CF raise from non-accredited investors.',
    ],
    no: ['We will buy shares in a supplier.'],
  },
  uncapped_liability: {
    yes: [
      'The customer wants unlimited liability for data breaches.',
      'The contract has no cap on our liability.',
      'They ask us to indemnify them against all claims, with consequential damages.',
    ],
    no: ['Liability is capped at 12 months of fees.'],
  },
  exclusivity: {
    yes: [
      'The distributor wants exclusivity for the whole of Europe.',
      'They want us as their sole supplier and not to sell to their competitors.',
      'The partnership would be exclusive for five years.',
    ],
    no: ['We sell through many resellers, none of them exclusively.'],
  },
  change_of_control: {
    yes: [
      'Our biggest customer contract has a change-of-control clause.',
      'The lease needs the landlord’s consent to assignment if we are sold.',
      'Two key contracts would terminate if we are acquired.',
    ],
    no: ['We want to change how we control inventory.'],
  },
  auto_renewal: {
    yes: [
      'The vendor contract auto-renews for three years unless we cancel by June.',
      'Our subscriptions renew automatically each year unless cancelled.',
      'It is an evergreen agreement that rolls over every twelve months.',
    ],
    no: ['We renewed our office plants.'],
  },
  contract_commitments: {
    kind: 'shut_down_product',
    yes: [
      'Should we end support for the on-premise edition in June? Twelve customers have contracts that guarantee support until 2028.',
      'We want to sunset the desktop app. About 40 clients signed maintenance agreements that run until the end of 2027.',
      'Discontinue the V2 scanner line? Service contracts sold with it promise parts and updates for 5 years from purchase.',
    ],
    no: ['Should we shut down the free tier? It has no paying customers and no contracts attached.'],
  },
  minimum_commitment: {
    yes: [
      'The packaging supplier cuts the unit price by 9% if we sign a five-year take-or-pay deal.',
      'Their offer needs us to commit to a minimum annual volume of 40,000 tonnes for three years.',
      'The cloud discount comes with committed spend of $2M a year.',
    ],
    no: ['We buy on the spot market month by month, with no minimum order.'],
  },
  founder_vesting: {
    yes: [
      'Our co-founder leaves next month with 60% of his shares unvested.',
      'Should we accelerate the vesting for the departing CTO?',
      'She is a bad leaver under our reverse vesting terms.',
    ],
    no: ['Investors want to see the cap table.'],
  },
  ip_assignment: {
    yes: [
      'The core code was written by a freelancer who never signed an IP assignment.',
      'Who owns the code the founder wrote before he joined?',
      'A contractor built the app and the agency claims the intellectual property.',
    ],
    no: ['We will market our product to IT teams.'],
  },
  conflict_of_interest: {
    yes: [
      'The supplier is owned by our CEO’s brother.',
      'Should we hire the CFO’s wife as head of marketing?',
      'One of our directors has a stake in the company we would buy.',
    ],
    no: ['We have no related parties in the deal.'],
  },
  insolvency_duty: {
    yes: [
      'We cannot pay our suppliers next month and creditors are chasing us.',
      'The company may be insolvent by April.',
      'We can’t meet our debts as they fall due after the bank pulled the overdraft.',
    ],
    no: ['We are profitable with two years of cash.'],
    breach:
      'We are insolvent on the balance sheet; should we take one more order from the supplier on credit?',
  },
  shareholder_approval: {
    yes: [
      'The sale needs a shareholder vote under our articles.',
      'Investors have drag-along rights on any sale.',
      'Selling substantially all our assets needs investor consent.',
    ],
    no: ['We will ask shareholders for feedback on the logo.'],
  },
  ma_diligence: {
    yes: [
      'We want to buy a rival that has pending litigation with a former customer.',
      'The seller refuses an escrow in the acquisition.',
      'Due diligence on the target company has not started yet.',
    ],
    no: ['We will sell our old office furniture.'],
  },
  joint_venture_terms: {
    yes: [
      'We want to form a joint venture with a Japanese distributor.',
      'Should we set up a 50/50 JV with our supplier?',
      'Plan: form a new company together with the hospital group.',
    ],
    no: ['We will venture into podcasting.'],
  },
  competition_law: {
    yes: [
      'Should we acquire our largest competitor in Germany?',
      'The rival suggested we agree prices for the tender.',
      'The merger would give us 60% market share and needs a merger filing.',
    ],
    no: ['We will sponsor a coding competition.'],
  },
  sale_process_conflicts: {
    yes: [
      'A competitor offered to buy our company for $40M.',
      'Should we accept the takeover bid from the private equity fund?',
      'The acquisition offer values us at 6x revenue.',
    ],
    no: ['We will acquire a small design studio.'],
  },
  lease_commitment: {
    yes: [
      'Should we sign a 10-year lease on the new office?',
      'The landlord offers six months rent free if we renew for five years.',
      'We want to sublet half of the warehouse space we lease.',
    ],
    no: ['We will release the app next week.'],
  },
  sanctions_export_control: {
    yes: [
      'Our chips may be dual-use and need an export licence for China.',
      'The customer is on the OFAC entity list.',
      'A distributor in Russia wants to resell our software.',
    ],
    no: ['We sell to schools in Portugal.'],
    breach: 'Should we ship our sensors to a buyer in Iran through a bank in Dubai?',
  },
  tax_residency: {
    yes: [
      'We want to hire people in Germany through an employer of record.',
      'Should we move our headquarters to Ireland?',
      'A sales team based in the US would create a permanent establishment there.',
    ],
    no: ['We will move the office kitchen.'],
  },
  consumer_protection: {
    yes: [
      'We want to raise prices for all existing subscribers mid-contract.',
      'Should we make cancelling harder to reduce churn among current customers?',
      'The free trial converts to a paid plan with hidden fees.',
    ],
    no: ['New customers will see the new price list from May.'],
  },
  misconduct_investigation: {
    yes: [
      'Staff say our CFO has been fiddling his expenses for a year.',
      'The founder is alleged to have inflated the revenue figures shown to the board.',
      'An auditor suspects our country manager of approving fake invoices.',
    ],
    no: ['Our head of finance reported a card fraud attempt by a customer.'],
    breach: 'The CEO was accused of falsifying sales data; should we let him resign quietly?',
  },
  market_disclosure: {
    yes: [
      'We are listed on AIM and just lost our largest customer; when should we announce it?',
      'Our shares trade on Euronext; profit will miss guidance by 30%.',
      'As a Nasdaq-listed company, how do we disclose the FDA decision?',
    ],
    no: ['We are a private company and will announce the new office next week.'],
    breach:
      'We are listed on the ASX; should we delay the announcement of the profit warning until after the AGM?',
  },
  anti_bribery: {
    yes: [
      'The customs officer wants a facilitation fee to release our shipment.',
      'A consultant who knows the minister asks for a success fee to win the contract.',
      'Should we pay an official to speed up the permit?',
    ],
    no: ['We will pay our tax adviser’s fee.'],
    breach: 'We will pay the facilitation fee to the inspector.',
  },
  exchange_control: {
    yes: [
      'We are a Johannesburg software house; should we start billing our UK clients in dollars into a US account?',
      'Our Buenos Aires company could keep its export earnings in a bank account in Uruguay.',
      'A Lagos fintech, we would take a $2M loan from a foreign lender to fund the expansion.',
    ],
    no: [
      'We are a Johannesburg software house; should we raise prices for our local clients by 8%?',
      'Our Ohio company would open a bank account in Canada for the Toronto office.',
    ],
  },
  distribution_rules: {
    yes: [
      'Should we pay the family a €2M dividend this year?',
      'The board proposes to buy back 10% of the shares from a departing co-founder.',
      'Can we declare a special dividend out of last year’s profit before the refinancing?',
    ],
    no: ['Our investors expect no dividend for years; we reinvest everything in growth.'],
  },
  public_procurement_rules: {
    yes: [
      'Should we bid for the ministry of health tender for 40 ambulances?',
      'The city council has opened a call for tenders for school cleaning; we would bid with a partner in a consortium.',
      'Do we answer the state-owned railway’s RFP for signalling maintenance?',
    ],
    no: ['Our biggest private customer asked three suppliers for quotes on the new line.'],
  },
  grant_conditions: {
    yes: [
      'We won a €750k innovation grant for the new battery line; can we move that team to Portugal?',
      'The charity holds £400k of restricted funds for the youth programme.',
      'The state subsidy conditions require us to keep 50 jobs at the plant for five years.',
    ],
    no: ['We were turned down for a grant last year and have not applied again.'],
    breach: 'We plan to use the restricted funds to cover the rent shortfall this winter.',
  },
  forced_labour_risk: {
    yes: [
      'The Manila agency charges the workers a placement fee of about two months’ wages.',
      'Candidates pay their own visa and training costs, which we would deduct from their wages over a year.',
      'The broker keeps the workers’ passports until their contracts end.',
    ],
    no: ['We pay the agency’s placement fee ourselves; workers pay nothing.'],
  },
  franchise_disclosure: {
    yes: [
      'Should we franchise the bakery concept instead of opening our own shops?',
      'Three operators want to run our gyms under our brand as franchisees, paying a 6% royalty.',
      'A Dubai group offers a master franchise for the Gulf for $400k upfront.',
    ],
    no: ['We own and run all 14 shops ourselves and have no plans to license the brand.'],
  },
  collective_labour_rights: {
    yes: [
      'The drivers have asked us to recognise their union and bargain over pay.',
      'Nurses at two sites have voted to strike from the 12th.',
      'The works council must be heard on the new shift pattern.',
    ],
    no: ['We are joining a credit union scheme for staff loans; the strike price of the options is $2.'],
    breach: 'If the warehouse walks out, we would bring in agency staff to cover the strike.',
  },
  derivatives_authority: {
    yes: [
      'The bank suggests an interest-rate swap to fix the rate on our €8m loan.',
      'Should we buy forward contracts to cover the dollar payments for the next 12 months?',
      'Our CFO wants to hedge 80% of next year’s fuel with futures.',
    ],
    no: ['We will hedge our bets by piloting in two cities first.'],
    breach: 'The treasurer wants to buy twice our exposure in dollar forwards to profit from the rate.',
  },
  charity_regulator_consent: {
    yes: [
      'Our charity is considering a merger with a larger hospice charity nearby.',
      'The trustees want to sell the church hall the charity owns to fund the new centre.',
      'Can the nonprofit dip into its endowment to cover this year’s deficit?',
    ],
    no: ['The charity will run its annual fun run in June as usual.'],
  },
  foreign_ownership_limits: {
    yes: [
      'In Thailand a foreign-owned company needs a Foreign Business Licence for most services; how should we enter?',
      'Indonesian rules cap foreign ownership in distribution; can we structure around it?',
      'The Philippine rules say 60% must be Filipino-owned in this sector, so a local partner is needed.',
    ],
    no: ['The investor will appoint a nominee director to our board.'],
    breach: 'Our Thai manager would hold the shares as a nominee so we keep control.',
  },
  pension_liabilities: {
    yes: [
      'The partner charity has a £1.1m pension deficit on a defined-benefit scheme.',
      'The target still runs a final-salary scheme for 200 former staff.',
      'Their accounts show a deficit of €3m on the company pension fund.',
    ],
    no: ['All our staff are in a defined-contribution workplace pension with 5% employer contributions.'],
  },
};

const ids = (text: string, kind: KindId | null = null) => dutiesOf(dutyContext(text, kind)).map((d) => d.id);

describe('the duty taxonomy', () => {
  it('defines every duty once, each with an owner, a text and an action', () => {
    expect(DUTIES.map((d) => d.id).sort()).toEqual([...DUTY_IDS].sort());
    expect(DUTY_IDS.length).toBeGreaterThanOrEqual(30);
    for (const duty of DUTIES) {
      expect(duty.owner).toBeTruthy();
      const action = typeof duty.action === 'string' ? duty.action : duty.action(dutyContext('', null));
      expect(action.length).toBeGreaterThan(20);
    }
  });

  describe.each(Object.entries(CASES) as [DutyId, Case][])('%s', (id, c) => {
    it('is raised by three rewordings', () => {
      for (const text of c.yes) expect(ids(text, c.kind ?? null), text).toContain(id);
    });
    it('is not raised by a near miss', () => {
      for (const text of c.no) expect(ids(text, c.kind ?? null), text).not.toContain(id);
    });
    if (c.breach)
      it('marks a proposal that would breach it', () => {
        const duty = dutiesOf(dutyContext(c.breach as string, c.kind ?? null)).find((d) => d.id === id);
        expect(duty?.breached, c.breach).toBe(true);
        const kept = dutiesOf(dutyContext(c.yes[0], c.kind ?? null)).find((d) => d.id === id);
        expect(kept?.breached, c.yes[0]).toBe(false);
      });
  });

  it('infers personal data from what a product or tool handles, and ignores an imagined breach', () => {
    const raised = (text: string) => dutiesOf(dutyContext(text, null, [])).map((d) => d.id);
    expect(
      raised(
        'We would install software that logs keystrokes and takes screenshots of our remote employees in Spain.',
      ),
    ).toEqual(expect.arrayContaining(['personal_data_processing', 'data_impact_assessment']));
    expect(
      raised(
        'Our app stores mood journals and menstrual cycle logs; a US-based analytics vendor would get the events.',
      ),
    ).toEqual(expect.arrayContaining(['personal_data_processing', 'data_transfer_abroad']));
    expect(
      raised('Parents would photograph their children’s homework in our app for AI tutoring suggestions.'),
    ).toEqual(expect.arrayContaining(['personal_data_processing', 'data_impact_assessment']));
    expect(
      raised(
        'We hold payment details for 50,000 customers. A breach would cost us dearly, so we want a pentest.',
      ),
    ).not.toContain('breach_notification');
    expect(raised('Attackers copied the payment details of 50,000 customers last night.')).toContain(
      'breach_notification',
    );
    expect(raised('If we were hacked, customers would leave; we want cyber insurance.')).not.toContain(
      'breach_notification',
    );
    // Uncertainty and idioms negate nothing: a suspected breach is still one to assess.
    expect(
      raised(
        'We don’t know whether the attackers copied the patient records; we have no choice but to decide today.',
      ),
    ).toContain('breach_notification');
    expect(
      raised('A consultant says he can secure the tender if we pay him a 15% success fee in cash.'),
    ).toContain('anti_bribery');
    expect(
      raised(
        'Sales wants to fly the five tender evaluators, all public employees, to a resort with their spouses.',
      ),
    ).toContain('anti_bribery');
    expect(
      raised(
        'Our contract developers in Kyiv need read access to the database holding the payment history of our UK customers.',
      ),
    ).toContain('data_transfer_abroad');
  });

  it('reads a duty from how things are, not only from the legal word for it', () => {
    const cases: [string, DutyId][] = [
      [
        'Keep our 14 developers on PJ contracts? They work full-time hours only for us and use our laptops.',
        'worker_classification',
      ],
      [
        'Shut down the café next month? We owe staff two weeks of wages and accrued holiday pay.',
        'wages_on_time',
      ],
      [
        'Pick Brightwave as our logistics vendor? Our COO holds a 10% stake in Brightwave.',
        'conflict_of_interest',
      ],
      ['Launch a debit card for our users through a partner bank’s licence?', 'regulated_product'],
      [
        'Accept the offer to buy us? The buyer offers the CEO a $3M retention bonus.',
        'sale_process_conflicts',
      ],
      ['Move the EU customers’ database to a cheaper US hosting provider?', 'data_transfer_abroad'],
      ['Roll out face recognition for clocking in at our warehouses in France?', 'data_impact_assessment'],
      ['Push this month’s salaries back two weeks until the customer payment lands?', 'wages_on_time'],
    ];
    for (const [text, id] of cases) expect(ids(text, null), text).toContain(id);
  });

  it('words a duty for the places the decision names', () => {
    const [layoff] = dutiesOf(dutyContext('We will make 30 roles redundant in Berlin and Paris.', 'layoffs'));
    expect(layoff?.text).toMatch(/Germany/);
    expect(layoff?.text).toMatch(/France/);
    const breach = dutiesOf(
      dutyContext('Hackers exfiltrated customer records of our users in Germany.', null),
    ).find((d) => d.id === 'breach_notification');
    expect(breach?.text).toMatch(/72 hours/);
  });
});

// The situations a duty exists for, told without its legal word: each in three wordings written
// for this test (not taken from any set the bench scores), and innocent texts that share their words.
describe('duties read from the situation told in other words', () => {
  const SITUATIONS: Record<string, { yes: string[]; no: string[]; breach?: string[] }> = {
    anti_bribery: {
      yes: [
        'Our distributor in Indonesia says a 12% commission will secure the ministry contract.',
        'A local consultant offered to get our import permit approved within a month for a $40,000 fee.',
        'To win the state hospital tender, our agent wants a $200k success fee, part of it for the procurement committee.',
        'Should we retain a well-connected intermediary on $50k a month to help win the defence ministry contract?',
      ],
      no: [
        'Our sales reps earn a 10% commission on every deal they close; should we raise it to 12%?',
        'Should we pay our reseller partner a 20% referral commission on new customers?',
        'A regulatory consultant will prepare our FDA licence application for a fixed fee of $30k.',
        'Our distributor sells to government hospitals and earns a 15% commission on each sale.',
        'We use a customs broker for a flat fee to file our import paperwork.',
        'Should we use a licensing consultant to prepare our food-safety licence application for a $5k fee?',
        'Should we hire a sales agent in Germany on a 10% commission to sell to mid-size manufacturers?',
        'Should we bid for the city’s parking software tender?',
      ],
    },
    competition_law: {
      yes: [
        'At the trade association dinner, the other three suppliers proposed we all hold our margins at 20% next year.',
        'The other two distributors in the region suggested we stop bidding for each other’s customers.',
        'Our industry association wants members to share their current price lists every quarter.',
        'A rival offered to split the country: they take the north, we take the south.',
      ],
      no: [
        'Should we raise our prices by 8% in January to cover higher costs?',
        'Our main competitor raised prices by 10%; should we keep ours where they are?',
        'We looked at competitor prices on their websites and want to price 5% below.',
        'We are joining the industry association to get access to their events.',
        'Our competitors charge $49 a month; should we price at $39 to win share?',
        'Should we join the industry association and attend its workshop on value-based pricing?',
      ],
      breach: ['The competitor’s CEO called to suggest we both stop discounting below 10%.'],
    },
    whistleblower_protection: {
      yes: [
        'Our finance manager complained to HR that the CFO was inflating revenue. The CEO now wants to move her to a junior role.',
        'After the engineer filed a grievance about unsafe wiring, the plant manager proposes to end his contract.',
        'An analyst flagged that our carbon figures were overstated. Management wants to transfer her to another office.',
        'Priya went to HR about her manager last month; should we put her on a performance plan?',
      ],
      no: [
        'We plan to move the support lead to the Dublin office because she asked for it.',
        'Our CFO flagged concerns about the budget and we plan to move her team to the new floor.',
        'A customer complained about a late delivery; should we fire the courier company?',
      ],
      breach: [
        'Jane raised a concern about patient data being sold. We are considering dismissing her for poor performance.',
      ],
    },
    insolvency_duty: {
      yes: [
        'We cannot pay our debts as they fall due. Should we take customer deposits for next year’s orders to cover payroll?',
        'Cash is $40k and payroll is $120k next week. We could take prepayments from customers to bridge it.',
        'We are behind on rent and supplier invoices. Should we draw the remaining credit line to meet this month’s salaries?',
        'Liabilities exceed our assets and suppliers are unpaid; we plan to take preorders to keep going.',
      ],
      no: [
        'Customers pay annual subscriptions upfront; should we offer a 10% discount for that?',
        'We take deposits on custom orders, which fund the materials; payroll is comfortably covered.',
        'Should we draw on our credit line to fund the new warehouse? Cash covers 14 months of burn.',
      ],
      breach: [
        'We owe the tax office $300k we cannot pay. Should we ask customers to pay annual subscriptions upfront to meet payroll?',
      ],
    },
    ip_assignment: {
      yes: [
        'We want to hire a senior ML engineer who insists on keeping ownership of any models she builds.',
        'The contractor building our app wants to retain the rights to the code and license it to us.',
        'A new CTO candidate will bring his own scheduling algorithm and wants to keep owning it.',
        'The freelance developer refuses to sign an invention assignment agreement.',
      ],
      no: [
        'We want to hire a senior backend engineer at $160k to scale the platform.',
        'We hired a new engineer who will own the billing code from day one.',
        'Customers keep ownership of their data and can export it anytime.',
      ],
    },
  };
  describe.each(Object.entries(SITUATIONS))('%s', (id, c) => {
    it('is raised by the situation in several wordings', () => {
      for (const text of [...c.yes, ...(c.breach ?? [])]) expect(ids(text, null), text).toContain(id);
    });
    it('is not raised by innocent texts sharing its words', () => {
      for (const text of c.no) expect(ids(text, null), text).not.toContain(id);
    });
    if (c.breach)
      it('marks the proposal that would cross it', () => {
        for (const text of c.breach ?? []) {
          const duty = dutiesOf(dutyContext(text, null)).find((d) => d.id === id);
          expect(duty?.breached, text).toBe(true);
        }
      });
  });

  it('asks a hire who keeps IP for an invention assignment, not the founders for theirs', () => {
    const [duty] = dutiesOf(
      dutyContext(
        'A new CTO candidate will bring his own scheduling algorithm and wants to keep owning it.',
        null,
      ),
    ).filter((d) => d.id === 'ip_assignment');
    expect(duty?.action).toMatch(/invention assignment.*prior inventions/);
    expect(duty?.text).toMatch(/schedule of prior inventions/);
  });
});

describe('a cartel or a conduit proposed is a line crossed, a deal with a competitor is not', () => {
  const breached = (text: string, id: DutyId) =>
    dutiesOf(dutyContext(text, null)).find((d) => d.id === id)?.breached ?? null;
  it('marks going along with competitors on prices, and an agent paid offshore for a tender', () => {
    expect(
      breached(
        'Should we go along with the other suppliers? They proposed we all raise list prices by 9% in January.',
        'competition_law',
      ),
    ).toBe(true);
    expect(
      breached(
        'Should we sign with a local agent to win the ministry tender? He wants a 12% fee paid to a company in Dubai.',
        'anti_bribery',
      ),
    ).toBe(true);
    expect(
      breached(
        'Should we hire a consultant who knows the minister to help us win the port concession for a $80k fee?',
        'anti_bribery',
      ),
    ).toBe(true);
  });
  it('does not mark an offer from a competitor to buy us as a cartel', () => {
    expect(
      breached(
        'Should we accept the offer from our largest competitor to acquire us for $40M?',
        'competition_law',
      ),
    ).toBe(false);
  });
  it('asks for deposits to be kept apart when they are taken near insolvency', () => {
    const duty = dutiesOf(
      dutyContext(
        'We cannot pay our debts as they fall due. Should we take customer deposits to cover payroll?',
        null,
      ),
    ).find((d) => d.id === 'insolvency_duty');
    expect(duty?.action).toMatch(/separate account/);
    expect(duty?.text).toMatch(/ring-fenced/);
  });
});

describe('an intermediary to vet is not a payment to refuse', () => {
  const action = (text: string) =>
    dutiesOf(dutyContext(text, null)).find((d) => d.id === 'anti_bribery')?.action ?? '';
  it('asks for due diligence on an agent with no red flag, and refusal when there is one', () => {
    expect(action('Should we hire a consultant to help us get the import permit, for a $20k fee?')).toMatch(
      /^Pay no intermediary .* due diligence/,
    );
    expect(action('The customs officer hinted that $2,000 in cash would clear our goods this week.')).toMatch(
      /^Refuse the payment/,
    );
    expect(
      action('Our agent wants a 10% success fee on the ministry tender, paid to a company in Cyprus.'),
    ).toMatch(/^Refuse the payment/);
  });
});
