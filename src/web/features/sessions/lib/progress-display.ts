// What the progress view says: the bar's figure and the line under it, for each stage of a
// live session (95 at completion, then 100 'Board deliberation complete!').
import { COMPLETED_PROGRESS, PROGRESS_MESSAGES } from '../../../shared/session-stream/polling.ts';
import { progressMessage } from '../../../shared/session-stream/session-progress.ts';
import type { LiveState } from './live-state.ts';

/** running → finishing (results loading) → complete (100, for 1 s) → results. */
export type LiveStage = 'running' | 'finishing' | 'complete' | 'results' | 'failed';

export const RESULTS_DELAY_MS = 1000;

export function progressDisplay(state: LiveState, stage: LiveStage): { value: number; message: string } {
  if (stage === 'complete' || stage === 'results') return { value: 100, message: PROGRESS_MESSAGES.complete };
  if (stage === 'finishing')
    return { value: Math.max(state.progress, COMPLETED_PROGRESS), message: PROGRESS_MESSAGES.inProgress };
  return { value: state.progress, message: progressMessage(state.status) };
}
