// The honest framing result, read as a founder would: the decision restated in plain words, what
// the figures already say, the duties with owner and action, the candidate readings when the kind
// is only guessed, and each seat's questions built from THIS decision. Each behaviour is checked on
// rewordings of different kinds, places and currencies (none of them a corpus item).
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATES, type PositionKey } from '../../../../contracts/positions.ts';
import type { DecisionReading } from '../../../reading.ts';
import { sampleBoard } from '../../../test-support/sample-board.ts';
import type { Decision } from '../../../types.ts';
import { asksForGiven } from '../reader/figure-check.ts';
import { companyOf, plainStep } from '../reader/plain-topic.ts';
import { readDecision } from '../reader/read-decision.ts';
import { frameDecision } from './framing.ts';
import { framingSums } from './framing-sums.ts';

const decision = (topic: string, context: string, companyInfo: string | null = null): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo },
});
const template = (slug: string) => BUILTIN_TEMPLATES.find((t) => t.slug === slug)?.positions ?? [];
const board = sampleBoard(template('growth-board') as readonly PositionKey[]);
/** A reading framed whatever its kind: as a decision sent to framing on weak kind evidence would be. */
const framedReading = (d: Decision): DecisionReading => ({
  ...readDecision(d),
  verdict: 'needs_information',
});
const frame = (d: Decision) => frameDecision({ decision: d, reading: framedReading(d), board });
const sumsOf = (d: Decision) => framingSums(d, readDecision(d)).map((s) => `${s.label}: ${s.result}`);

describe('the decision restated in plain words', () => {
  it('turns the topic from a question into the step, spoken to the founder', () => {
    expect(plainStep('Should we move the whole company to a four-day week?')).toBe(
      'whether to move the whole company to a four-day week',
    );
    expect(plainStep('Switch our statutory auditor to a smaller regional firm?')).toBe(
      'whether to switch your statutory auditor to a smaller regional firm',
    );
    expect(plainStep('Can we give €50,000 to the hospice our founders support?')).toBe(
      'whether to give €50,000 to the hospice your founders support',
    );
    expect(plainStep('Should staff elect a worker director?')).toBe(
      'whether staff should elect a worker director',
    );
    expect(plainStep('Whether to rename the brand before the US launch')).toBe(
      'whether to rename the brand before the US launch',
    );
    expect(plainStep('A new name for the product line')).toBe('on a new name for the product line');
    expect(plainStep('How should we price the new tier?')).toBe('how to price the new tier');
    expect(plainStep('We can’t make payroll next Friday — what do we do?')).toBe(
      'what to do now that you can’t make payroll next Friday',
    );
  });

  it('names the company the text describes, in its words', () => {
    expect(companyOf(decision('x?', 'We are a Dutch group with €60M revenue and plan an IPO.'))).toBe(
      'a Dutch group with €60M revenue',
    );
    expect(companyOf(decision('x?', 'Our Swedish software firm has 260 employees.'))).toBe(
      'your Swedish software firm (260 employees)',
    );
    expect(companyOf(decision('x?', 'Costs rose.', 'We are a family-owned bakery in Leeds.'))).toBe(
      'a family-owned bakery in Leeds',
    );
    expect(companyOf(decision('x?', 'Costs rose by a third.'))).toBe('');
  });

  it('restates a framed decision as a question, not as a kind read from a fragment', () => {
    for (const d of [
      decision(
        'Switch our statutory auditor to a smaller regional firm?',
        'Our Big Four auditor raised its annual fee from €180k to €260k. A regional firm has quoted €95k. We are a Dutch group with €60M revenue.',
      ),
      decision(
        'Should we hand our yearly audit to a local practice?',
        'The current auditor put its yearly fee up from £90k to £130k; a local practice quoted £55k.',
      ),
      decision(
        'Replace our payroll bureau with a cheaper provider?',
        'The bureau raised its annual fee from $40k to $52k. Another provider quoted $30k a year.',
      ),
    ]) {
      const summary = frame(d).synthesis.executive_summary;
      expect(summary).toMatch(/^You are deciding whether to \w+ your /);
      expect(summary).not.toMatch(/read from/);
    }
  });
});

