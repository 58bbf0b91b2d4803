import { describe, expect, it } from 'vitest';
import { digestEntry, estimateTokens, PROMPT_TOKEN_BUDGET } from '../../digest.ts';
import { runDeliberation } from '../../protocol.ts';
import { computeScores, stanceScore } from '../../scoring.ts';
import {
  asDiscussionTurn,
  asFinalVote,
  asInitialPosition,
  asRevision,
  asSynthesis,
} from '../../step-outputs.ts';
import { bannerOf } from '../../test-support/banner.ts';
import { createMemoryHumans } from '../../test-support/memory-humans.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { EU_ACQUISITION, SEED_ROUND, sampleBoard, seatOf } from '../../test-support/sample-board.ts';
import type { ChairContext, Decision, DeliberationResult, DigestEntry, Mind, Seat } from '../../types.ts';
import { createOfflineMind, OFFLINE_MODEL } from './offline-mind.ts';
import { readDecision } from './reader/read-decision.ts';
import { assessSeat } from './seats/assess.ts';

const signal = new AbortController().signal;

function deliberate(decision: Decision, board: Seat[] = sampleBoard()): Promise<DeliberationResult> {
  return runDeliberation({
    board,
    decision,
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal,
  });
}

const stanceOf = (r: DeliberationResult, key: string) =>
  r.positions.find((p) => p.seat.key === key)?.position;

