// Duties a blind judge found missed, each in three wordings of our own (different countries, sizes
// and words) with the near misses that share their words: sensitive data needs an impact
// assessment and encryption; a return promised to the public is a financial promotion and a line;
// children's data trained on by a vendor; IP a hire or contractor keeps; the law of the place
// where the decision happens, not the company's home.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import type { Decision } from '../../../types.ts';
import { readDecision } from '../reader/read-decision.ts';

const duty = (d: Decision, id: string) => readDecision(d).duties.find((x) => x.id === id) ?? null;
const plain = (topic: string, context: string) => plainDecision(topic, context);
const withCompany = (topic: string, context: string, companyInfo: string): Decision => ({
  ...plainDecision(topic, context),
  constraints: { budget: null, timeline: null, other: null, companyInfo },
});

describe('sensitive data named by what a product does needs an impact assessment and encryption', () => {
  it.each([
    [
      'Should we launch a sleep-apnea screening feature in our app?',
      'Users would upload overnight audio and oximeter readings; we store them and show a risk score. 40k users in Spain.',
    ],
    [
      'Roll out palm-vein scanners for clocking in at our 6 warehouses?',
      'Replaces badge cards for 900 workers in Poland. The vendor quotes €60k.',
    ],
    [
      'Offer a reading tracker for primary school kids?',
      'Parents sign up children aged 6-11; we record reading sessions and voice clips. 30 schools in Ireland.',
    ],
    [
      'Add a glucose log to our coaching app for people with diabetes?',
      'About 12,000 members in Ontario; readings sync from their meters every hour.',
    ],
  ])('%s', (topic, context) => {
    const dpia = duty(plain(topic, context), 'data_impact_assessment');
    expect(dpia).not.toBeNull();
    expect(dpia?.text).toMatch(/encryption at rest and in transit/);
    expect(dpia?.action).toMatch(/encrypt/);
    expect(duty(plain(topic, context), 'personal_data_processing')?.text).toMatch(/special categories/);
  });

  it.each([
    ['Should we sponsor the city marathon?', 'It costs $20k and 3,000 runners take part.'],
    ['Move our office to a building with a gym?', 'Rent rises by £2k a month for our 30 staff.'],
    ['Sell our kids’ furniture range in Lidl stores?', 'Lidl wants 5,000 units at a 30% margin.'],
  ])('not for an innocent text that shares its words: %s', (topic, context) => {
    expect(duty(plain(topic, context), 'data_impact_assessment')).toBeNull();
  });
});

describe('a return promised to the public is a regulated promotion and a line crossed', () => {
  it.each([
    [
      'Should we advertise our property notes as guaranteed 12% returns to the public?',
      'We want to raise £2M from retail savers in the UK through Instagram ads.',
      /FCA-authorised/,
    ],
    [
      'Launch a crowd-lending product promising investors a fixed 9% yield, capital protected?',
      'Target ordinary savers in Germany, minimum ticket €500.',
      /national authority/,
    ],
    [
      'Run a campaign telling app users their money will double in 3 years?',
      'Our robo-investing app is for everyday investors in Australia.',
      /ASIC/,
    ],
  ])('%s', (topic, context, law) => {
    const d = duty(plain(topic, context), 'securities_offering');
    expect(d?.breached).toBe(true);
    expect(d?.text).toMatch(law);
    expect(d?.action).toMatch(/Withdraw any promise/);
  });

  it.each([
    ['Should we guarantee delivery in 24 hours to our customers?', 'It would cost $30k a month.'],
    ['Promise customers a 10% discount if they invest time in onboarding?', 'We have 500 customers.'],
    [
      'Should we publish our fund’s past returns on the website?',
      'Returns were 8% last year; we will not promise any return.',
    ],
  ])('not a promised return: %s', (topic, context) => {
    expect(duty(plain(topic, context), 'securities_offering')?.breached ?? false).toBe(false);
  });
});

describe('children’s data trained on by a vendor', () => {
  it.each([
    [
      'Should we let EduVendor train its AI tutor on our pupils’ essays?',
      'They would get copies of 2 million essays from students aged 11-16 for a 40% discount.',
    ],
    [
      'Share recordings of kids’ lessons with our AI provider so it can improve its model?',
      'We run online tutoring for children; the provider offers free credits worth $50k.',
    ],
    [
      'Allow the speech vendor to use our toddlers’ voice clips to train its recogniser?',
      'Our language app has 8,000 families in Brazil.',
    ],
  ])('%s', (topic, context) => {
    const d = duty(plain(topic, context), 'vendor_data_training');
    expect(d?.text).toMatch(/parental consent/);
    expect(d?.action).toMatch(/Send no identifiable children’s data/);
  });
});

