// The options of a framed decision side by side, a leaning where the figures alone settle a point,
// and seat questions that ask only for what the text leaves out and the choice turns on.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { boardOf } from '../../../testing/judgement-corpus/items.ts';
import type { Decision } from '../../../types.ts';
import { readDecision } from '../reader/read-decision.ts';
import { frameDecision } from './framing.ts';
import { framingSums } from './framing-sums.ts';

// The growth board: the seven seats of the built-in template most founders start from.
const board = boardOf('growth-board');
const decision = (topic: string, context: string): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
const framedReading = (d: Decision): DecisionReading => ({
  ...readDecision(d),
  verdict: 'needs_information',
});
const frame = (d: Decision) => frameDecision({ decision: d, reading: framedReading(d), board });
const synthesisOf = (d: Decision) => frame(d).synthesis.synthesis;
const questionsOf = (d: Decision) => frame(d).positions.flatMap((p) => p.position.questions);

describe('options set side by side on what the text gives', () => {
  it('works out the runway each option leaves, in any currency and wording', () => {
    const cases: [Decision, RegExp][] = [
      [
        decision(
          'Should we cut costs now or wait for the bridge loan?',
          'We have $420k in the bank and burn $70k a month. An existing investor has talked about a $300k bridge but has not committed. Cutting two contractors would save $25k a month.',
        ),
        /\(1\) cut costs now: saves \$25k a month, runway 9\.3 months/,
      ],
      [
        decision(
          'Trim the marketing budget or hold out for the investor loan?',
          'Cash is £600k and monthly burn is £100k. Trimming the marketing budget would save £30k a month. A shareholder loan of £500k has not yet been signed.',
        ),
        /\(1\) trim the marketing budget: saves £30k a month, runway 8\.6 months/,
      ],
      [
        decision(
          'Reduce hiring now vs wait for the grant money?',
          'We hold €900k in cash and burn €120k a month. Reducing hiring would save €40k a month. The €400k grant is not confirmed.',
        ),
        /\(1\) reduce hiring now: saves €40k a month, runway 11\.3 months/,
      ],
    ];
    for (const [d, re] of cases) expect(synthesisOf(d), d.topic).toMatch(re);
  });

  it('sets a budget against the revenue it is forecast to bring in its first year', () => {
    const cases = [
      decision(
        'Should we launch our new oat-milk yoghurt in supermarkets this spring?',
        'The launch budget is $120k for packaging, listing fees and promotion. Our first-year revenue forecast for the line is $90k.',
      ),
      decision(
        'Open a second café in Leeds?',
        'Fitting out the site would cost £250k. We forecast £180k of sales in its first year.',
      ),
      decision(
        'Should we sponsor the national trade fair?',
        'The stand and travel cost €60k. The sales team forecasts €45k of revenue from the leads in a year.',
      ),
    ];
    for (const d of cases)
      expect(synthesisOf(d), d.topic).toMatch(/is 13\d(?:\.\d)?% of the .+ revenue it is forecast/);
  });

  it('gives the yield of each place to hold cash and what a lock-up leaves within reach', () => {
    const d = decision(
      'Where should we keep the company’s cash reserves: a money market fund, term deposits, or our current account?',
      'We hold €2.4M. Term deposits pay 3.1% but lock funds for 12 months; the money market fund yields 2.8% with same-day access; the current account pays nothing. We burn €150k a month.',
    );
    const s = synthesisOf(d);
    expect(s).toMatch(/\(1\) a money market fund; \(2\) term deposits; \(3\) your current account/);
    expect(s).toMatch(/\(2\) term deposits: 3\.1% on €2\.4M is about €74\.4k a year/);
    expect(s).toMatch(/at most €600k of the €2\.4M can be tied up for 12 months/);
  });
});

describe('an option the text speaks of only in words', () => {
  it('is set out in the text’s own words, never in the question that names them all', () => {
    const cases: [Decision, RegExp][] = [
      [
        decision(
          'Should we license our analytics library under MIT or AGPL?',
          'Our team of 6 maintains the library. Two enterprise prospects have said they cannot use AGPL code.',
        ),
        /\(2\) AGPL: the text says “2 enterprise prospects have said they cannot use AGPL code”/,
      ],
      [
        decision(
          'Publish the SDK under Apache or under GPL?',
          'Several banks in our pipeline forbid GPL dependencies.',
        ),
        /GPL: the text says “Several banks in your pipeline forbid GPL dependencies”/,
      ],
      [
        decision(
          'Should we ship the recipe app on iOS first or Android first?',
          'Most of our newsletter readers are on iOS. Android users in our survey were twice as likely to say they would not pay.',
        ),
        /iOS first: the text says “Most of your newsletter readers are on iOS”.*first: the text says “Android users in your survey were twice as likely to say they would not pay”/,
      ],
    ];
    for (const [d, re] of cases) {
      const s = synthesisOf(d);
      expect(s, d.topic).toMatch(re);
      expect(s, d.topic).not.toMatch(/the text says “Should/);
    }
  });
});

