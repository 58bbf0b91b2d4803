import { useEffect, useState } from 'react';

/** A counter that goes up every `intervalMs` while `active` (for rotating texts). */
export function useTick(intervalMs: number, active = true): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return tick;
}
