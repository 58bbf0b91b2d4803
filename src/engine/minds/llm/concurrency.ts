// A small counting semaphore that bounds the model calls in flight per process (LLM_CONCURRENCY).
// Waiting is abort-aware: a queued caller whose signal aborts leaves the queue and rejects with the
// signal's reason, so a cancelled session never holds or waits for a slot.

export const DEFAULT_LLM_CONCURRENCY = 16;

export interface Limiter {
  /** Slots in all. */
  readonly max: number;
  /** Slots held right now. */
  readonly active: number;
  /** Callers queued for a slot. */
  readonly waiting: number;
  /** Waits for a slot; resolves with its release function (idempotent). */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Runs `task` holding a slot, releasing it however the task ends. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

interface Waiter {
  grant: () => void;
}

export function createLimiter(max: number = DEFAULT_LLM_CONCURRENCY): Limiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`Limiter size must be a positive integer, got ${max}`);
  let active = 0;
  const queue: Waiter[] = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // Hand the slot straight to the next waiter, so `active` never dips while others wait.
      if (next) next.grant();
      else active--;
    };
  };

  const acquire = (signal?: AbortSignal): Promise<() => void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < max) {
      active++;
      return Promise.resolve(releaser());
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(releaser());
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    max,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    acquire,
    async run(task, signal) {
      const release = await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

let shared: Limiter | undefined;

/** The process-wide limiter used when a mind is not given one (DEFAULT_LLM_CONCURRENCY slots). */
export function sharedLimiter(): Limiter {
  shared ??= createLimiter(DEFAULT_LLM_CONCURRENCY);
  return shared;
}
