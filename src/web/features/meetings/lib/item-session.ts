// What the meeting runner says about the board session deciding an item, beyond the shared
// progress words: the phase line with the members done, and why it stopped.
import { phaseLabel } from '../../../shared/lib/session-labels.ts';
import { type SessionProgress, UNKNOWN_FAILURE } from '../../../shared/session-stream/session-progress.ts';

export const DELIBERATION_FAILED = 'Board deliberation failed. Please try again.';
export const DECISION_NOT_RECORDED = 'The board finished, but its decision was not recorded on this item.';

/** Outcomes that record no decision on the item, and what the runner says instead. */
export const UNDECIDED_MESSAGES: Readonly<Record<string, string>> = {
  needs_information:
    'The board needs more information before it can decide this item. The analysis lists the facts to add; add them to the item and ask again.',
  cannot_judge:
    'The board could not judge this item as written. The analysis says why and what to change; edit the item and ask again.',
};

/** 'Board deliberation failed. Please try again. (reason)', with the reason when the server gave one. */
export function failedMessage(failure: string | null): string {
  return failure && failure !== UNKNOWN_FAILURE ? `${DELIBERATION_FAILED} (${failure})` : DELIBERATION_FAILED;
}

/** 'Initial Positions · 3 of 6 board members done'; the chair's synthesis has no count. */
export function phaseLine(progress: SessionProgress): string | null {
  const phase = phaseLabel(progress.phase, progress.round);
  if (!phase || progress.phase === 'synthesis' || progress.stepSeats === 0) return phase;
  const done = Math.min(progress.stepDone, progress.stepSeats);
  return `${phase} · ${done} of ${progress.stepSeats} board members done`;
}
