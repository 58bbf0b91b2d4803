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

/** The shown summary of an analysis: its first 100 characters. */
export function perspectiveSummary(text: string): string {
  return text.slice(0, PERSPECTIVE_SUMMARY_LENGTH);
}