describe('what the figures already say', () => {
  /** [context, a sum the figures must give]: one behaviour, worded several ways. */
  const expectSums = (cases: readonly [string, string | RegExp][]) => {
    for (const [context, sum] of cases) {
      const sums = sumsOf(decision('Should we do it?', context));
      expect(
        sums.some((s) => (typeof sum === 'string' ? s === sum : sum.test(s))),
        `${context} → ${sums.join(' | ')}`,
      ).toBe(true);
    }
  };

  it('works out a change stated "from … to …" in absolute terms and in percent', () =>
    expectSums([
      [
        'Our auditor raised its annual fee from €180k to €260k.',
        'The annual fee: up €80k (+44.4%), from €180k to €260k a year',
      ],
      [
        'The landlord wants to take the rent from £60k to £75k.',
        'The rent: up £15k (+25%), from £60k to £75k',
      ],
      ['The vendor cut its licence fee from $50k to $40k a year.', /^The licence fee: down \$10k \(−20%\)/],
    ]));

  it('sets a quote against the fee in force, and a cost against revenue', () =>
    expectSums([
      [
        'Our auditor raised its annual fee from €180k to €260k. A regional firm has quoted €95k. Revenue is €60M.',
        '€95k against €260k: €165k a year less (63.5%)',
      ],
      [
        'Our auditor raised its annual fee from €180k to €260k. A regional firm has quoted €95k. Revenue is €60M.',
        /€260k against revenue: 0\.4% of revenue of €60M/,
      ],
      [
        'KPMG quoted £140k. Grant Thornton quoted £70k. Revenue is £9M.',
        '£70k against £140k: £70k less (50%)',
      ],
      [
        'Agency A quoted $120k for the year; agency B quoted $90k a year.',
        '$90k against $120k: $30k a year less (25%)',
      ],
    ]));

  it('adds the parts of one cost instead of comparing them', () => {
    const rename = sumsOf(
      decision('Rename the brand?', 'The agency quoted $85k plus $30k for new packaging. Revenue was $3.4M.'),
    );
    expect(rename).toContain('The cost in all: $115k');
    expect(rename.some((s) => /against \$85k/.test(s))).toBe(false);
    expect(sumsOf(decision('Refit the shop?', 'Builders quoted £40k, plus £12k for fittings.'))).toContain(
      'The cost in all: £52k',
    );
  });

  it('sets a sum the reader could not place against the profit the text gives', () => {
    expect(
      sumsOf(decision('Give €50,000 to a hospice charity?', 'Profit last year was €400k after tax.')),
    ).toContain('€50,000 against profit: 12.5% of profit of €400k');
    expect(sumsOf(decision('Donate $20,000 to the food bank?', 'Our profit this year is $250k.'))).toContain(
      '$20,000 against profit: 8% of profit of $250k',
    );
    expect(
      sumsOf(decision('Sponsor the local team for £10,000?', 'Net profit was £80k last year.')),
    ).toContain('£10,000 against profit: 12.5% of profit of £80k');
  });
});

describe('each seat asks about this decision', () => {
  const unknownKinds = [
    decision(
      'Should we let employees elect one director to our board?',
      'We are a 120-person employee-owned bakery with £14M revenue. Staff asked for a voice at board level.',
    ),
    decision(
      'Should we move the whole company to a four-day week?',
      '45 staff in Lisbon and Porto, payroll €2.1M a year, revenue €6.5M. We would keep salaries the same.',
    ),
    decision(
      'Give €50,000 to a local children’s hospice charity this year?',
      'Profit last year was €400k after tax. Our founders know the hospice director personally. We are a German GmbH with 30 staff.',
    ),
    decision(
      'Switch our statutory auditor to a smaller regional firm?',
      'Our Big Four auditor raised its annual fee from €180k to €260k. A regional firm has quoted €95k. We are a Dutch group with €60M revenue and plan an IPO in two years.',
    ),
  ];

  it('gives the money, approval and purpose seats two or three questions, none asking for a figure the text gives', () => {
    for (const d of unknownKinds) {
      const reading = framedReading(d);
      const framed = frameDecision({ decision: d, reading, board });
      for (const { seat, position } of framed.positions) {
        if (['CFO', 'CEO', 'INDEPENDENT_GOVERNANCE'].includes(seat.key))
          expect(position.questions.length, `${seat.key} on ${d.topic}`).toBeGreaterThanOrEqual(1);
        expect(position.questions.length).toBeLessThanOrEqual(3);
        for (const q of position.questions) expect(asksForGiven(q, reading), q).toEqual([]);
      }
    }
  });

  it('opens no seat on the same question for two different decisions', () => {
    const seen = new Map<string, string>();
    for (const d of unknownKinds)
      for (const { position } of frame(d).positions)
        for (const q of position.questions.slice(0, 1)) {
          expect(seen.get(q) ?? d.topic, q).toBe(d.topic);
          seen.set(q, d.topic);
        }
  });

  it('builds questions from the places, events, ties and staff the text names', () => {
    const [employees, fourDays, gift, auditor] = unknownKinds.map((d) =>
      frame(d as Decision).positions.flatMap((p) => p.position.questions),
    );
    expect(employees?.some((q) => /works council or union/.test(q))).toBe(true);
    expect(fourDays?.some((q) => /law of Portugal/.test(q))).toBe(true);
    expect(fourDays?.some((q) => /payroll €2\.1M/.test(q))).toBe(true);
    expect(gift?.some((q) => /know the hospice director personally.*declares that interest/.test(q))).toBe(
      true,
    );
    expect(auditor?.some((q) => /IPO in 2 years/.test(q))).toBe(true);
    expect(auditor?.some((q) => /€165k a year less/.test(q))).toBe(true);
  });
});

