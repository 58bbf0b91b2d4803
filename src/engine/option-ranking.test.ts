import { describe, expect, it } from 'vitest';
import { rankOptions } from './option-ranking.ts';
import { bareSeat as seat } from './test-support/sample-board.ts';
import type { DecisionOption, FinalVote } from './types.ts';

const OPTIONS: DecisionOption[] = [
  { id: 'A', label: 'Vendor A at $40k' },
  { id: 'B', label: 'Vendor B at $55k with SLA' },
  { id: 'C', label: 'Build in-house' },
];

const ballot = (order: string, veto?: FinalVote['veto']): FinalVote => ({
  vote: 'approve',
  rationale: '',
  confidence: 0.7,
  ranking: [...order].map((option) => ({ option, reason: `${option} because` })),
  ...(veto ? { veto } : {}),
});

describe('rankOptions', () => {
  it('is null for a yes/no decision', () => {
    expect(rankOptions(undefined, [])).toBeNull();
    expect(rankOptions([OPTIONS[0] as DecisionOption], [])).toBeNull();
  });

  it('counts weighted Borda points as shares of the ranking weight', () => {
    const r = rankOptions(OPTIONS, [
      { seat: seat('CFO', 0.5), vote: ballot('ABC') },
      { seat: seat('CTO', 0.3), vote: ballot('CBA') },
      { seat: seat('RISK', 0.2), vote: ballot('BAC') },
    ]);
    // A: 0.5·1 + 0.3·0 + 0.2·0.5 = 0.6; B: 0.25 + 0.15 + 0.2 = 0.6 → tie broken by letter; C: 0.3
    expect(r?.standings.map((s) => [s.option, s.score])).toEqual([
      ['A', 0.6],
      ['B', 0.6],
      ['C', 0.3],
    ]);
    expect(r?.closeness).toBe('tie');
    expect(r?.flips.map((f) => f.seat)).toEqual(['CFO', 'CTO', 'RISK']);
  });

  it('gives a clear winner and names the seats that could flip it', () => {
    const r = rankOptions(OPTIONS, [
      { seat: seat('CFO', 0.4), vote: ballot('ABC') },
      { seat: seat('CTO', 0.3), vote: ballot('ACB') },
      { seat: seat('RISK', 0.3), vote: ballot('BAC') },
    ]);
    expect(r?.winner).toBe('A');
    expect(r?.closeness).toBe('clear');
    // A 0.85, B 0.5, C 0.15: the CFO could hand the win to B (B, C, A) or C (C, B, A); the CTO to B.
    expect(r?.flips).toEqual([
      { seat: 'CFO', could_make: ['B', 'C'] },
      { seat: 'CTO', could_make: ['B'] },
    ]);
    expect(r?.summary).toMatch(/^A \(Vendor A at \$40k\) ranks first by weighted Borda count/);
  });

  it('runs instant-runoff rounds, eliminating the weakest until a majority', () => {
    const r = rankOptions(
      OPTIONS,
      [
        { seat: seat('S1', 0.35), vote: ballot('ABC') },
        { seat: seat('S2', 0.25), vote: ballot('CBA') },
        { seat: seat('S3', 0.2), vote: ballot('BCA') },
        { seat: seat('S4', 0.2), vote: ballot('CAB') },
      ],
      'instant_runoff',
    );
    expect(r?.rounds.map((x) => x.eliminated)).toEqual(['B', null]);
    expect(r?.winner).toBe('C');
    expect(r?.standings[0]?.score).toBeCloseTo(0.65);
  });

  it('never lets a vetoed option win while another is free of vetoes', () => {
    const r = rankOptions(OPTIONS, [
      { seat: seat('CFO', 0.6), vote: ballot('ABC') },
      {
        seat: seat('RISK', 0.4),
        vote: ballot('BCA', { option: 'A', duty: 'Data protection', reason: 'no processing agreement' }),
      },
    ]);
    expect(r?.winner).toBe('B');
    expect(r?.standings.find((s) => s.option === 'A')?.vetoed_by).toEqual([
      { seat: 'RISK', duty: 'Data protection' },
    ]);
  });

  it('leaves AI seats out of the count under an advisory rule', () => {
    const r = rankOptions(
      OPTIONS,
      [
        { seat: seat('AI1', 0.7), vote: ballot('ABC') },
        { seat: seat('H1', 0.3, 'Human'), vote: ballot('CBA') },
      ],
      'borda',
      { threshold: 'simple_majority', base: 'votes_cast', aiSeats: 'advisory' },
    );
    expect(r?.winner).toBe('C');
    expect(r?.ballots.map((b) => b.counted)).toEqual([false, true]);
  });
});
