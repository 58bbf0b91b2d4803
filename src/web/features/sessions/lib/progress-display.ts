// What the progress view says: the bar's figure and the line under it, for each stage of a
// live session (95 at completion, then 100 'Board deliberation complete!').
import { COMPLETED_PROGRESS, PROGRESS_MESSAGES } from '../../../shared/session-stream/polling.ts';
import { progressMessage } from '../../../shared/session-stream/session-progress.ts';
import type { LiveState } from './live-state.ts';

/** running → finishing (results loading) → complete (100, for 1 s) → results. */
export type LiveStage = 'running' | 'finishing' | 'complete' | 'results' | 'failed';

export const RESULTS_DELAY_MS = 1000;

const RESULTS_LOADING = 'Board deliberation complete. Loading the results...';

/** Once the board has decided, nothing on the page may say it is still deliberating. */
const isFinished = (stage: LiveStage) => stage === 'finishing' || stage === 'complete' || stage === 'results';

export function progressHeading(stage: LiveStage): string {
  return isFinished(stage) ? 'Board Deliberation Complete' : 'Board Deliberation in Progress';
}

/** Which mind deliberates (or did), under the heading; null until the session says. */
export function engineLine(state: Pick<LiveState, 'engine' | 'model'>, stage: LiveStage): string | null {
  const verb = isFinished(stage) ? 'deliberated' : 'is deliberating';
  if (state.engine === 'offline') return `The built-in offline engine ${verb} (deterministic, no AI model).`;
  if (state.engine) return `The language model ${state.model ?? ''} ${verb}.`;
  return null;
}

export function progressDisplay(state: LiveState, stage: LiveStage): { value: number; message: string } {
  if (stage === 'complete' || stage === 'results') return { value: 100, message: PROGRESS_MESSAGES.complete };
  // The board has decided; only its results are on their way.
  if (stage === 'finishing')
    return { value: Math.max(state.progress, COMPLETED_PROGRESS), message: RESULTS_LOADING };
  return { value: state.progress, message: progressMessage(state.status) };
}