describe('the framing result as a whole', () => {
  it('names a guessed kind as one candidate reading, and its facts as conditions', () => {
    const d = decision(
      'Switch our statutory auditor to a smaller regional firm?',
      'Our Big Four auditor raised its annual fee from €180k to €260k. A regional firm has quoted €95k.',
    );
    const reading = framedReading(d);
    expect(reading.kind).not.toBeNull();
    const framed = frameDecision({ decision: d, reading, board });
    expect(framed.synthesis.executive_summary).toMatch(
      /The words .+ point to “.+” \(then the board would need .+\), but too weakly/,
    );
    const facts = framed.synthesis.action_items.map((a) => a.action);
    // The options are not asked for when the topic names its step (switch, or keep the auditor).
    for (const m of reading.missing.filter((x) => x.fact !== 'the options'))
      expect(facts.some((f) => f.includes(m.question.slice(1)))).toBe(true);
    expect(facts.some((f) => /what exactly are the options/i.test(f))).toBe(false);
    // A candidate found only around the ask brings the general questions, never its own as if known.
    expect(facts.some((f) => /^Add to the decision: if this is “/.test(f))).toBe(false);
  });

  it('weighs the options the founder typed, not the topic against doing nothing', () => {
    const d: Decision = {
      ...decision('What should we call the company?', 'A bigger firm in Canada trades under our name.'),
      options: [
        { id: 'A', label: 'Rename now' },
        { id: 'B', label: 'Keep the name and buy the domain later' },
      ],
    };
    const framed = frame(d);
    expect(framed.synthesis.executive_summary).toMatch(/The options: \(1\) Rename now; \(2\) Keep the name/);
    expect(framed.synthesis.executive_summary).not.toMatch(/keep things as they are/);
    const cfo = framed.positions.find((p) => p.seat.key === 'CFO')?.position.questions ?? [];
    expect(cfo.some((q) => /each option cost.*\(1\) Rename now; \(2\) Keep the name/.test(q))).toBe(true);
  });

  it('reads two kinds named equally as candidate readings to tell apart', () => {
    const d = decision(
      'Should we license our routing engine to Kuehne or build a joint venture with them?',
      'They would pay €400k a year; a venture would need €1.5M from each side.',
    );
    const reading: DecisionReading = {
      ...framedReading(d),
      kind: 'partnership',
      kind_label: 'Partnership',
      runner_up: { kind: 'merger_or_jv', label: 'Merger or joint venture' },
    };
    const summary = frameDecision({ decision: d, reading, board }).synthesis.executive_summary;
    expect(summary).toMatch(/This reads either as “.+” \(then the board would need .+\) or as “.+” \(then/);
    expect(summary).toMatch(/What tells them apart/);
  });

  it('lists each duty with its owner and action, invents no vote, and says an LLM board can deliberate', () => {
    const d = decision(
      'Should we cut everyone’s hours to a four-day week with a 10% pay cut?',
      'We employ 60 people in Germany; payroll is €3M a year.',
    );
    const reading = framedReading(d);
    const framed = frameDecision({ decision: d, reading, board });
    expect(reading.duties.length).toBeGreaterThan(0);
    for (const duty of reading.duties) {
      expect(framed.synthesis.synthesis).toContain(duty.title.toLowerCase());
      expect(framed.synthesis.action_items.some((a) => a.action === duty.action)).toBe(true);
    }
    expect(framed.positions.every((p) => p.position.stance === 'neutral')).toBe(true);
    expect(framed.synthesis.minority_report).toBe('No votes were cast.');
    expect(framed.synthesis.executive_summary).toMatch(/language-model board can deliberate/);
  });
});
