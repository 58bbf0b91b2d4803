// What a blind judge found wrong in the verdict and the gate, each in three or more wordings of
// our own (bench/probes): a 'proceed' over conditions that mean 'not as proposed' (a quiet
// settlement, a whistleblower dismissed, a launch before its safeguards, data shared beyond
// consent); facts stated as absent (no vesting, no IP assignment, not accredited, no break clause)
// kept as facts and never contradicted; bad inputs refused with their own reason, and decisions
// that share their words still judged.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../reading.ts';
import { deliberateOffline as deliberate } from '../../test-support/offline-deliberation.ts';
import { plainDecision } from '../../test-support/plain-decision.ts';
import type { DeliberationResult } from '../../types.ts';
import { assumesAbsent } from './reader/absent-documents.ts';
import { readDecision } from './reader/read-decision.ts';

interface Probe {
  id: string;
  topic: string;
  context: string;
}
const probes = (file: string): Probe[] =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../bench/probes', file), 'utf8'));
const VERDICT = probes('verdict-and-refusals.json');
const ABSENT = probes('stated-absent.json');
const only = (set: Probe[], prefix: string) =>
  set.filter((p) => p.id.startsWith(prefix)).map((p) => [p.id, p] as const);

/** Every sentence a result writes, the actions and risks included. */
function everything(r: DeliberationResult): string[] {
  const s = r.synthesis;
  return [
    s.recommendation,
    s.executive_summary,
    s.synthesis,
    s.minority_report,
    ...s.action_items.map((a) => a.action),
    ...s.critical_risks.flatMap((c) => [c.risk, c.mitigation]),
    ...r.positions.flatMap(({ position: p }) => [
      p.perspective,
      ...p.key_points,
      ...p.recommendations,
      ...p.questions,
    ]),
    ...r.votes.map((v) => v.vote.rationale),
  ];
}

describe('a proposal whose conditions mean "not as proposed" is not approved', () => {
  it.each([
    ...only(VERDICT, 'v-harass'),
    ...only(VERDICT, 'v-whistle'),
    ...only(VERDICT, 'v-launch'),
    ...only(VERDICT, 'v-share'),
  ])(
    '%s',
    async (_id, p) => {
      const r = await deliberate(p.topic, p.context);
      expect(r.scores.outcome).toBe('against');
      expect(r.synthesis.recommendation).toMatch(/Do not proceed as proposed: .*Instead: /);
      expect(r.synthesis.recommendation).not.toMatch(/recommends you proceed/);
      // What the seats oppose is the proposal, never the course the law requires.
      expect(everything(r).join(' ')).not.toMatch(/oppose an independent investigation/);
    },
    60_000,
  );

  it('names spent money as sunk, not as a reason to go ahead', async () => {
    for (const [, p] of only(VERDICT, 'v-launch')) {
      const r = await deliberate(p.topic, p.context);
      expect(r.synthesis.recommendation).toMatch(/already been spent is sunk/);
    }
  }, 60_000);

  it('a launch with its safeguards in place, or data shared with consent, is still approved', async () => {
    const fine = [
      [
        'Should we launch our lending app in Germany next month?',
        'Documents are encrypted at rest, a DPIA was signed off in March and files are deleted after 6 years. Marketing is €150k.',
      ],
      [
        'Should we share anonymised usage statistics with our analytics vendor?',
        'Users consented to analytics when they signed up; the vendor may not train on the data. The service costs €2k a month.',
      ],
    ];
    for (const [topic, context] of fine) {
      const r = await deliberate(topic ?? '', context ?? '');
      expect(r.scores.outcome, topic).not.toBe('against');
    }
  }, 60_000);
});

