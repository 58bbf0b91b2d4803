// Deadlines as the portal shows them, always from the server's deadline: a pending decision is
// due 'Today', 'Tomorrow' or in 'N days' (calendar days here), and an open session counts down
// 'Response needed within N minutes'.
const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** 'Today', 'Tomorrow', 'N days'; 'Overdue' once passed; null without a deadline. */
export function dueLabel(deadline: string | null, now: number): string | null {
  if (!deadline) return null;
  const due = Date.parse(deadline);
  if (Number.isNaN(due)) return null;
  if (due <= now) return 'Overdue';
  const days = Math.round((startOfDay(due) - startOfDay(now)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days`;
}

/** Whole minutes left, rounded up (a deadline 30 s away still needs a response within 1 minute). */
export function minutesLeft(deadline: string | null, now: number): number | null {
  if (!deadline) return null;
  const due = Date.parse(deadline);
  if (Number.isNaN(due)) return null;
  return Math.max(0, Math.ceil((due - now) / 60_000));
}

export function responseNeededText(minutes: number): string {
  return `Response needed within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
