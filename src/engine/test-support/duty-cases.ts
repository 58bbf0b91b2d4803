// Duty tests as cases: each wording must raise the duty (and cross it or not), each near miss
// must leave it unraised. Read through the whole reader, as the board reads a decision.
import { expect, it } from 'vitest';
import { readDecision } from '../minds/offline/reader/read-decision.ts';
import type { ReadingDuty } from '../reading.ts';
import { plainDecision } from './plain-decision.ts';

export type DutyCase = [topic: string, context: string];

export const dutyIn = (topic: string, context: string, id: string): ReadingDuty | null =>
  readDecision(plainDecision(topic, context)).duties.find((d) => d.id === id) ?? null;

/** Each case raises the duty; `breached` says whether the proposal as stated crosses it. */
export function raises(id: string, cases: readonly DutyCase[], breached?: boolean): void {
  it.each(cases)(`raises ${id}: %s`, (topic, context) => {
    const d = dutyIn(topic, context, id);
    expect(d, `${topic} ${context}`).not.toBeNull();
    if (breached !== undefined) expect(d?.breached, `${topic} ${context}`).toBe(breached);
  });
}

export function quiet(id: string, cases: readonly DutyCase[]): void {
  it.each(cases)(`does not raise ${id}: %s`, (topic, context) => {
    expect(dutyIn(topic, context, id), `${topic} ${context}`).toBeNull();
  });
}