describe('a fact stated as absent is a fact', () => {
  it.each(only(ABSENT, 'a-'))(
    '%s',
    async (_id, p) => {
      const r = await deliberate(p.topic, p.context);
      const reading = r.reading as DecisionReading;
      const contradictions = everything(r)
        .map((t) => assumesAbsent(t, reading))
        .filter(Boolean);
      expect(contradictions).toEqual([]);
      expect(r.figure_flags ?? []).toEqual([]);
    },
    60_000,
  );

  it('reaches the stated facts with its polarity', () => {
    const stated = (id: string) => {
      const p = ABSENT.find((x) => x.id === id) as Probe;
      return readDecision(plainDecision(p.topic, p.context)).stated;
    };
    for (const id of ['a-vesting-1', 'a-vesting-2', 'a-vesting-3'])
      expect(stated(id)).toEqual(
        expect.arrayContaining(['the shares do not vest', 'no IP assignment has been signed']),
      );
    for (const id of ['a-safe-1', 'a-safe-2', 'a-safe-3'])
      expect(stated(id)).toEqual(
        expect.arrayContaining(['some investors are not accredited', 'the note has no valuation cap']),
      );
    expect(stated('a-lease-1')).toContain('there is no break clause');
  });

  it('tells the board to negotiate the stake back, not to apply vesting terms that do not exist', async () => {
    for (const [, p] of only(ABSENT, 'a-vesting')) {
      const r = await deliberate(p.topic, p.context);
      const text = everything(r).join(' ');
      expect(text).toMatch(/no vesting terms to apply/);
      expect(text).not.toMatch(/signed vesting and leaver terms/i);
      expect(text).toMatch(/before incorporation|pre-incorporation/);
    }
  }, 90_000);

  it('a hire asking for equity vested on day one and to own what they build is countered, not waved through', () => {
    for (const [, p] of only(ABSENT, 'a-cto')) {
      const reading = readDecision(plainDecision(p.topic, p.context));
      expect(reading.stated, p.topic).toContain('the shares do not vest');
      expect(
        reading.duties.map((d) => d.id),
        p.topic,
      ).toEqual(expect.arrayContaining(['founder_vesting', 'ip_assignment']));
      expect(reading.duties.find((d) => d.id === 'founder_vesting')?.action).toMatch(
        /counter-offer standard vesting/i,
      );
    }
  });

  it('an uncapped SAFE is no uncapped liability', () => {
    for (const [, p] of only(ABSENT, 'a-safe')) {
      const duties = readDecision(plainDecision(p.topic, p.context)).duties.map((d) => d.id);
      expect(duties).toContain('securities_offering');
      expect(duties).not.toContain('uncapped_liability');
    }
  });
});

describe('a bad input is refused with its own reason', () => {
  const refusal = (p: Probe) => readDecision(plainDecision(p.topic, p.context)).cannot_judge;
  it.each(only(VERDICT, 'r-inject'))('%s: instructions to the software', (_id, p) => {
    expect(refusal(p)?.reason).toBe('instructions');
  });
  it.each(only(VERDICT, 'r-notes'))('%s: notes with no decision in them', (_id, p) => {
    expect(refusal(p)?.reason).toBe('no_decision');
    expect(refusal(p)?.explanation).toMatch(/notes|updates|report/);
  });
  it.each(only(VERDICT, 'r-personal'))('%s: a personal request, outside the remit', (_id, p) => {
    expect(refusal(p)?.reason).toBe('no_decision');
    expect(refusal(p)?.explanation).toMatch(/personal.*outside a board’s remit/);
  });
  it.each(only(VERDICT, 'r-mash'))('%s: unreadable', (_id, p) => {
    expect(refusal(p)?.reason).toBe('no_decision');
    expect(refusal(p)?.explanation).toMatch(/cannot be read/);
  });

  it.each([
    [
      'Should we stop the review of our suppliers and sign with Acme now?',
      'Acme quotes $40k a year; the review has cost $15k so far.',
    ],
    [
      'Should we pay for the CEO’s daughter’s wedding venue from the events budget?',
      'The venue costs $18k; the events budget is $60k.',
    ],
    ['Should we sponsor the city wedding fair?', 'A stand costs £6k; our bridal shop sold £400k last year.'],
    [
      'Do we show customers the configuration of their account on the dashboard?',
      'Engineering estimates 3 weeks; 40% of tickets ask about it.',
    ],
    [
      'Updates to our pricing: should we move to annual plans?',
      '1. Monthly plan $49. 2. Annual plan $490. Churn is 4% a month.',
    ],
  ])('still judges a decision that shares their words: %s', (topic, context) => {
    expect(readDecision(plainDecision(topic, context)).cannot_judge).toBeNull();
  });
});
