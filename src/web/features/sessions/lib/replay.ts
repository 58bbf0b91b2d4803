// The replay scheduler: when each recorded event happens, from the events' own `at` timestamps.
// Long waits (a human seat's response window can be half an hour) are shortened to MAX_GAP_MS.

export const MAX_GAP_MS = 5000;
export const REPLAY_SPEEDS = [1, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Offsets in ms from the first event (non-decreasing, gaps capped). */
export function buildTimeline(events: readonly { at: string }[], maxGapMs = MAX_GAP_MS): number[] {
  const offsets: number[] = [];
  let previousAt: number | null = null;
  let offset = 0;
  for (const event of events) {
    const at = Date.parse(event.at);
    if (previousAt !== null && Number.isFinite(at)) {
      offset += Math.min(maxGapMs, Math.max(0, at - previousAt));
    }
    if (Number.isFinite(at)) previousAt = at;
    offsets.push(offset);
  }
  return offsets;
}

/** How many events have happened `elapsedMs` into the replay. */
export function dueCount(timeline: readonly number[], elapsedMs: number): number {
  let low = 0;
  let high = timeline.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (timeline[mid]! <= elapsedMs) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Real ms until the next event at `speed`, or null when every event has happened. */
export function msUntilNext(timeline: readonly number[], elapsedMs: number, speed: number): number | null {
  const next = timeline[dueCount(timeline, elapsedMs)];
  if (next === undefined) return null;
  return Math.max(0, (next - elapsedMs) / speed);
}

export function totalDuration(timeline: readonly number[]): number {
  return timeline.at(-1) ?? 0;
}

/** 'm:ss.t' of a replay position (tenths: an offline session lasts well under a second). */
export function formatClock(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  const seconds = Math.floor(tenths / 10);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${tenths % 10}`;
}
