// Regression corpus for the offline mind's judgement: ordinary board decisions, each with the
// outcomes a thoughtful board could sensibly reach, run on the 7-seat growth board and the
// 6-seat startup board. Run with JUDGEMENT_REPORT=1 to print each deliberation's stances.
import { describe, expect, it } from 'vitest';
import type { PositionKey } from '../../../contracts/positions.ts';
import { BUILTIN_TEMPLATES } from '../../../contracts/positions.ts';
import { runDeliberation } from '../../protocol.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { sampleBoard, seatOf } from '../../test-support/sample-board.ts';
import type { Decision, DeliberationResult, Outcome, Seat } from '../../types.ts';
import { analyzeDecision } from './analyze-decision.ts';
import { assessSeat } from './assess-seat.ts';
import { createOfflineMind } from './offline-mind.ts';

const signal = new AbortController().signal;

const boardOf = (slug: string): Seat[] =>
  sampleBoard(BUILTIN_TEMPLATES.find((t) => t.slug === slug)?.positions as readonly PositionKey[]);
const GROWTH = boardOf('growth-board');
const STARTUP = boardOf('startup-board');

const decision = (
  topic: string,
  context: string,
  constraints: Partial<Decision['constraints']> = {},
): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null, ...constraints },
});

interface Case {
  name: string;
  decision: Decision;
  outcomes: readonly Outcome[];
  /** Clearly signalled: at most half the seats may abstain. */
  signalled: boolean;
  /** Text that must not appear in any point (false targets, false red flags). */
  never?: RegExp[];
  /** Text some seat's points must contain. */
  cites?: RegExp[];
  /** A critical risk the synthesis must list. */
  criticalRisk?: RegExp;
}

const CASES: readonly Case[] = [
  {
    name: 'US expansion with strong signals',
    decision: decision(
      'Should we expand into the US market next year?',
      'UK revenue grows 30% a year; 40 US customers are on a waitlist; we have 18 months of runway.',
      { companyInfo: 'Fintech SaaS, 50 staff, Series B, London.' },
    ),
    outcomes: ['proceed'],
    signalled: true,
    never: [/Operating in (the )?UK/i, /here: UK/i, /concentrated/i],
    cites: [/\bUS\b/, /waitlist/i, /18 months/],
  },
  {
    name: 'risky $40M acquisition under EU review',
    decision: decision(
      'Should we acquire our main German competitor for $40M?',
      'The EU competition authority has opened an antitrust review that may take a year, and the deal is ' +
        'irreversible once signed. Their legacy platform would need a full migration of 2,000 customers.',
      { budget: '$40M', companyInfo: 'Series B, $12M ARR, 150 people.' },
    ),
    outcomes: ['against'],
    signalled: true,
    never: [/concentrated/i],
  },
  {
    name: 'pivot away from a profitable core with no evidence',
    decision: decision(
      'Should we pivot from our payroll software to an AI assistant for HR teams?',
      'The payroll business is profitable and growing 15% a year. We have not spoken to any customers about ' +
        'the AI assistant yet.',
      { companyInfo: 'Bootstrapped, 40 people.' },
    ),
    outcomes: ['against', 'mixed'],
    signalled: true,
    never: [/concentrated/i],
  },
  {
    name: 'VP Sales hire with product-market fit and 24 months of runway',
    decision: decision(
      'Should we hire a VP of Sales to take over founder-led sales?',
      'We have product-market fit: 60 paying customers, net revenue retention of 120% and 24 months of runway. ' +
        'The founders still close every deal themselves.',
      { companyInfo: 'B2B SaaS, Series A, 30 people.' },
    ),
    outcomes: ['proceed'],
    signalled: true,
    never: [/concentrated/i, /Runway below twelve/i],
    cites: [/24 months/],
  },
  {
    name: 'launch with a waitlist and an open security gap',
    decision: decision(
      'Should we launch our new payments product next month?',
      '1,200 businesses are on the waitlist and 30 pilot customers use the beta. A penetration test found a ' +
        'critical security gap in the card data flow that is not fixed yet.',
    ),
    outcomes: ['against', 'mixed', 'proceed'],
    // Without herding (issue 12) several seats stay undecided on a launch their lens barely touches.
    signalled: false,
    never: [/concentrated/i],
    cites: [/security/i],
    criticalRisk: /security gap/i,
  },
  {
    name: 'flat-valuation raise with 4 months of runway',
    decision: decision(
      'Should we raise a $5M Series A at a flat valuation?',
      'We have 4 months of runway left. A lead investor has offered a term sheet at the same valuation as our ' +
        'seed round, and revenue grew 12% a month this year.',
      { budget: '$5M' },
    ),
    outcomes: ['proceed'],
    signalled: true,
    never: [/concentrated/i],
    cites: [/4 months/, /dilution|valuation/i],
  },
  {
    name: '40% price increase on all customers with high churn',
    decision: decision(
      'Should we raise prices by 40% for all customers?',
      'Monthly churn is already 6% and rising, customers complain about reliability, and competitors charge less.',
    ),
    outcomes: ['against', 'mixed'],
    signalled: true,
    never: [/concentrated/i],
  },
  {
    name: 'second office with no budget stated',
    decision: decision(
      'Should we open a second office in Manchester?',
      'The team is growing and some candidates would prefer to work in the north.',
    ),
    outcomes: ['mixed'],
    signalled: false,
    never: [/concentrated/i],
  },
];

