import { describe, expect, it } from 'vitest';
import { runDeliberation } from './protocol.ts';
import { createMemoryHumans } from './test-support/memory-humans.ts';
import { createEventLog, createMemoryStore, type MemoryStore } from './test-support/memory-store.ts';
import { SEED_ROUND, STARTUP_KEYS, sampleBoard } from './test-support/sample-board.ts';
import { createScriptedMind, type ScriptOptions } from './test-support/scripted-mind.ts';
import { deliberateSeedRound } from './test-support/seed-round.ts';
import type { HumanInputPort, HumanPerspective } from './types.ts';

const board = sampleBoard(STARTUP_KEYS, { humans: ['INVESTOR_REP', 'CUSTOMER_ADVOCATE'] });

const investorView: HumanPerspective = {
  stance: 'strongly_oppose',
  confidence: 0.9,
  perspective: 'The valuation is too low for the traction; wait two quarters and raise a bigger round.',
  key_points: ['Traction supports a higher price', 'Two more quarters of growth changes the round'],
  questions: 'What would the CFO do with a bridge instead?',
};

function port(answers: Record<string, HumanPerspective | null>, onCall?: () => Promise<void>) {
  const memory = createMemoryHumans({
    perspectives: answers,
    onCall: async (call) => {
      if (call.kind === 'perspectives') await onCall?.();
    },
  });
  const asked = {
    get perspectives() {
      return memory.calls.filter((c) => c.kind === 'perspectives').map((c) => c.seats);
    },
  };
  return { humans: memory.humans, asked, calls: memory.calls };
}

function run(
  humans: HumanInputPort | undefined,
  options: ScriptOptions = {},
  store: MemoryStore = createMemoryStore(),
) {
  const mind = createScriptedMind(options);
  const { log, result } = deliberateSeedRound({ board, mind, store, ...(humans ? { humans } : {}) });
  return { mind, log, result, store };
}

describe('runDeliberation: human seats', () => {
  it('turns a human perspective into a position and a vote without ever asking the mind for that seat', async () => {
    const { humans, asked } = port({ INVESTOR_REP: investorView, CUSTOMER_ADVOCATE: null });
    const { result, mind, log } = run(humans);
    const r = await result;
    expect(asked.perspectives).toEqual([['INVESTOR_REP', 'CUSTOMER_ADVOCATE']]);
    expect(mind.calls.some((c) => c.seatKey === 'INVESTOR_REP' || c.seatKey === 'CUSTOMER_ADVOCATE')).toBe(
      false,
    );
    const position = r.positions.find((p) => p.seat.key === 'INVESTOR_REP');
    expect(position).toMatchObject({
      source: 'human',
      position: {
        stance: 'strongly_oppose',
        concerns: [],
        recommendations: [],
        questions: [investorView.questions],
      },
    });
    const vote = r.votes.find((v) => v.seat.key === 'INVESTOR_REP')?.vote;
    expect(vote).toEqual({ vote: 'against', rationale: investorView.perspective, confidence: 0.9 });
    expect(r.discussion.map((d) => d.seat.key)).not.toContain('INVESTOR_REP');
    expect(log.ofType('human_waiting')[0]?.payload.seats).toHaveLength(2);
    expect(log.ofType('human_received')[0]).toMatchObject({
      seatId: 'seat-investor_rep',
      payload: { stance: 'strongly_oppose' },
    });
  });

  it('marks a human seat with no response, leaves it out of the vote and shows it in failures', async () => {
    const { humans } = port({ INVESTOR_REP: investorView, CUSTOMER_ADVOCATE: null });
    const { result, log } = run(humans);
    const r = await result;
    // Asked for its perspective and, later, for its vote: it gave neither.
    expect(log.ofType('human_missing')).toEqual([
      expect.objectContaining({
        seatId: 'seat-customer_advocate',
        phase: 'initial_positions',
        payload: expect.objectContaining({ reason: 'no response' }),
      }),
      expect.objectContaining({
        seatId: 'seat-customer_advocate',
        phase: 'final_vote',
        payload: expect.objectContaining({ reason: 'no vote' }),
      }),
    ]);
    expect(r.votes.map((v) => v.seat.key)).not.toContain('CUSTOMER_ADVOCATE');
    expect(r.scores.vote_breakdown.absent.count).toBe(1);
    expect(r.failures).toEqual([
      expect.objectContaining({ title: 'Customer Advocate', phase: 'initial_positions' }),
    ]);
  });

  it('shows AI seats the human stances in their digest', async () => {
    const { humans } = port({ INVESTOR_REP: investorView });
    const seen: string[] = [];
    const { result } = run(humans, {
      revise: (ctx) => {
        const investor = ctx.digest.find((d) => d.title === 'Investor Representative');
        if (investor) seen.push(investor.stance);
        return {
          stance: ctx.own.stance,
          confidence: ctx.own.confidence,
          reasoning: '',
          what_would_change_my_mind: '',
        };
      },
    });
    await result;
    expect(seen).toEqual(['strongly_oppose', 'strongly_oppose', 'strongly_oppose', 'strongly_oppose']);
  });

  it('without a human input port, every human seat is missing', async () => {
    const { result, log } = run(undefined);
    const r = await result;
    expect(log.ofType('human_missing')).toHaveLength(2);
    expect(r.positions.every((p) => p.source === 'ai')).toBe(true);
  });

  it('waits for the humans while the AI seats state their positions, concurrently', async () => {
    let aiStarted = 0;
    let humansAsked = false;
    const { humans } = port({ INVESTOR_REP: investorView }, async () => {
      humansAsked = true;
      // Answer only once every AI seat has begun its position: a sequential engine would deadlock here.
      for (let i = 0; i < 50 && aiStarted < 4; i++) await new Promise((r) => setTimeout(r, 10));
      expect(aiStarted).toBe(4);
    });
    const { result } = run(humans, {
      before: async (c) => {
        if (c.phase !== 'initial_positions') return;
        aiStarted += 1;
        for (let i = 0; i < 50 && !humansAsked; i++) await new Promise((r) => setTimeout(r, 10));
      },
    });
    const r = await result;
    expect(r.positions).toHaveLength(5);
  });

  it('does not wait for the humans again on resume', async () => {
    const first = port({ INVESTOR_REP: investorView });
    const a = run(first.humans);
    const firstResult = await a.result;
    const second = port({ INVESTOR_REP: investorView, CUSTOMER_ADVOCATE: investorView });
    const b = run(second.humans, {}, a.store);
    expect(await b.result).toEqual(firstResult);
    expect(second.calls).toEqual([]);
    expect(b.log.ofType('human_missing')).toHaveLength(0);
  });

  it('lets a human-only board decide, with the chair the only mind call', async () => {
    const humansOnly = sampleBoard(['CEO', 'CFO'], { humans: ['CEO', 'CFO'] });
    const { humans } = port({
      CEO: { ...investorView, stance: 'support' },
      CFO: { ...investorView, stance: 'support' },
    });
    const mind = createScriptedMind();
    const r = await runDeliberation({
      board: humansOnly,
      decision: SEED_ROUND,
      mind,
      store: createMemoryStore(),
      emit: createEventLog().emit,
      humans,
      signal: new AbortController().signal,
    });
    expect(mind.calls.map((c) => c.phase)).toEqual(['synthesis']);
    expect(r.scores.outcome).toBe('proceed');
    expect(r.rounds[0]).toMatchObject({ status: 'completed', seats: [] });
  });
});
