// Counts attempts per key (an address, a client, an account) in a sliding window, on an
// injected clock so tests move time instead of sleeping. Per process, like the routes' own rate
// limits: with several web processes the effective limit is that many times higher (ADR 27).
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export function createAttemptLimiter(limit: AttemptLimit, now: () => Date, maxKeys = 50_000) {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, at: number) =>
    (attempts.get(key) ?? []).filter((time) => at - time < limit.windowMs);

  return {
    /** Seconds until `key` may try again; 0 when it may now. */
    wait(key: string): number {
      const at = now().getTime();
      const times = recent(key, at);
      return times.length < limit.max ? 0 : Math.ceil((limit.windowMs - (at - times[0]!)) / 1000);
    },
    record(key: string): void {
      const at = now().getTime();
      // Bounded memory: the oldest key goes first when a flood of new ones arrives.
      if (!attempts.has(key) && attempts.size >= maxKeys) attempts.delete(attempts.keys().next().value!);
      attempts.set(key, [...recent(key, at), at]);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** Checks every limit first and counts the attempt against all of them only when each allows it. */
export function takeAttempt(limits: readonly (readonly [AttemptLimiter, string])[]): number {
  const wait = Math.max(...limits.map(([limiter, key]) => limiter.wait(key)));
  if (wait === 0) for (const [limiter, key] of limits) limiter.record(key);
  return wait;
}
