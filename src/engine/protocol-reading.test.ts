// The reading through a session: made once and recorded in the log, reused as stored when a run
// resumes, corrected by a member who restates a figure (the next steps use the corrected one),
// and, for a decision the offline board cannot place, a framing result with no votes.
import { describe, expect, it } from 'vitest';
import { createOfflineMind } from './minds/offline/offline-mind.ts';
import { runDeliberation } from './protocol.ts';
import type { DecisionReading } from './reading.ts';
import { createMemoryHumans } from './test-support/memory-humans.ts';
import { createEventLog, createMemoryStore } from './test-support/memory-store.ts';
import { sampleBoard } from './test-support/sample-board.ts';
import { deliberateSeedRound } from './test-support/seed-round.ts';
import type { Decision, Mind, SeatContext } from './types.ts';

const signal = new AbortController().signal;
const decision = (topic: string, context: string): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
const VP = decision(
  'Should we hire a VP of Sales at $220k base?',
  'MRR is $35k and the target is $100k MRR. We have $1.2M in the bank and burn $90k a month.',
);

/** The offline mind, recording the reading each seat step was given. */
function spyMind() {
  const mind = createOfflineMind();
  const seen: { step: string; reading: DecisionReading | null | undefined }[] = [];
  let reads = 0;
  const watch =
    <C extends SeatContext, R>(step: string, call: (ctx: C, s: AbortSignal) => R) =>
    (ctx: C, s: AbortSignal) => {
      seen.push({ step, reading: ctx.reading });
      return call(ctx, s);
    };
  const spied: Mind = {
    ...mind,
    read: (d) => {
      reads += 1;
      return mind.read?.(d) ?? null;
    },
    initialPosition: watch('position', mind.initialPosition),
    discuss: watch('discussion', mind.discuss),
    vote: watch('vote', mind.vote),
  };
  return { mind: spied, seen, reads: () => reads };
}

describe('the reading in a session', () => {
  it('is made once, recorded in the log, and handed to every step', async () => {
    const { mind, seen, reads } = spyMind();
    const log = createEventLog();
    const { result: running } = deliberateSeedRound(
      { board: sampleBoard(), decision: VP, mind, store: createMemoryStore(), signal },
      log,
    );
    const result = await running;
    expect(reads()).toBe(1);
    const events = log.events.filter((e) => e.type === 'reading');
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ corrected: false, reading: { kind: 'hire_executive' } });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.reading?.kind === 'hire_executive')).toBe(true);
    expect(result.reading?.numbers.find((n) => n.meaning === 'salary')?.value).toBe(220_000);
  });

  it('reuses the stored reading when a run resumes, instead of reading again', async () => {
    const stored = createOfflineMind().read?.(VP) as DecisionReading;
    const { mind, reads } = spyMind();
    const log = createEventLog();
    await runDeliberation({
      board: sampleBoard(),
      decision: VP,
      mind,
      store: createMemoryStore(),
      emit: log.emit,
      signal,
      reading: stored,
    });
    expect(reads()).toBe(0);
    expect(log.events.some((e) => e.type === 'reading')).toBe(false);
  });

  it('takes a member’s restated figure as a correction: the next steps and the result use it', async () => {
    const { mind, seen } = spyMind();
    const log = createEventLog();
    const { humans } = createMemoryHumans({
      interjections: [{ seq: 7, author: 'Dana Reyes', text: 'Careful: MRR is $45k now.' }],
    });
    const { result: running } = deliberateSeedRound(
      { board: sampleBoard(), decision: VP, mind, store: createMemoryStore(), signal, humans },
      log,
    );
    const result = await running;
    const corrected = log.events.filter((e) => e.type === 'reading' && e.payload.corrected === true);
    expect(corrected).toHaveLength(1);
    const mrrIn = (r: DecisionReading | null | undefined) =>
      r?.numbers.find((n) => n.meaning === 'mrr' && n.role === 'actual')?.value;
    expect(mrrIn(seen.find((s) => s.step === 'position')?.reading)).toBe(35_000);
    expect(mrrIn(seen.find((s) => s.step === 'vote')?.reading)).toBe(45_000);
    expect(result.reading?.corrections).toEqual([expect.objectContaining({ author: 'Dana Reyes' })]);
    expect(
      result.reading?.numbers.find((n) => n.meaning === 'mrr' && n.role === 'actual')?.corrected_by,
    ).toBe('Dana Reyes');
    const cfo = result.discussion.find((d) => d.seat.key === 'CFO');
    expect(cfo?.turn.summary).toMatch(/Corrected by Dana Reyes/);
  });

  it('frames a decision the offline board cannot place: seats ask, nobody votes', async () => {
    const log = createEventLog();
    const result = await runDeliberation({
      board: sampleBoard(),
      decision: decision(
        'Should we donate 1% of profits to a local charity?',
        'We are profitable, 40 staff, based in Leeds.',
      ),
      mind: createOfflineMind(),
      store: createMemoryStore(),
      emit: log.emit,
      signal,
    });
    expect(result.scores.outcome).toBe('needs_information');
    expect(result.votes).toEqual([]);
    expect(result.rounds).toEqual([]);
    expect(result.positions.length).toBe(sampleBoard().length);
    // The money, approval and purpose seats ask what decides it; a seat with nothing decisive to ask
    // says so rather than asking a question that would fit any decision (ADR 0103).
    for (const { seat, position } of result.positions) {
      if (['CEO', 'CFO', 'INDEPENDENT_GOVERNANCE'].includes(seat.key))
        expect(position.questions.length, seat.key).toBeGreaterThanOrEqual(1);
      if (!position.questions.length)
        expect(position.perspective).toMatch(/raises nothing that would change/);
      expect(position.questions.length).toBeLessThanOrEqual(3);
      expect(position.stance).toBe('neutral');
    }
    expect(result.synthesis.executive_summary).toMatch(/language-model board can deliberate/);
    expect(log.events.at(-1)).toMatchObject({
      type: 'session_completed',
      payload: { outcome: 'needs_information' },
    });
  });
});
