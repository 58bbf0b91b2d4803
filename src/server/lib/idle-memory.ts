// Gives the memory a burst of work used back to the system once the process is quiet again.
// V8 keeps the heap pages a collection frees in a pool for reuse, and releases that pool only in a
// memory-reducing collection. It schedules one itself when it judges the allocation rate low, but
// an idle server here never passed that test: the pool stayed resident until V8's watchdog fired,
// 100 s after the last full collection (never while light traffic keeps collecting). After 100
// sessions that pool was 120–160 MiB of RSS (ADR 101). The collection is the one V8 runs on low
// memory; it needs `--expose-gc`, which `npm start` and `npm run worker` pass; without it this
// does nothing.
import { performance } from 'node:perf_hooks';

const MIB = 1024 * 1024;

export interface IdleMemoryOptions {
  /** V8's collector (`globalThis.gc` under `--expose-gc`). */
  collect?: typeof globalThis.gc;
  /** The process's resident memory in bytes. */
  rss?: () => number;
  /** The share of the last interval the event loop was busy (0–1). */
  busyShare?: () => number;
  /** How often the process is looked at. */
  everyMs?: number;
  /** Growth of RSS since the last release that is worth a collection. */
  growthBytes?: number;
  /** Below this busy share the process counts as quiet. */
  quietShare?: number;
}

/** The event loop's busy share since the previous call. */
function loopBusyShare(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/**
 * One look: when RSS has grown by `growthBytes` over its lowest point since the last release and
 * the loop was quiet over the last interval, collect. RSS measured at the next look is the new
 * reference, so memory that cannot be given back (WebAssembly memory, code) does not cause a
 * collection every time; the reference then follows RSS down, so a transient peak at the time of
 * a release (the WebAssembly compiler's, just after start) does not hide the next burst.
 */
export function idleMemoryCheck(options: IdleMemoryOptions = {}) {
  const collect = 'collect' in options ? options.collect : globalThis.gc;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const busyShare = options.busyShare ?? loopBusyShare();
  const growth = options.growthBytes ?? 32 * MIB;
  const quiet = options.quietShare ?? 0.05;
  // Zero: the first quiet moment after start releases what starting up left.
  let reference = 0;
  let collected = false;
  return (): boolean => {
    const busy = busyShare();
    const now = rss();
    if (collected) {
      collected = false;
      reference = now;
      return false;
    }
    reference = Math.min(reference, now);
    if (!collect || busy >= quiet || now - reference < growth) return false;
    collect({ type: 'major', flavor: 'last-resort' });
    collected = true;
    return true;
  };
}

/** Looks every `everyMs` (10 s) for as long as the process runs; the timer keeps nothing alive. */
export function startIdleMemoryRelease(options: IdleMemoryOptions = {}): () => void {
  const check = idleMemoryCheck(options);
  const timer = setInterval(check, options.everyMs ?? 10_000);
  timer.unref();
  return () => clearInterval(timer);
}
