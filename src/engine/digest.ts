// What seats see of each other: one compact line per seat (title, stance, confidence, two or
// three short points), never whole transcripts — a 10-seat board's prompt stays well under
// 6,000 tokens however long the seats' answers were.
import type { DigestEntry, Seat, Stance } from './types.ts';

export const MAX_POINT_CHARS = 200;
export const MAX_TOP_POINTS = 3;
/** The prompt budget a 10-seat board's digest must fit in, with room for the decision. */
export const PROMPT_TOKEN_BUDGET = 6_000;

/** Rough token count (≈ 4 characters a token for English), enough to keep prompts in budget. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Collapses whitespace and cuts at a word boundary with an ellipsis. */
export function truncate(text: string, max = MAX_POINT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  let kept = space > max * 0.6 ? cut.slice(0, space) : cut;
  // A figure cut from its magnitude ('₹12' of '₹12 crore') would state a different number: drop it.
  if (
    /^(?:k|m|bn|million|billion|thousand|crores?|lakhs?|months?|years?|%)\b/i.test(
      flat.slice(kept.length).trim(),
    )
  )
    kept = kept.replace(/\s*\S*\d\S*$/, '');
  return `${kept.replace(/[\s,;:.]+$/, '')}…`;
}

/** Non-empty, de-duplicated, truncated points, at most `MAX_TOP_POINTS`. */
export function topPoints(points: readonly string[], max = MAX_TOP_POINTS): string[] {
  const out: string[] = [];
  for (const point of points) {
    const short = truncate(point);
    if (short && !out.includes(short)) out.push(short);
    if (out.length >= max) break;
  }
  return out;
}

export function digestEntry(
  seat: Seat,
  stance: Stance,
  confidence: number,
  points: readonly string[],
): DigestEntry {
  return {
    seatId: seat.id,
    title: seat.title,
    stance,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    top_points: topPoints(points),
  };
}

/** The digest in board order, optionally without one seat (a seat sees the others). */
export function buildDigest(
  board: readonly Seat[],
  entries: ReadonlyMap<string, DigestEntry>,
  excludeSeatId: string | null = null,
): DigestEntry[] {
  return board.flatMap((seat) => {
    const entry = entries.get(seat.id);
    return entry && seat.id !== excludeSeatId ? [entry] : [];
  });
}

/** A plain-text rendering for prompts: one line per seat. */
export function renderDigest(digest: readonly DigestEntry[]): string {
  return digest
    .map((e) => {
      const points = e.top_points.length ? ` — ${e.top_points.join(' | ')}` : '';
      return `- ${e.title}: ${e.stance} (confidence ${e.confidence.toFixed(2)})${points}`;
    })
    .join('\n');
}
