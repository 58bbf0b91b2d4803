import { describe, expect, it } from 'vitest';
import { runDeliberation } from '../../protocol.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { sampleBoard } from '../../test-support/sample-board.ts';
import type { Decision } from '../../types.ts';
import { createOfflineMind } from './offline-mind.ts';
import { optionsInText } from './reader/options-in-text.ts';

const signal = new AbortController().signal;

const VENDORS: Decision = {
  topic: 'Which support platform should we choose for the next three years?',
  context:
    'Our help desk tool is end of life in March. We handle 4,000 tickets a month with 6 agents. Cash is $2.1M and monthly burn is $140k.',
  type: 'strategic',
  constraints: { budget: '$60k a year' },
  options: [
    { id: 'A', label: 'Vendor A at $40k a year' },
    { id: 'B', label: 'Vendor B at $55k a year with an SLA and 24/7 support' },
    { id: 'C', label: 'Build in-house with two engineers' },
  ],
};

describe('offline options', () => {
  it('reads options laid out in the text', () => {
    expect(
      optionsInText(
        'Which vendor?',
        'Option A: Vendor A at $40k a year. Option B: Vendor B at $55k a year with an SLA. Option C: build in-house.',
      ),
    ).toEqual([
      { id: 'A', label: 'Vendor A at $40k a year' },
      { id: 'B', label: 'Vendor B at $55k a year with an SLA' },
      { id: 'C', label: 'build in-house' },
    ]);
    expect(optionsInText('Should we choose between Stripe, Adyen or Mollie for payments?', '')).toEqual([
      { id: 'A', label: 'Stripe' },
      { id: 'B', label: 'Adyen' },
      { id: 'C', label: 'Mollie for payments' },
    ]);
    expect(optionsInText('Should we raise a seed round of $3M?', 'We have $400k and burn $80k.')).toBeNull();
  });

  it('reads a list after the word options, with or without numbers', () => {
    expect(
      optionsInText(
        'What do we do about the Leeds office?',
        'Options: renew for five years, or move to coworking.',
      ),
    ).toEqual([
      { id: 'A', label: 'renew for five years' },
      { id: 'B', label: 'move to coworking' },
    ]);
    expect(
      optionsInText(
        'Cracked seal on a batch of jars',
        'Our alternatives: (1) recall the batch, (2) withdraw it quietly, (3) wait for the tests.',
      ),
    ).toEqual([
      { id: 'A', label: 'recall the batch' },
      { id: 'B', label: 'withdraw it quietly' },
      { id: 'C', label: 'wait for the tests' },
    ]);
    // The word alone, with no list after a colon, lays out nothing.
    expect(optionsInText('Top up the option pool?', 'The options would vest over four years.')).toBeNull();
  });

  it('ranks three options with a reason each, side by side figures and a board choice', async () => {
    const mind = createOfflineMind();
    const result = await runDeliberation({
      board: sampleBoard(),
      decision: VENDORS,
      mind,
      store: createMemoryStore(),
      emit: createEventLog().emit,
      signal,
    });
    const figures = result.reading?.option_figures ?? [];
    expect(figures.map((f) => [f.option, f.cost_over_horizon])).toEqual([
      ['A', 120000],
      ['B', 165000],
      ['C', null],
    ]);
    for (const { vote } of result.votes) {
      expect(vote.ranking?.map((r) => r.option).sort()).toEqual(['A', 'B', 'C']);
      for (const r of vote.ranking ?? []) expect(r.reason.length).toBeGreaterThan(10);
    }
    const cfo = result.votes.find((v) => v.seat.key === 'CFO')?.vote;
    expect(cfo?.ranking?.[0]?.option).toBe('A');
    expect(result.options?.winner).toMatch(/^[ABC]$/);
    expect(result.options?.standings).toHaveLength(3);
    expect(result.synthesis.recommendation).toContain(`option ${result.options?.winner}`);
  });

  it('leaves a yes/no decision exactly as it was', async () => {
    const { options: _, ...yesNo } = VENDORS;
    const result = await runDeliberation({
      board: sampleBoard(),
      decision: yesNo,
      mind: createOfflineMind(),
      store: createMemoryStore(),
      emit: createEventLog().emit,
      signal,
    });
    expect(result.options).toBeUndefined();
    expect(result.votes.every((v) => v.vote.ranking === undefined)).toBe(true);
    expect(result.reading?.option_figures).toBeUndefined();
  });
});
