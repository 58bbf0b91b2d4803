// Waiting for a board inside one tool call: reads the session's status every `pollMs` and tells
// the client each step forward as an MCP progress notification (progress only ever rises, as the
// protocol asks), until the session ends, the wait is over or the client cancels.
import type { ProgressToken } from '@modelcontextprotocol/sdk/types.js';
import type { SessionDetail } from '../../../contracts/sessions.ts';
import type { Actor } from '../../policy.ts';
import type { SessionService } from '../sessions/service.ts';
import { statusLine } from './present.ts';

interface WaitOptions {
  waitMs: number;
  signal: AbortSignal;
  progressToken: ProgressToken | undefined;
  sendNotification: (notification: {
    method: 'notifications/progress';
    params: { progressToken: ProgressToken; progress: number; total: number; message: string };
  }) => Promise<void>;
}

const ended = (status: string) => status === 'completed' || status === 'failed';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export async function waitForResult(
  deps: { sessions: SessionService; pollMs: number },
  actor: Actor,
  sessionId: string,
  options: WaitOptions,
): Promise<SessionDetail> {
  const deadline = Date.now() + options.waitMs;
  let reported = -1;
  for (;;) {
    const status = await deps.sessions.getStatus(actor, sessionId);
    if (options.progressToken !== undefined && status.progress > reported) {
      reported = status.progress;
      await options.sendNotification({
        method: 'notifications/progress',
        params: {
          progressToken: options.progressToken,
          progress: status.progress,
          total: 100,
          message: statusLine(status),
        },
      });
    }
    if (ended(status.status) || Date.now() >= deadline || options.signal.aborted) break;
    await pause(Math.min(deps.pollMs, Math.max(0, deadline - Date.now())), options.signal);
  }
  return deps.sessions.getDetail(actor, sessionId);
}
