// Kinds and duties a blind judge found misread or missed (round 9), each in three wordings of our
// own (industries, countries, currencies) with near misses: ending an edition is a shutdown and
// its contracts' promises survive it; how to apply a decided price rise is answered as that choice;
// where a company is incorporated and run is its structure; a share-swap merger is merger control
// first; identity documents, children's data, IP made in the job, a reporter dismissed, ransomware.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from '../reader/read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));
const ids = (topic: string, context: string) => read(topic, context).duties.map((d) => d.id);
const duty = (topic: string, context: string, id: string) =>
  read(topic, context).duties.find((d) => d.id === id) ?? null;

describe('ending an edition we sell is a shutdown, and contracts promising it past the date are honoured', () => {
  it.each([
    [
      'Should we end support for the on-premise server edition of our product on 30 June?',
      'The on-premise edition brings in $400k a year and costs $700k a year to maintain. Twelve enterprise customers have contracts that guarantee support and security patches until 2028.',
    ],
    [
      'Sunset the desktop version of our accounting software next March?',
      'We are a German software company. The desktop edition earns €800k a year and costs €1.2M. Around 40 customers signed maintenance agreements that run until the end of 2027.',
    ],
    [
      'Do we discontinue the legacy V2 handheld scanner line and stop firmware updates from January?',
      'V2 sells about £150k a year and loses money. Service contracts sold with V2 promise parts and software support for five years from purchase. We are based in Manchester.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('shut_down_product');
    const d = r.duties.find((x) => x.id === 'contract_commitments');
    expect(d?.text).toMatch(/breach of contract/);
    expect(d?.action).toMatch(/honour it or agree an early end or migration with consideration/);
  });

  it.each([
    [
      'Should we end-of-life the on-prem edition?',
      'It loses $300k a year; 15 customers still run it on their own servers, and some contracts promise support until 2027.',
    ],
    [
      'Discontinue our self-hosted version next year?',
      'We license it to 20 enterprise customers who host it in their data centres; it costs more to support than it earns. Three licences include maintenance for another two years.',
    ],
    [
      'Stop selling and supporting the on-premise deployment option from January?',
      'It makes €200k a year and costs €500k to maintain; cloud is where growth is. A few customers have multi-year support agreements.',
    ],
  ])('in other words: %s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('shut_down_product');
    expect(r.duties.map((d) => d.id)).toEqual(['contract_commitments']);
  });

  it('a shutdown with no promise past the date raises no breach of contract', () => {
    expect(
      ids('Should we shut down the free tier?', 'It has 3,000 users and costs $8k a month to run.'),
    ).not.toContain('contract_commitments');
  });

  it('a tool we use reaching its end of life is still a tool to replace', () => {
    expect(
      read(
        'Our helpdesk software reaches end of life in June: what do we replace it with?',
        'The vendor will stop support; 20 agents use it every day.',
      ).kind,
    ).toBe('infrastructure');
  });
});

describe('a decided price rise asked as how to apply it is answered as that choice, in the law of the place', () => {
  it.each([
    [
      "Our subscription goes from €9.99 to €11.99 a month: do we apply it silently at each subscriber's next renewal, or email everyone 30 days ahead with the option to cancel?",
      'We are a streaming service based in Amsterdam with 60,000 subscribers across the EU. Monthly churn is 3%. The price rise is decided.',
      /In the EU/,
    ],
    [
      'The membership fee rises by £5 in April. Should we tell existing members in advance, or just let it come through on their next direct debit?',
      'We run 14 gyms in the UK with 22,000 members paying £35 a month.',
      /In the UK/,
    ],
    [
      "We've decided to raise the weekly meal-kit box price by 8%. Do we give current subscribers 30 days' notice, or apply it quietly from their next billing?",
      'US meal-kit company, 18,000 active subscribers on weekly plans, average box $70.',
      /In the US/,
    ],
  ])('%s', (topic, context, law) => {
    const r = read(topic, context);
    expect(r.kind).toBe('pricing_change');
    const d = r.duties.find((x) => x.id === 'consumer_protection');
    expect(d?.text).toMatch(law);
    expect(d?.action).toMatch(/advance notice .* right to cancel .* do not apply it silently/);
  });

  it.each([
    [
      "How do we roll out the 15% price increase: at next renewal without announcement, or with 30 days' warning to all users?",
      'Spanish language-learning subscription, 80,000 paying users, churn 4% a month.',
    ],
    [
      'We are increasing our unit price. Do we just charge the new rate from the next billing cycle or notify our customer base first?',
      'Consumer box subscription in France, 12,000 subscribers.',
    ],
  ])('in other words: %s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('pricing_change');
    expect(r.duties.find((d) => d.id === 'consumer_protection')?.action).toMatch(/do not apply it silently/);
  });

  it('an EU business is not told about the FTC, and a place-less one gets the applicable law', () => {
    expect(
      duty(
        'Do we apply the new price quietly at renewal or give notice first?',
        'Our Lisbon language school has 900 subscribers.',
        'consumer_protection',
      )?.text,
    ).not.toMatch(/FTC/);
    expect(
      duty(
        'Do we apply the new price quietly at renewal or give notice first?',
        'Our app has 900 subscribers.',
        'consumer_protection',
      )?.text,
    ).toMatch(/applicable consumer law/);
  });
});

