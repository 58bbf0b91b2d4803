// Wakes live streams in this process the moment a session event is written. Streams also poll
// the event log, so events written by a worker in another process still arrive.
import { EventEmitter } from 'node:events';

export function createSessionEventBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify(sessionId: string): void {
      emitter.emit(sessionId);
    },
    /** Resolves at the next event of the session, or after `timeoutMs`, or when aborted. */
    waitForEvent(sessionId: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          emitter.off(sessionId, done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        emitter.once(sessionId, done);
        signal.addEventListener('abort', done, { once: true });
      });
    },
  };
}
export type SessionEventBus = ReturnType<typeof createSessionEventBus>;
