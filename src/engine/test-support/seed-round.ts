// Deliberating on the seed-round decision, as the protocol tests do, with every event logged.
import { type DeliberationInput, runDeliberation } from '../protocol.ts';
import { createEventLog } from './memory-store.ts';
import { SEED_ROUND } from './sample-board.ts';

/**
 * Runs the seed round (unless another decision is given) on a signal nobody aborts (unless one is
 * given), its events added to `log` (a new one unless a test follows several runs in one).
 */
export function deliberateSeedRound(
  input: Omit<DeliberationInput, 'decision' | 'emit' | 'signal'> &
    Partial<Pick<DeliberationInput, 'decision' | 'signal'>>,
  log = createEventLog(),
) {
  const result = runDeliberation({
    decision: SEED_ROUND,
    signal: new AbortController().signal,
    ...input,
    emit: log.emit,
  });
  return { log, result };
}
