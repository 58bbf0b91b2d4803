// Agenda time maths: the total against the scheduled duration, and an item's clock during the
// meeting (counting up against its estimate, with the overrun).

export function totalDuration(items: readonly { estimated_duration_minutes: number }[]): number {
  return items.reduce((sum, item) => sum + item.estimated_duration_minutes, 0);
}

/** Minutes the agenda runs past the scheduled duration (0 when it fits). */
export function scheduleOverrun(totalMinutes: number, scheduledMinutes: number): number {
  return Math.max(0, totalMinutes - scheduledMinutes);
}

interface TimedItem {
  status: 'pending' | 'in_progress' | 'done';
  started_at: string | null;
  completed_at: string | null;
  estimated_duration_minutes: number;
}

/** Seconds spent on an item: running since it started, frozen once done, 0 before. */
export function elapsedSeconds(item: Omit<TimedItem, 'estimated_duration_minutes'>, now: number): number {
  if (!item.started_at) return 0;
  const start = Date.parse(item.started_at);
  if (Number.isNaN(start)) return 0;
  const end = item.status === 'done' && item.completed_at ? Date.parse(item.completed_at) : now;
  return Math.max(0, Math.floor(((Number.isNaN(end) ? now : end) - start) / 1000));
}

export interface ItemClock {
  elapsed: number;
  estimate: number;
  overrun: number;
  /** 0–100: how much of the estimate is used (capped). */
  percent: number;
}

export function itemClock(item: TimedItem, now: number): ItemClock {
  const elapsed = elapsedSeconds(item, now);
  const estimate = item.estimated_duration_minutes * 60;
  return {
    elapsed,
    estimate,
    overrun: Math.max(0, elapsed - estimate),
    percent: estimate > 0 ? Math.min(100, Math.round((elapsed / estimate) * 100)) : 100,
  };
}

/** 'm:ss', or 'h:mm:ss' from an hour up. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** '45 min', '1 h', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
