// Countdowns from the server's clock marks (a window's closing time, the interjection cooldown),
// and the elapsed time of a session, as the room shows them.

/** Whole seconds until `iso`, rounded up; 0 once passed or without a mark. */
export function secondsUntil(iso: string | null, now: number): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** '0:45', '12:05', '1:02:03'. */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** From the start (or creation) to the end, or to now while it runs. */
export function elapsedSeconds(
  times: { created_at: string; started_at: string | null; completed_at: string | null },
  now: number,
): number {
  const start = Date.parse(times.started_at ?? times.created_at);
  const end = times.completed_at ? Date.parse(times.completed_at) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - start) / 1000));
}