describe('a new recurring cost against the one paid today', () => {
  it('adds only the difference to the burn, and leaves the option that keeps today’s cost where it is', () => {
    const cases: [Decision, RegExp][] = [
      [
        decision(
          'Should we move our warehouse to Rotterdam or stay in Antwerp?',
          'Rotterdam rent would be €18k a month against €14k today in Antwerp. The move itself costs €90k. We have €1.1M in cash and burn €80k a month.',
        ),
        /\(1\) move your warehouse to Rotterdam: costs €18k a month, costs €90k, runway 12 months \(€1M ÷ €84k a month\); \(2\) stay in Antwerp: costs €14k a month today, runway stays 13\.8 months/,
      ],
      [
        decision(
          'Relocate the studio to Shoreditch or remain in Hackney?',
          'Shoreditch would cost £9k a month compared with £6k today in Hackney. Moving costs £30k. Cash is £400k and monthly burn is £40k.',
        ),
        /\(1\) relocate the studio to Shoreditch: costs £9k a month, costs £30k, runway 8\.6 months \(£370k ÷ £43k a month\)/,
      ],
      [
        decision(
          'Switch to the Denver office or keep the Boulder lease?',
          'Denver costs $25k a month versus $20k currently in Boulder. Fit-out is $60k. We have $900k in the bank and burn $100k a month.',
        ),
        /\(1\) switch to the Denver office: costs \$25k a month, costs \$60k, runway 8 months \(\$840k ÷ \$105k a month\)/,
      ],
    ];
    for (const [d, re] of cases) expect(synthesisOf(d), d.topic).toMatch(re);
  });
});

describe('a single step with a new recurring cost', () => {
  it('gives the runway after it against the runway today', () => {
    const cases: [Decision, RegExp][] = [
      [
        decision(
          'Should we rent a second lab bench?',
          'Rent would be €6k a month. We hold €500k and burn €45k a month.',
        ),
        /\(1\) rent a second lab bench: costs €6k a month, runway 9\.8 months \(€500k ÷ €51k a month\); \(2\) keep things as they are: runway stays 11\.1 months/,
      ],
      [
        decision(
          'Should we sign up for the enterprise analytics plan?',
          'The plan costs $9k a month. We have $300k in the bank and burn $40k a month.',
        ),
        /costs \$9k a month, runway 6\.1 months \(\$300k ÷ \$49k a month\); \(2\) keep things as they are: runway stays 7\.5 months/,
      ],
      [
        decision(
          'Take on the extra warehouse space?',
          'Monthly burn is £30k and cash is £240k. The landlord asks £3k a month for the space.',
        ),
        /costs £3k a month, runway 7\.3 months \(£240k ÷ £33k a month\)/,
      ],
    ];
    for (const [d, re] of cases) expect(synthesisOf(d), d.topic).toMatch(re);
  });
});

describe('a provisional leaning where the figures settle a point', () => {
  it('leans to the option that keeps the runway, and names the fact that would flip it', () => {
    for (const d of [
      decision(
        'Should we cut costs now or wait for the bridge loan?',
        'We have $420k in the bank and burn $70k a month. An existing investor has talked about a $300k bridge but has not committed. Cutting two contractors would save $25k a month.',
      ),
      decision(
        'Trim the marketing budget or hold out for the investor loan?',
        'Cash is £600k and monthly burn is £100k. Trimming the marketing budget would save £30k a month. A shareholder loan of £500k has not yet been signed.',
      ),
      decision(
        'Reduce hiring now vs wait for the grant money?',
        'We hold €900k in cash and burn €120k a month. Reducing hiring would save €40k a month. The €400k grant is not confirmed.',
      ),
    ]) {
      const framed = frame(d);
      expect(framed.synthesis.executive_summary, d.topic).toMatch(
        /On the figures given, the board leans to \(1\) .+: \(2\) .+ leaves [\d.]+ months of runway if the .+ does not come.+This would change if the .+ is committed in writing/,
      );
      // A leaning is no verdict: no vote is invented.
      expect(framed.positions.every((p) => p.position.stance === 'neutral')).toBe(true);
    }
  });

  it('counts money as certain only when the text says it is committed', () => {
    const d = decision(
      'Should we cut costs now or draw the bank loan?',
      'We have $420k in the bank and burn $70k a month. The bank has signed a $300k loan facility. Cutting two contractors would save $25k a month.',
    );
    const s = synthesisOf(d);
    expect(s).not.toMatch(/not committed/);
    expect(s).not.toMatch(/leans to \(1\)/);
  });

  it('leans nowhere when the options change nothing the figures measure', () => {
    const d = decision(
      'Should we hold the offsite in Lisbon or in Porto?',
      'We are 40 people and have €2M in the bank, burning €150k a month.',
    );
    expect(frame(d).synthesis.executive_summary).not.toMatch(/leans/);
  });
});

