// The caller's live notification frames over Server-Sent Events, read with fetch (EventSource
// cannot send the bearer token). Resolves when the server closes the stream (its lifetime, a
// restart); the caller reconnects.
import type { NotificationStreamFrame } from '../../../../contracts/notifications.ts';
import { ApiError, apiResponse, reportSessionEnded } from '../../../shared/api/api-client.ts';
import { createSseParser } from '../../../shared/lib/sse-parser.ts';

function signedOutDetail(data: string): string {
  try {
    const { detail } = JSON.parse(data) as { detail?: unknown };
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    // Fall through to the generic sentence.
  }
  return 'Your session has ended. Sign in again.';
}

export async function readNotificationStream(
  signal: AbortSignal,
  onFrame: (frame: NotificationStreamFrame) => void,
): Promise<void> {
  const response = await apiResponse('/notifications/stream', {
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!response.body) throw new ApiError(0, 'Streaming is not supported by this browser');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const frame of parser.push(value)) {
        // The session this tab runs on has ended (removed from an organization, signed out by an
        // administrator, account disabled): the app signs out now, with the reason.
        if (frame.event === 'signed_out') {
          reportSessionEnded(signedOutDetail(frame.data));
          throw new ApiError(401, 'Signed out');
        }
        if (frame.event !== 'notifications') continue;
        try {
          onFrame(JSON.parse(frame.data) as NotificationStreamFrame);
        } catch {
          // A malformed frame is skipped; the next one carries the whole state again.
        }
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