function deliberate(d: Decision, board: Seat[]): Promise<DeliberationResult> {
  return runDeliberation({
    board,
    decision: d,
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal,
  });
}

const points = (r: DeliberationResult) =>
  r.positions.flatMap(({ position: p }) => [p.perspective, ...p.key_points, ...p.concerns]).join('\n');

function report(name: string, board: string, r: DeliberationResult): string {
  const stances = r.positions.map((p) => `${p.seat.key}=${p.position.stance}`).join(' ');
  const votes = r.votes.map((v) => ({ approve: '+', against: 'x', abstain: '.' })[v.vote.vote]).join('');
  return `${name} [${board}] → ${r.scores.outcome} (confidence ${Math.round(r.scores.confidence_score * 100)}%, votes ${votes})\n  ${stances}`;
}

describe('offline judgement corpus', () => {
  it('tells the home market from the target, and raises no red flag on shared common words', () => {
    const us = CASES[0]!.decision;
    expect(analyzeDecision(us).markets).toEqual({ home: 'UK', target: 'US' });
    expect(analyzeDecision(us).flags.international.map((h) => h.text)).toEqual(['US']);
    const cfo = assessSeat(seatOf(GROWTH, 'CFO'), us);
    expect(cfo.redFlagHits).toEqual([]);
    const concentrated = decision(
      'Should we renew our main contract?',
      'Revenue is concentrated in two customers.',
    );
    expect(assessSeat(seatOf(GROWTH, 'CFO'), concentrated).redFlagHits).toEqual([
      'Revenue concentrated in one or two customers',
    ]);
  });

  it('is deterministic across the corpus', async () => {
    for (const c of CASES.slice(0, 3))
      expect(await deliberate(c.decision, GROWTH)).toEqual(await deliberate(c.decision, GROWTH));
  });

  for (const c of CASES) {
    for (const [label, board] of [
      ['growth', GROWTH],
      ['startup', STARTUP],
    ] as const) {
      it(`${c.name} (${label} board)`, async () => {
        const r = await deliberate(c.decision, board);
        if (process.env.JUDGEMENT_REPORT) process.stdout.write(`${report(c.name, label, r)}\n`);
        expect(c.outcomes).toContain(r.scores.outcome);
        if (c.signalled) {
          const abstained = r.votes.filter((v) => v.vote.vote === 'abstain').length;
          expect(abstained).toBeLessThanOrEqual(board.length / 2);
        }
        const text = points(r);
        for (const re of c.never ?? []) expect(text).not.toMatch(re);
        for (const re of c.cites ?? []) expect(text).toMatch(re);
        if (c.criticalRisk)
          expect(r.synthesis.critical_risks).toContainEqual(
            expect.objectContaining({ severity: 'critical', risk: expect.stringMatching(c.criticalRisk) }),
          );
      });
    }
  }
});
