// What every log line says about where it comes from: the request it serves (reqId) and the
// deliberation session it concerns (sessionId), carried by AsyncLocalStorage so that services,
// the job worker and libraries logging through the app's logger need not pass them along.
// The app's pino logger adds them through `logContextMixin`; a request's own child logger
// already binds reqId, so the mixin adds only what the line and the logger do not carry yet.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LogContext {
  reqId?: string;
  sessionId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with these fields added to the current context (a session inside a request, say). */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, fn);
}

/** The context of the code running now (empty outside any). */
export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}

/** pino's `mixin`: the context's fields that neither the line nor the logger's bindings carry. */
export function logContextMixin(
  line: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const store = storage.getStore();
  if (!store) return {};
  const bound = logger.bindings();
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(store)) {
    if (value !== undefined && !(key in bound) && !(key in line)) extra[key] = value;
  }
  return extra;
}
