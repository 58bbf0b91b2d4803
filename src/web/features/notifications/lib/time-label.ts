// How long ago a notification came, in the spec's words: 'Just now', 'Nm ago', 'Nh ago',
// 'Yesterday', 'Nd ago'.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgoLabel(at: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 2 * DAY) return 'Yesterday';
  return `${Math.floor(elapsed / DAY)}d ago`;
}
