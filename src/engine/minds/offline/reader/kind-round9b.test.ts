// Kinds the round-9 blind figures still found misread, each in three or more wordings of our own:
// a step against the person who reported wrongdoing is a people matter (not a layoff, a
// regulatory or a recall decision, nor whatever the company sells); a proposal refused for
// crossing a line still names the kind of step it is; data handed to a vendor who uses it for its
// own ends is a data decision.
import { describe, expect, it } from 'vitest';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context: string) => readDecision(plainDecision(topic, context));

describe('a step against the person who reported wrongdoing is a people matter', () => {
  it.each([
    [
      'Should we let Priya go? Her numbers are fine but since she told the labour inspectorate about unpaid overtime she has been difficult.',
      'We are a 40-person logistics firm in Poland.',
    ],
    [
      'Management wants to terminate Daniel, our QA lead, for poor performance. He had excellent reviews until he flagged to the notified body that batch sterility tests were falsified last quarter.',
      'Medical device maker in Ireland, 120 staff.',
    ],
    [
      'Do we move Ana out of the finance team and into a junior role? She reported to the auditors that revenue was booked before delivery.',
      'Australian SaaS company, A$12M ARR.',
    ],
    [
      'Can we put Tom on a performance plan and exit him by March? Since he went to the environmental agency about the dumping at our plant he is a distraction.',
      'Chemical distributor in Ohio, 300 employees.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('people_matter');
    expect(r.verdict).toBe('deliberate');
    expect(r.duties.find((d) => d.id === 'whistleblower_protection')?.breached).toBe(true);
    // One person let go is a dismissal: no collective consultation, no severance or burn asked.
    expect(r.duties.map((d) => d.id)).not.toContain('layoff_consultation');
    expect(r.missing.map((m) => m.fact)).not.toContain('cash and monthly burn');
  });

  it('a real layoff that lists the reporter stays a layoff', () => {
    const r = read(
      'We are cutting 25 of our 140 warehouse roles. The list includes Marek, who reported safety violations to the inspectorate last year.',
      'Logistics firm in Poland.',
    );
    expect(r.kind).toBe('layoffs');
  });
});

describe('data handed to a vendor who uses it for its own ends is a data decision', () => {
  it.each([
    [
      'Send the pupils’ raw usage logs, names and emails included, to a US analytics vendor for free dashboards?',
      'Our reading app is used by children aged 6 to 11 in Spanish schools. Parents consented to use of the data to run the app only. The vendor’s terms let it train its own models on what we send.',
    ],
    [
      'Hand the patient app’s full event stream to AdInsights for their free tier?',
      'We run a physiotherapy booking app in Germany. Users agreed to processing for bookings only. The vendor may use the data to improve its own products.',
    ],
    [
      'Should we pass our riders’ trip histories to a mobility analytics vendor in exchange for a discount?',
      'Bike-sharing operator in Lisbon. Riders accepted the terms for running the service. The provider would reuse the data in its own products.',
    ],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('data_privacy');
  });
});

describe('equity terms a candidate asks for are terms of the hire', () => {
  it.each([
    [
      'Should we hire Lena as CTO? She wants her 2% fully vested on day one and to keep ownership of the sync library she will build here.',
      'Fintech in Berlin, 25 staff, €3M ARR.',
    ],
    [
      'A candidate for VP Engineering asks for all options to vest immediately and to own the ML toolkit he develops on our time. Accept?',
      'US healthtech, 60 people, $8M raised.',
    ],
    [
      'Our CTO hire insists on 1.5% equity vested at signing and a licence back of the rendering engine he writes for us. Do we agree?',
      'Game studio in Montreal, C$4M revenue.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.kind).toBe('hire_executive');
    expect(r.duties.map((d) => d.id)).toContain('founder_vesting');
  });
});

describe('a founder leaving is a question of their shares, not of the round', () => {
  it.each([
    [
      'One of the three founders is walking away after 8 months; she owns 25% outright. What do we do with her shares before the seed round?',
      'Nairobi agritech, KES 40M raised from angels.',
    ],
    [
      'Our technical founder is stepping away to care for family; he asks to keep all 35% while we raise the Series A. How do we handle his stake?',
      'Warsaw robotics startup, PLN 2M revenue.',
    ],
    [
      'Co-founder departure: Sam is quitting to join Google and keeps his 20%. Should we buy it back?',
      'London fintech, pre-revenue, £500k SAFE outstanding.',
    ],
    [
      'Our co-founder Marc wants to leave next month. He holds 30% with no vesting and never signed an IP assignment.',
      'Seed-stage SaaS in Lyon, €600k raised last year.',
    ],
  ])('%s', (topic, context) => {
    expect(read(topic, context).kind).toBe('founder_equity');
  });

  it('a raise whose founders stay is still a raise', () => {
    const r = read(
      'Should we raise a $2M seed round at a $10M cap?',
      'Both founders stay full time; 14 months of runway; $40k MRR growing 8% a month.',
    );
    expect(r.kind).toBe('raise_funding');
  });
});

describe('an unclear step that spends nothing named is not asked for cash and burn', () => {
  it.each([
    [
      'Should we move our fiscal year end from December to March?',
      'Our auditors suggested it; most of our revenue comes in Q4 and year-end closes clash with peak season. UK company, £6M revenue, profitable.',
    ],
    [
      'Should we change our fiscal year so it closes in June rather than December?',
      'Our accountant says it would line up with the harvest season. Irish food producer, 80 staff.',
    ],
    [
      'Do we rename the company before the new catalogue goes out?',
      'Our name clashes with a Danish brand. Furniture retailer in Oslo, NOK 40M revenue.',
    ],
  ])('%s', (topic, context) => {
    const r = read(topic, context);
    expect(r.verdict).toBe('needs_information');
    expect(r.missing.map((m) => m.fact)).not.toContain('cash and monthly burn');
  });

  it('one that names a cost still is', () => {
    const r = read(
      'Do we rename the company before the new catalogue goes out? The rebrand would cost NOK 2M.',
      'Our name clashes with a Danish brand. Furniture retailer in Oslo.',
    );
    if (r.verdict === 'needs_information')
      expect(r.missing.map((m) => m.fact)).toContain('cash and monthly burn');
  });
});
