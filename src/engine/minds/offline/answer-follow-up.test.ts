import { beforeAll, describe, expect, it } from 'vitest';
import type { PositionKey } from '../../../contracts/positions.ts';
import { type FollowUpContext, seatRecordOf } from '../../follow-up.ts';
import { runDeliberation } from '../../protocol.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { EU_ACQUISITION, sampleBoard, seatOf } from '../../test-support/sample-board.ts';
import type { DeliberationResult, Seat } from '../../types.ts';
import { createOfflineMind } from './offline-mind.ts';

const signal = new AbortController().signal;
const mind = createOfflineMind();
const board = sampleBoard();
let result: DeliberationResult;

beforeAll(async () => {
  result = await runDeliberation({
    board,
    decision: EU_ACQUISITION,
    mind,
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal,
  });
});

function contextFor(seat: Seat, question: string): FollowUpContext {
  const record = seatRecordOf(result, seat.id);
  if (!record) throw new Error('no record');
  return {
    seat,
    decision: EU_ACQUISITION,
    board,
    record,
    outcome: result.scores.outcome,
    reading: result.reading,
    asker: 'Dana Founder',
    question,
  };
}

async function ask(key: PositionKey, question: string) {
  const { output, usage } = await mind.answerFollowUp!(contextFor(seatOf(board, key), question), signal);
  return { answer: output.answer, usage };
}

describe('a seat record', () => {
  it('gathers what one seat said in every phase, and nothing for a seat that never spoke', () => {
    const risk = seatOf(board, 'RISK_OFFICER');
    const record = seatRecordOf(result, risk.id)!;
    expect(record.position?.stance).toBe('strongly_oppose');
    expect(record.turn?.summary).toContain(risk.title);
    expect(record.vote?.vote).toBe('against');
    expect(record.rounds.every((r) => r.seatId === risk.id)).toBe(true);
    expect(seatRecordOf(result, 'not-a-seat')).toBeNull();
  });
});

describe('offline follow-up answers', () => {
  it("answers 'why?' with the seat's recorded vote and its reasons, as one call and no tokens", async () => {
    const risk = seatOf(board, 'RISK_OFFICER');
    const record = seatRecordOf(result, risk.id)!;
    const { answer, usage } = await ask('RISK_OFFICER', 'Why?');
    expect(answer.startsWith(record.vote!.rationale.slice(0, 40))).toBe(true);
    expect(usage).toEqual({ calls: 1, prompt_tokens: 0, completion_tokens: 0 });
  });

  it('answers a specific question from the recorded point it names, and ties it to the vote', async () => {
    const cfo = seatRecordOf(result, seatOf(board, 'CFO').id)!;
    const { answer } = await ask('CFO', 'Is $40M too much for their revenue?');
    expect(answer).toContain('$40M');
    expect(answer).toMatch(/It is the reason for my vote|Where I came out/);
    // Every sentence it quotes comes from the record or the board's reading, never invented.
    const said = [
      ...cfo.position!.key_points,
      ...cfo.position!.concerns,
      ...result.reading!.calculations.map((c) => c.label),
    ];
    expect(said.some((point) => answer.includes(point.slice(0, 30)))).toBe(true);
  });

  it('answers from the figures the board read when the seat itself did not speak to them', async () => {
    const { answer } = await ask('CUSTOMER_ADVOCATE', 'How many customers does the target have?');
    expect(answer).toContain('2,000 customers');
  });

  it('says so when nothing it recorded touches the question, instead of inventing an answer', async () => {
    const { answer } = await ask('CTO', 'What colour should the office walls be painted?');
    expect(answer).toMatch(/speaks to that directly/);
    expect(answer).toMatch(/would let me answer/);
  });

  it('is deterministic', async () => {
    expect(await ask('CEO', 'Why did you vote that way?')).toEqual(
      await ask('CEO', 'Why did you vote that way?'),
    );
  });
});