describe('offline mind', () => {
  it('names itself and answers every step with one call and no tokens', async () => {
    const mind = createOfflineMind();
    expect([mind.engine, mind.model]).toEqual(['offline', OFFLINE_MODEL]);
    const board = sampleBoard();
    const { usage } = await mind.initialPosition({ seat: board[0]!, decision: SEED_ROUND, board }, signal);
    expect(usage).toEqual({ calls: 1, prompt_tokens: 0, completion_tokens: 0 });
  });

  it('is deterministic: the same decision gives the same deliberation', async () => {
    const [a, b] = await Promise.all([deliberate(EU_ACQUISITION), deliberate(EU_ACQUISITION)]);
    expect(b).toEqual(a);
  });

  it('reaches visibly different stances, points and risks for a seed raise and a contested acquisition', async () => {
    const seed = await deliberate(SEED_ROUND);
    const deal = await deliberate(EU_ACQUISITION);
    expect(seed.scores.outcome).toBe('proceed');
    expect(deal.scores.outcome).toBe('against');
    expect(stanceScore(stanceOf(seed, 'RISK_OFFICER')!.stance)).toBeGreaterThan(0);
    expect(stanceOf(deal, 'RISK_OFFICER')?.stance).toBe('strongly_oppose');
    expect(stanceScore(stanceOf(seed, 'CFO')!.stance)).toBeGreaterThan(
      stanceScore(stanceOf(deal, 'CFO')!.stance),
    );
    // Points cite the specifics of each text.
    expect(stanceOf(seed, 'CFO')?.key_points.join(' ')).toMatch(/\$2M adds about 27 months.*\$75k/);
    expect(stanceOf(seed, 'CFO')?.key_points.join(' ')).toContain(
      'Runway today is 8 months ($600k cash ÷ $75k',
    );
    expect(stanceOf(deal, 'CFO')?.key_points.join(' ')).toMatch(/The price is 3\.3× our ARR/);
    expect(stanceOf(deal, 'CUSTOMER_ADVOCATE')?.concerns.join(' ')).toContain('2,000 customers');
    expect(deal.synthesis.critical_risks).toContainEqual(
      expect.objectContaining({
        severity: 'critical',
        risk: expect.stringContaining('competition review is open'),
      }),
    );
    expect(seed.synthesis.critical_risks.every((r) => r.severity === 'low' || r.severity === 'medium')).toBe(
      true,
    );
    const points = (r: DeliberationResult) => new Set(r.positions.flatMap((p) => p.position.key_points));
    const shared = [...points(seed)].filter((p) => points(deal).has(p));
    expect(shared).toEqual([]);
  });

  it('produces outputs that satisfy the contract for every seat, known or not', async () => {
    const custom: Seat = {
      id: 'seat-x',
      key: 'HEAD_OF_PEOPLE',
      title: 'Head of People',
      weight: 0.1,
      kind: 'AI',
      persona: null,
    };
    const board = [
      ...sampleBoard(['CEO', 'CFO', 'RISK_OFFICER'], { weights: { CEO: 40, CFO: 30, RISK_OFFICER: 20 } }),
      custom,
    ];
    for (const decision of [SEED_ROUND, EU_ACQUISITION]) {
      const r = await deliberate(decision, board);
      for (const { position } of r.positions) {
        expect(asInitialPosition(position)).toEqual(position);
        expect(position.perspective.length).toBeGreaterThan(20);
        // A seat with nothing specific abstains, saying what the decision turns on, instead of filling points.
        if (!/I abstain on/.test(position.perspective)) expect(position.key_points.length).toBeGreaterThan(0);
      }
      for (const { turn } of r.discussion) {
        expect(asDiscussionTurn(turn)).toEqual(turn);
        const titles = board.map((s) => s.title);
        for (const remark of [...turn.agreements, ...turn.rebuttals, ...turn.questions])
          expect(titles).toContain(remark.seat);
      }
      for (const round of r.rounds)
        for (const s of round.seats) expect(asRevision(s)).toMatchObject({ stance: s.stance });
      for (const { vote } of r.votes) expect(asFinalVote(vote)).toEqual(vote);
      expect(asSynthesis(r.synthesis)).toEqual(r.synthesis);
      expect(r.synthesis.action_items.every((i) => i.owner_role && i.horizon)).toBe(true);
    }
  });

  it('writes a headline the banner reads as the computed outcome — proceed, against and mixed', async () => {
    for (const decision of [SEED_ROUND, EU_ACQUISITION]) {
      const r = await deliberate(decision);
      expect(bannerOf(r.synthesis.recommendation)).toBe(r.scores.outcome);
    }
    const board = sampleBoard(['CEO', 'CFO'], { weights: { CEO: 50, CFO: 50 } });
    const votes = [
      { seat: board[0]!, vote: { vote: 'approve' as const, rationale: 'Go.', confidence: 0.8 } },
      { seat: board[1]!, vote: { vote: 'against' as const, rationale: 'Cash.', confidence: 0.7 } },
    ];
    const ctx: ChairContext = {
      decision: SEED_ROUND,
      board,
      digest: [
        digestEntry(board[0]!, 'support', 0.8, ['Go']),
        digestEntry(board[1]!, 'oppose', 0.7, ['Cash']),
      ],
      votes,
      scores: computeScores(
        votes,
        [
          { seatId: board[0]!.id, stance: 'support' },
          { seatId: board[1]!.id, stance: 'oppose' },
        ],
        board,
      ),
    };
    expect(ctx.scores.outcome).toBe('mixed');
    const { output } = await createOfflineMind().synthesize(ctx, signal);
    expect(bannerOf(output.recommendation)).toBe('mixed');
    expect(output.minority_report).toMatch(/CFO \(against\): Cash\./);
  });

  it('names the dissenters in the minority report, or says there was none', async () => {
    const seed = await deliberate(SEED_ROUND);
    expect(seed.synthesis.minority_report).toBe('No dissent.');
    const board = sampleBoard(['CEO', 'CFO', 'RISK_OFFICER'], {
      humans: ['CEO'],
      weights: { CEO: 20, CFO: 40, RISK_OFFICER: 40 },
    });
    const r = await runDeliberation({
      board,
      decision: EU_ACQUISITION,
      mind: createOfflineMind(),
      store: createMemoryStore(),
      emit: createEventLog().emit,
      humans: createMemoryHumans({
        perspectives: {
          CEO: {
            stance: 'strongly_support',
            confidence: 0.9,
            perspective: 'Buy them: it makes us the category leader.',
            key_points: ['Category leadership'],
            questions: null,
          },
        },
      }).humans,
      signal,
    });
    expect(r.scores.outcome).toBe('against');
    expect(r.synthesis.minority_report).toMatch(/^CEO \(approve\): Buy them/);
  });

  it('revises only for a reason: a hesitant seat moves when a far seat’s point touches its concerns, never for the majority alone', async () => {
    const board = sampleBoard();
    const seat = seatOf(board, 'INVESTOR_REP');
    const ownPoint =
      assessSeat(seat, readDecision(EU_ACQUISITION), EU_ACQUISITION, board).points[0]?.text ?? '';
    const ask = (confidence: number, point: string) =>
      createOfflineMind().revise(
        {
          seat,
          decision: EU_ACQUISITION,
          board,
          digest: board.filter((s) => s !== seat).map((s) => digestEntry(s, 'oppose', 0.7, [point])),
          round: 1,
          own: digestEntry(seat, 'support', confidence, ['Yes.']),
        },
        signal,
      );
    const outvoted = (await ask(0.45, 'No.')).output;
    expect(outvoted.stance).toBe('support');
    const touched = (await ask(0.45, ownPoint)).output;
    expect(touched.stance).toBe('neutral');
    expect(touched.reasoning).toMatch(/bears on my own concern.*move one step/);
    const confident = (await ask(0.8, ownPoint)).output;
    expect(confident.stance).toBe('support');
    expect(confident.what_would_change_my_mind.length).toBeGreaterThan(10);
  });

  it('rebuts another seat by quoting its point and answering it with its own related point', async () => {
    const board = sampleBoard();
    const cfo = seatOf(board, 'CFO');
    const investor = seatOf(board, 'INVESTOR_REP');
    const ownCase = assessSeat(cfo, readDecision(EU_ACQUISITION), EU_ACQUISITION, board).points.filter(
      (f) => f.weight < 0,
    );
    // The investor's point shares the deal's figures with the CFO's own concern about the price.
    const related = 'Paying $40M for the competitor is worth it: annual revenue of $12M will grow.';
    const unrelated = 'Category leadership wins the market.';
    const turn = async (point: string) =>
      (
        await createOfflineMind().discuss(
          {
            seat: cfo,
            decision: EU_ACQUISITION,
            board,
            digest: [digestEntry(investor, 'strongly_support', 0.8, [point])],
          },
          signal,
        )
      ).output.rebuttals[0]!;
    const answered = await turn(related);
    expect(answered.seat).toBe(investor.title);
    expect(answered.point).toContain(`“${related}”`);
    expect(answered.point).toMatch(/my answer to that: /);
    expect(ownCase.some((f) => answered.point.includes(f.text.slice(1, 40)))).toBe(true);
    const unmet = await turn(unrelated);
    expect(unmet.point).toContain(`“${unrelated}”, but that does not meet my point: `);
  });

  it('votes from its revised stance with a rationale citing its top point', async () => {
    const board = sampleBoard();
    const cfo = seatOf(board, 'CFO');
    const { output } = await createOfflineMind().vote(
      { seat: cfo, decision: EU_ACQUISITION, board, digest: [], own: digestEntry(cfo, 'oppose', 0.66, []) },
      signal,
    );
    expect(output).toEqual({
      vote: 'against',
      rationale: expect.stringMatching(/^I vote against: The price is 3\.3× our ARR/),
      confidence: 0.66,
    });
  });

  it('keeps every digest a 10-seat board sees, with the decision, well under 6,000 tokens', async () => {
    const offline = createOfflineMind();
    let largest = 0;
    const measure = (digest: readonly DigestEntry[], decision: Decision) => {
      largest = Math.max(largest, estimateTokens(JSON.stringify(decision) + JSON.stringify(digest)));
    };
    const mind: Mind = {
      ...offline,
      discuss: (ctx, s) => {
        measure(ctx.digest, ctx.decision);
        return offline.discuss(ctx, s);
      },
      revise: (ctx, s) => {
        measure(ctx.digest, ctx.decision);
        return offline.revise(ctx, s);
      },
      synthesize: (ctx, s) => {
        measure(ctx.digest, ctx.decision);
        return offline.synthesize(ctx, s);
      },
    };
    await runDeliberation({
      board: sampleBoard(),
      decision: EU_ACQUISITION,
      mind,
      store: createMemoryStore(),
      emit: createEventLog().emit,
      signal,
    });
    expect(largest).toBeGreaterThan(500);
    expect(largest).toBeLessThan(PROMPT_TOKEN_BUDGET / 2);
  });

  it('refuses, as a whole board, a proposal that would cross a legal line, even when it cannot name the kind of decision', async () => {
    const r = await deliberate({
      topic: 'Push this month’s salaries back two weeks until the customer payment lands?',
      context:
        'Payroll is about ₹42 lakh and due on the 1st. We have ₹18 lakh in the bank. 35 staff in Pune.',
      type: 'strategic',
      constraints: { budget: null, timeline: null, other: null, companyInfo: null },
    });
    expect(r.scores.outcome).toBe('against');
    expect(r.votes.every((v) => v.vote.vote === 'against')).toBe(true);
    // Each seat gives its own reason, not one sentence seven times.
    const reasons = new Set(r.votes.map((v) => v.vote.rationale));
    expect(reasons.size).toBe(r.votes.length);
    expect(r.synthesis.action_items.map((a) => a.action).join(' ')).toMatch(/wages in full/i);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const board = sampleBoard();
    await expect(
      createOfflineMind().initialPosition(
        { seat: board[0]!, decision: SEED_ROUND, board },
        controller.signal,
      ),
    ).rejects.toThrow('stop');
  });
});
