// How the Members table shows a last activity: 'Never', 'Just now', 'Nh ago' within a day,
// 'Yesterday' within two, otherwise the date.
import { formatDate } from '../../../shared/lib/format-date.ts';

const HOUR_MS = 60 * 60 * 1000;

export function lastActiveLabel(lastActive: string | null, now: Date = new Date()): string {
  if (!lastActive) return 'Never';
  const at = new Date(lastActive);
  if (Number.isNaN(at.getTime())) return 'Never';
  const hours = Math.floor((now.getTime() - at.getTime()) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  if (hours < 48) return 'Yesterday';
  return formatDate(lastActive) ?? 'Never';
}