describe('where a company is incorporated, taxed and run is its structure, with the timing answered', () => {
  it.each([
    [
      'Should we restructure the company before or after the seed round closes?',
      'We incorporated in Estonia through e-Residency, but all four founders and our six staff live and work in Spain, invoicing the Estonian company as freelancers. Board meetings are held in Madrid. The lead investor’s counsel raised this in due diligence.',
    ],
    [
      'Fix our corporate set-up now or after the Series A?',
      'We are a Delaware C-corp formed online, but the whole team of 9 works from Lisbon as contractors and every management decision is taken there. The Series A lead’s lawyers flagged it.',
    ],
    [
      'Do we move the company from a UK limited company to a German GmbH, and when?',
      'Both founders moved to Berlin last year and the five developers there are paid as freelancers through the UK company. We plan to raise a €1.5M bridge next quarter.',
    ],
    [
      'Our company is registered in Singapore through an online agent, but the whole team works in Vietnam as contractors. Tidy this up now or after the Series A?',
      'The lead investor asked about it in diligence.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('corporate_structure');
    const found = r.duties.map((d) => d.id);
    expect(found).toEqual(expect.arrayContaining(['tax_residency', 'worker_classification']));
    expect(found).not.toContain('layoff_consultation');
    expect(found).not.toContain('whistleblower_protection');
    expect(r.duties.find((d) => d.id === 'tax_residency')?.action).toMatch(/before the round closes/);
  });

  it('a four-day week for the company, or a hire timed against a round, is no restructuring', () => {
    expect(read('Should we move the company to a four-day week?', 'We are 45 people.').kind).not.toBe(
      'corporate_structure',
    );
    expect(read('Should we hire a CFO now or after the Series A?', 'We have $3M in the bank.').kind).not.toBe(
      'corporate_structure',
    );
  });

  it('restructuring that cuts jobs is still a layoff', () => {
    expect(
      read('Should we restructure the sales team and cut 12 roles?', 'Sales costs $2M a year.').kind,
    ).toBe('layoffs');
  });
});

describe('a merger by share swap puts merger control first, not a cartel warning', () => {
  it.each([
    [
      'Should we merge with our closest rival through an all-share deal?',
      'We are a UK payroll software company. Our shareholders would own 40% of the combined company. Together we would have about 45% of the UK market. Nobody has looked at merger control yet.',
      /CMA/,
    ],
    [
      'Merger of equals with Routelogic by share exchange?',
      'Both companies sell route-planning software to Dutch and Belgian hauliers and are each other’s main competitor. Combined we would serve roughly half of the Benelux market.',
      /EU Merger Regulation/,
    ],
    [
      'Combine with Brightsmile Labs in a stock-for-stock merger?',
      'We run 11 dental labs in Ohio; Brightsmile runs 9 in the same state and is our biggest competitor. Combined market share in Ohio would be around 38%.',
      /HSR/,
    ],
  ])('%s', (topic, context, authority) => {
    const r = read(topic, context);
    expect(r.kind).toBe('merger_or_jv');
    expect(r.duties[0]?.id).toBe('competition_law');
    expect(r.duties[0]?.text).toMatch(authority);
    expect(r.duties[0]?.text).not.toMatch(/cartel/);
    expect(r.duties.map((d) => d.id)).not.toContain('wages_on_time');
  });

  it('competitors agreeing prices is still a cartel', () => {
    expect(
      duty(
        'Should we go along with the other suppliers?',
        'They proposed we all raise list prices by 9% in January.',
        'competition_law',
      )?.text,
    ).toMatch(/cartel/);
  });
});

describe('identity documents and financial records: an assessment, encryption and a retention limit before launch', () => {
  it.each([
    [
      'Launch our identity-verification service in the EU next Monday as planned?',
      'Users upload passports and three months of bank statements. The files are stored unencrypted and kept indefinitely; no impact assessment has been done. We already paid €80k for the launch campaign. We are an Irish company.',
    ],
    [
      'Go live with tenant referencing in the UK this month?',
      'Applicants upload passport scans, payslips and bank statements, which we keep forever in a plain file store without encryption. We have not done a DPIA. The radio campaign (£40k) is paid.',
    ],
    [
      'Should we switch on the new instant-loan app in Poland on Friday?',
      'Borrowers photograph their ID cards and connect their bank account history; the data sits in an unencrypted database with no retention limit. No data protection impact assessment yet.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).not.toBe('take_loan');
    const dpia = r.duties.find((d) => d.id === 'data_impact_assessment');
    expect(dpia?.breached).toBe(true);
    expect(dpia?.text).toMatch(/storage limitation/);
    expect(dpia?.action).toMatch(/encrypt .* retention period .* money already spent does not change this/);
    expect(r.duties.map((d) => d.id)).not.toContain('data_transfer_abroad');
  });

  it('the same launch with the assessment done and the files encrypted is no breach', () => {
    const dpia = duty(
      'Launch our identity-verification service next Monday as planned?',
      'Users upload passports; files are encrypted at rest and deleted after 90 days. Our impact assessment was signed off last week.',
      'data_impact_assessment',
    );
    expect(dpia?.breached ?? false).toBe(false);
  });
});

describe('children’s data to a vendor that trains on it: declined, in the law of the place', () => {
  it.each([
    [
      'Should we send our app’s raw usage data to a US analytics vendor?',
      'We run a reading app for children aged 6 to 11, based in France. The vendor’s terms let it use the data to train its own models. The events include each child’s name, school and reading level. Parents consented only to using the data to run the app.',
      /in the EU/,
    ],
    [
      'Share pupils’ learning data with an AI partner in exchange for free access?',
      'Our maths platform is used by 300 primary schools in England. The partner, based in Singapore, would receive pupil IDs, answers and progress and may use them to improve its own AI models.',
      /Children’s Code/,
    ],
    [
      'Do we accept the free tier of an analytics platform that trains on client data?',
      'Our Australian toddler-sleep app records babies’ sleep logs and parents’ names. The platform is American and its free tier lets it train models on what we send.',
      /Australia/,
    ],
  ])('%s', (topic, context, law) => {
    const r = read(topic, context);
    const training = r.duties.find((d) => d.id === 'vendor_data_training');
    expect(training?.breached).toBe(true);
    expect(training?.text).toMatch(/purpose limitation/);
    expect(training?.text).toMatch(law);
    expect(training?.text).not.toMatch(/COPPA/);
    expect(training?.action).toMatch(/aggregated or pseudonymised/);
    expect(r.duties.map((d) => d.id)).toContain('data_transfer_abroad');
  });

  it('a French app is not told about COPPA', () => {
    expect(
      duty(
        'Should we send our app’s usage data to an analytics vendor that trains its models on it?',
        'We run a reading app for children in Lyon; the events include each child’s name.',
        'vendor_data_training',
      )?.text,
    ).not.toMatch(/COPPA/);
  });
});

describe('an executive who would keep IP made in the job, with shares vested at once', () => {
  it.each([
    [
      'Should we hire Dana as CTO on her terms?',
      'She wants 5% fully vested on day one and to keep ownership of a graph library she will build on company time, which will become core to our product.',
    ],
    [
      'Appoint Marc as Head of Engineering on the terms he asked for?',
      'Marc asks for 3% equity with no vesting, and that the data-pipeline framework he will write while working for us stays his personal property, licensed to us.',
    ],
    [
      'Do we accept the VP Product candidate’s conditions?',
      'He will only join if his 2% stake vests immediately and he retains the rights to the pricing engine he develops during his employment. That engine would sit at the heart of our platform.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('hire_executive');
    const ip = r.duties.find((d) => d.id === 'ip_assignment');
    expect(ip?.breached).toBe(true);
    expect(ip?.action).toMatch(/perpetual, irrevocable, royalty-free licence/);
    expect(r.duties.find((d) => d.id === 'founder_vesting')?.action).toMatch(/one-year cliff/);
  });

  it('a hire whose demand sits sentences after the name is still read', () => {
    const r = read(
      'Should we hire Alex as CTO?',
      'He demands 4% fully vested on day one. He also insists on retaining ownership of an open-source library he will develop during working hours, which will become core to our product.',
    );
    expect(r.duties.find((d) => d.id === 'ip_assignment')?.action).toMatch(/perpetual, irrevocable/);
  });

  it.each([
    [
      'Our co-founder is leaving after eight months. What do we do about his stake?',
      'He holds 30% with no vesting and never signed an IP assignment; part of the core code was written before the company was incorporated.',
    ],
    [
      'A co-founder wants to step back. How do we handle it?',
      'Her 25% was issued outright, nothing vests, and the recommendation engine she wrote predates the company; her rights in it were never transferred.',
    ],
  ])('a leaving founder with no vesting and no assignment is negotiated with: %s', (topic, context) => {
    const r = read(topic, context);
    const vesting = r.duties.find((d) => d.id === 'founder_vesting');
    expect(vesting?.action).toMatch(/^Negotiate now.* repurchase/);
    expect(vesting?.text).not.toMatch(/Follow the signed terms/);
    expect(r.duties.find((d) => d.id === 'ip_assignment')?.action).toMatch(/before incorporation included/);
  });

  it('a hire who signs the assignment and vests normally crosses no line', () => {
    const ip = duty(
      'Should we hire Priya as CTO?',
      'She accepts 4-year vesting with a one-year cliff and signs our invention assignment. Salary $190k.',
      'ip_assignment',
    );
    expect(ip?.breached ?? false).toBe(false);
  });
});

describe('dismissing a person who reported falsified tests is retaliation, and the tests are a problem too', () => {
  it.each([
    [
      'Should we dismiss Ana for poor performance?',
      'Ana has had good reviews for three years. Last month she reported to compliance and to the national regulator that the team falsified the certification tests of our smart thermostat. Her manager now says she is underperforming. We are based in Spain.',
      /Whistleblowing Directive/,
    ],
    [
      'Let go of our QA engineer on performance grounds?',
      'He told the regulator that emission test results for our e-bike batteries had been altered before certification, after raising it internally. The plant is in Poland.',
      /Whistleblowing Directive/,
    ],
    [
      'Terminate the lab technician who went to the FDA?',
      'She reported that stability data for our supplement had been faked, first to her supervisor and then to the FDA. We are in New Jersey.',
      /In the US/i,
    ],
  ])('%s', (topic, context, law) => {
    const r = read(topic, context);
    const wb = r.duties.find((d) => d.id === 'whistleblower_protection');
    expect(wb?.breached).toBe(true);
    expect(wb?.text).toMatch(law);
    expect(wb?.text).toMatch(/recertification or a recall/);
  });

  it.each([
    [
      'Approve the dismissal of an engineer for performance?',
      'Last month she filed a report with the market surveillance authority about tampered certification tests, after raising it internally. Her reviews have been strong for four years.',
    ],
    [
      'HR proposes to let Jonas go for poor performance. Do we agree?',
      'Jonas has good reviews. He raised internally, then with the regulator, that certification testing for our boilers had been rigged. Based in Vienna.',
    ],
  ])('in other words: %s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('people_matter');
    expect(r.duties.find((d) => d.id === 'whistleblower_protection')?.breached).toBe(true);
  });

  it('sharing results with investors is no disclosure', () => {
    expect(
      ids(
        'Should we dismiss Tom for poor performance?',
        'We shared the quarterly numbers with investors and our lawyers; he missed every target.',
      ),
    ).not.toContain('whistleblower_protection');
  });

  it('a dismissal with no concern raised raises no whistleblower duty', () => {
    expect(
      ids(
        'Should we dismiss Tom for poor performance?',
        'He missed every sales target for a year despite coaching.',
      ),
    ).not.toContain('whistleblower_protection');
  });
});

describe('ransomware: restore or pay compared, notification in the place’s terms, no lawful-basis boilerplate', () => {
  it.each([
    [
      'Ransomware has encrypted our systems and the attackers want €250k within 72 hours. Do we pay?',
      'We are a Belgian e-commerce company. The attackers claim to have copied customer data including national ID numbers. We have clean backups but a full restore takes about a week.',
      /the GDPR requires notice to the supervisory authority within 72 hours/,
    ],
    [
      'Pay the ransom or restore from backups?',
      'A ransomware gang locked our clinic-booking platform in Leeds and says it has patient names and NHS numbers. Backups are clean but rebuilding will take 6 days.',
      /the UK GDPR requires notice to the ICO within 72 hours/,
    ],
    [
      'Hackers encrypted our servers and demand $400k. What should the board do?',
      'We are a Texas payroll processor. They say they stole employees’ Social Security numbers from our clients. Offline backups exist; restoring takes 5 to 8 days.',
      /US state breach laws/,
    ],
  ])('%s', (topic, context, law) => {
    const r = read(topic, context);
    const found = r.duties.map((d) => d.id);
    expect(found).not.toContain('personal_data_processing');
    expect(found).not.toContain('data_impact_assessment');
    const notice = r.duties.find((d) => d.id === 'breach_notification');
    expect(notice?.text).toMatch(law);
    expect(notice?.text).toMatch(/tell them directly/);
    expect(r.duties.find((d) => d.id === 'ransomware_response')?.action).toMatch(
      /^Restore from the clean backups/,
    );
  });
});
