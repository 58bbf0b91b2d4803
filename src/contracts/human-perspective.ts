// What a human board member writes, as both sides read it: key points typed one per line (blank
// lines dropped, a leading bullet, dash or asterisk removed) and the summary shown of an analysis.
export const PERSPECTIVE_SUMMARY_LENGTH = 100;

export function stripBullet(point: string): string {
  return point.replace(/^\s*[-*•]\s*/, '').trim();
}

/** Key points from the form's text: one per line, bullets stripped, blank lines dropped. */
export function keyPointsFromText(text: string): string[] {
  return text.split(/\r?\n/).map(stripBullet).filter(Boolean);
}

/**
 * The shown summary of an analysis: at most its first 100 characters, cut at the last word boundary
 * that fits and ended with an ellipsis when anything was left out (a summary never ends mid-word).
 */
export function perspectiveSummary(text: string): string {
  const whole = text.trim().replace(/\s+/g, ' ');
  if (whole.length <= PERSPECTIVE_SUMMARY_LENGTH) return whole;
  const head = whole.slice(0, PERSPECTIVE_SUMMARY_LENGTH + 1);
  const lastSpace = head.lastIndexOf(' ');
  // One word longer than the summary: cut it, the ellipsis says so.
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, PERSPECTIVE_SUMMARY_LENGTH);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