describe('IP a new hire or contractor would keep', () => {
  it.each([
    [
      'Should we bring on Tomás as CTO?',
      'He insists the code he writes stays his property and we get a licence.',
    ],
    [
      'Hire Dana as ML lead?',
      'She wants to keep ownership of the ranking library she builds here. Salary $190k.',
    ],
    [
      'Take on a contractor to build the pricing engine',
      'He would rather not sign our IP assignment. $15k a month, based in Lagos.',
    ],
  ])('%s', (topic, context) => {
    // What a hire writes or builds here is made in the job: the assignment covers all of it.
    expect(duty(plain(topic, context), 'ip_assignment')?.action).toMatch(
      /invention assignment|assignment to the company of everything made in the job/,
    );
  });

  it('not a hire who will own a piece of work as a job', () => {
    expect(
      duty(plain('Hire a new engineer who will own the billing code', 'Salary $150k.'), 'ip_assignment'),
    ).toBeNull();
  });
});

describe('the law of the place where the decision happens', () => {
  it.each([
    [
      'Lay off 20 people in our Berlin office?',
      'Sales fell 30%.',
      'We are a Delaware company headquartered in New York.',
      /works council/i,
      /WARN/,
    ],
    [
      'Cut 15 roles at our Lyon plant?',
      'Orders fell.',
      'Manufacturer based in Ohio, 400 staff.',
      /France|French|CSE/i,
      /WARN/,
    ],
    [
      'Make 25 warehouse staff in Leeds redundant?',
      'Volumes fell.',
      'A US retailer, Texas-based, 2,000 staff.',
      /UK|HR1|45 days|30 days/i,
      /WARN/,
    ],
  ])('%s', (topic, context, company, law, notLaw) => {
    const d = duty(withCompany(topic, context, company), 'layoff_consultation');
    expect(d?.text).toMatch(law);
    expect(d?.text).not.toMatch(notLaw);
  });

  it.each([
    ['Should we open a sales office in Texas?', 'We are a UK company; 4 staff would move to Austin.', null],
    [
      'Set up a subsidiary in Brazil to serve LatAm clients?',
      'Hiring 10 local employees in São Paulo.',
      'Based in Portugal, 40 staff.',
    ],
    [
      'Expand into Germany with a Munich office of 6 people?',
      'Budget €900k for year one.',
      'London-based SaaS, 70 staff.',
    ],
  ])('a market entered abroad raises tax presence there: %s', (topic, context, company) => {
    const d = duty(company ? withCompany(topic, context, company) : plain(topic, context), 'tax_residency');
    expect(d).not.toBeNull();
  });

  it('not for a second site in the same country', () => {
    expect(
      duty(
        plain('Open a second store in Dallas?', 'Our first store in Houston, Texas makes $80k a month.'),
        'tax_residency',
      ),
    ).toBeNull();
  });
});

describe('what consumer law polices, whatever the words', () => {
  it.each([
    ['Raise the price of the family plan from $9 to $14 for our 40,000 subscribers?', 'Churn is 3% a month.'],
    [
      'Move the export feature to the Pro tier?',
      'Customers on the Basic plan paid for it; 8,000 users in France.',
    ],
    ['Should we stop offering refunds on annual plans?', 'Refunds cost us $12k a month.'],
    ['Offer customers a $5 credit for 5-star reviews?', 'We have 900 reviews on Trustpilot.'],
    [
      'Should we advertise our property notes as guaranteed 12% returns to the public?',
      'We want £2M from retail savers.',
    ],
  ])('%s', (topic, context) => {
    expect(duty(plain(topic, context), 'consumer_protection')).not.toBeNull();
  });

  it.each([
    ['Should we raise our prices for next year?', 'Costs rose 8%; we will announce it in the new catalogue.'],
    ['Should we ask happy customers for reviews?', 'We have 900 reviews on Trustpilot.'],
  ])('not for a text that shares its words: %s', (topic, context) => {
    expect(duty(plain(topic, context), 'consumer_protection')).toBeNull();
  });

  it('a few dollars offered to customers is no offer for the company', () => {
    expect(
      readDecision(plain('Offer customers a $5 credit for 5-star reviews?', 'We have 900 reviews.')).kind,
    ).not.toBe('be_acquired');
  });
});
