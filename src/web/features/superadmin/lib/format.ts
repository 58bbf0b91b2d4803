// Figures as the super-admin area shows them.
const number = new Intl.NumberFormat('en');

export const formatCount = (n: number) => number.format(n);
export const formatPercent = (fraction: number | null) =>
  fraction === null ? '—' : `${Math.round(fraction * 1000) / 10}%`;
export const formatDate = (iso: string) => iso.slice(0, 10);
export const formatDateTime = (iso: string) => iso.replace('T', ' ').slice(0, 16);

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}

/** A chart's text equivalent: the total and the busiest point. */
export function describeSeries(points: { label: string; value: number }[], unit: string): string {
  const total = points.reduce((sum, p) => sum + p.value, 0);
  if (total === 0) return `No ${unit} in this period.`;
  const busiest = points.reduce((best, p) => (p.value > best.value ? p : best));
  return `${formatCount(total)} ${unit} in this period; the most on ${busiest.label} (${formatCount(busiest.value)}).`;
}
