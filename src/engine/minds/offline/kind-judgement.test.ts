// The misreadings of issue 12, as regressions: each decision is run through the whole offline
// deliberation on the ten-seat board and its full text is checked the way a founder would read it.
import { describe, expect, it } from 'vitest';
import { runDeliberation } from '../../protocol.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { sampleBoard } from '../../test-support/sample-board.ts';
import { decisionOf, JUDGEMENT_CORPUS } from '../../testing/judgement-corpus/index.ts';
import type { DeliberationResult } from '../../types.ts';
import { createOfflineMind } from './offline-mind.ts';

async function deliberate(id: string): Promise<DeliberationResult> {
  const labelled = JUDGEMENT_CORPUS.find((d) => d.id === id);
  if (!labelled) throw new Error(`No corpus decision ${id}`);
  return runDeliberation({
    board: sampleBoard(),
    decision: decisionOf(labelled),
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal: new AbortController().signal,
  });
}

function allText(r: DeliberationResult): string {
  return JSON.stringify([
    r.positions.map((p) => p.position),
    r.discussion,
    r.rounds,
    r.votes.map((v) => v.vote),
    r.synthesis,
  ]);
}

describe('the offline board reads the decision before judging it', () => {
  it('treats a layoff as a layoff: no fundraise advice, the runway arithmetic, the consultation first', async () => {
    const r = await deliberate('layoff-30pct');
    const text = allText(r);
    expect(text).not.toMatch(/\bthe raise\b|pre-emption|the round\b|investor meeting/i);
    expect(r.reading?.calculations.map((c) => c.result).join(' ')).toMatch(/cannot reach 24 months/);
    expect(r.synthesis.action_items[0]?.action).toMatch(/consultation/i);
    expect(r.synthesis.critical_risks.some((x) => /Germany/.test(x.risk) && x.severity === 'critical')).toBe(
      true,
    );
  });

  it('supports a recall after injury reports: nobody opposes it, stop-sale and notification come first', async () => {
    const r = await deliberate('recall-heater');
    expect(r.scores.outcome).toBe('proceed');
    expect(r.votes.filter((v) => v.vote.vote === 'against')).toEqual([]);
    const risk = r.positions.find((p) => p.seat.key === 'RISK_OFFICER')?.position;
    expect(['support', 'strongly_support']).toContain(risk?.stance);
    expect(r.synthesis.action_items[0]?.action).toMatch(/Stop sale.*notify/);
    expect(allText(r)).not.toMatch(/closing conditional|break fee|long-stop/i);
  });

  it('knows an offer to buy us from buying them: no integration plan, the waterfall and conflicts instead', async () => {
    const r = await deliberate('sell-offer-strategic');
    expect(r.reading?.restatement).toMatch(/you are the one being acquired/);
    const text = allText(r);
    expect(text).not.toMatch(/integration plan|100-day/i);
    expect(text).toMatch(/waterfall/i);
    expect(text).toMatch(/founders or staff are offered jobs or retention/);
  });

  it('does not read a growing AWS bill as company growth', async () => {
    const r = await deliberate('cloud-colo');
    expect(allText(r)).not.toMatch(/premium valuation|growth is the signal/i);
    expect(r.reading?.calculations.map((c) => c.result).join(' ')).toMatch(
      /a cost grew 50%, not the business/,
    );
  });

  it('does the arithmetic it is given: break-even churn of a price rise, churn against payback', async () => {
    const price = await deliberate('price-rise-40');
    expect(price.reading?.calculations.find((c) => /lose before revenue falls/.test(c.label))?.result).toBe(
      '28.6%',
    );
    const churn = await deliberate('churn-payback');
    expect(churn.reading?.calculations.map((c) => c.result).join(' ')).toMatch(/Fix churn first/);
  });

  it('asks no seat for a figure the decision states', async () => {
    const r = await deliberate('layoff-30pct');
    const questions = r.positions.flatMap((p) => p.position.questions).join(' ');
    expect(questions).not.toMatch(/how many months of runway/i);
  });
});
