// The polled fallback: status every 5 s, at most 60
// times; the bar follows the server's figure but rises at least 2 (starting) or 3 (running) per
// poll, capped at 20 and 80, and shows 95 at completion.
import type { SessionStatusResponse } from '../../../contracts/sessions.ts';

export const POLL_INTERVAL_MS = 5000;
/** The bar at completion, before the results show (then 100). */
export const COMPLETED_PROGRESS = 95;
export const MAX_POLLS = 60;

export const PROGRESS_MESSAGES = {
  starting: 'Board members are joining the session...',
  inProgress: 'Board deliberation in progress...',
  complete: 'Board deliberation complete!',
  timedOut: 'Session timed out - deliberation took too long',
  pollFailed: 'Failed to get session status after multiple attempts',
} as const;

export function polledProgress(previous: number, status: SessionStatusResponse): number {
  switch (status.status) {
    case 'starting':
      return Math.max(previous, Math.min(20, Math.max(previous + 2, status.progress)));
    case 'in_progress':
      return Math.max(previous, Math.min(80, Math.max(previous + 3, status.progress)));
    case 'completed':
      return Math.max(previous, COMPLETED_PROGRESS);
    default:
      return previous;
  }
}

/** After the last poll: a timeout if the server kept answering, else the status could not be read. */
export function givingUpMessage(lastPollFailed: boolean): string {
  return lastPollFailed ? PROGRESS_MESSAGES.pollFailed : PROGRESS_MESSAGES.timedOut;
}