describe('seat questions ask only for what is absent and decisive', () => {
  it('asks whether uncommitted money is committed, and never for the cash, burn or options given', () => {
    const d = decision(
      'Should we cut costs now or wait for the bridge loan?',
      'We have $420k in the bank and burn $70k a month. An existing investor has talked about a $300k bridge but has not committed. Cutting two contractors would save $25k a month.',
    );
    const qs = questionsOf(d);
    expect(qs.some((q) => /\$300k .* committed in writing/.test(q))).toBe(true);
    expect(qs.some((q) => /how much cash|monthly burn\?|what exactly are the options/i.test(q))).toBe(false);
  });

  it('asks no money question where money is not the question, and no systems question on a food or people step', () => {
    for (const d of [
      decision('Should we rename our bakery chain?', 'Customers confuse us with a rival in the next town.'),
      decision(
        'Should we let staff choose their own working hours?',
        'Our 30 bakers asked for it at the last meeting.',
      ),
      decision('Should we launch a vegan sourdough range?', 'Regular customers keep asking for one.'),
    ]) {
      const qs = questionsOf(d);
      expect(
        qs.some((q) => /\b(?:cash|burn|valuation|buyer or the next investors)\b/i.test(q)),
        d.topic,
      ).toBe(false);
      expect(
        qs.some((q) => /\b(?:systems?|security|testing)\b/i.test(q)),
        d.topic,
      ).toBe(false);
    }
  });

  it('lets a seat with nothing decisive ask nothing rather than a stock question', () => {
    const d = decision(
      'Should we cut costs now or wait for the bridge loan?',
      'We have $420k in the bank and burn $70k a month. An existing investor has talked about a $300k bridge but has not committed. Cutting two contractors would save $25k a month.',
    );
    const qs = questionsOf(d);
    for (const stock of [
      /twelve months/,
      /stop or postpone/,
      /companies of your size/,
      /first milestone/,
      /As written, none appears/,
    ])
      expect(
        qs.some((q) => stock.test(q)),
        String(stock),
      ).toBe(false);
  });
});

describe('the margin at the price in force and at the price proposed', () => {
  const sums = (d: Decision) => framingSums(d, readDecision(d)).map((x) => `${x.label}: ${x.result}`);
  it('works out what each unit earns over its cost, however the cost is worded', () => {
    expect(
      sums(
        decision(
          'Should we raise our price from $40 to $55 a month?',
          'We have 900 customers. Our cost to serve is $22 per customer per month.',
        ),
      ),
    ).toContain('What each unit earns over its cost: $18 (45%) at $40; $33 (60%) at $55');
    const box = sums(
      decision('Put the meal box up from £30 to £34?', 'Each box costs us £19 to make and deliver.'),
    );
    expect(box).toContain('What each unit earns over its cost: £11 (36.7%) at £30; £15 (44.1%) at £34');
    // The unit's cost is not a cheaper quote for the price.
    expect(box.some((x) => /^£19 against £34/.test(x))).toBe(false);
    expect(
      sums(
        decision(
          'Should we sell the new jam in supermarkets?',
          'We would sell it at €4 a jar; it costs €2.60 per jar to produce.',
        ),
      ),
    ).toContain('What each unit earns over its cost: €1.40 (35%) at €4');
  });

  it('makes no margin from a price with no cost of the unit beside it', () => {
    const fair = sums(
      decision('Should we sponsor the trade fair?', 'The stand costs €60k. Tickets are €40 per visitor.'),
    );
    expect(fair.some((x) => /earns over its cost/.test(x))).toBe(false);
  });
});
