// The reading as a data block for every language-model seat and the chair: the figures, sums,
// premise checks and duties the code computed, so a model reasons from checked arithmetic instead
// of redoing it (models are weak at exactly this). Each duty the seat speaks for is marked as
// its own. Capped so a ten-seat board's prompts stay within budget.
import type { DecisionReading } from '../../reading.ts';
import type { Seat } from '../../types.ts';
import { speakerFor } from '../offline/seats/duty-points.ts';

export const READING_LIMITS = {
  numbers: 8,
  calculations: 5,
  duties: 5,
  missing: 3,
  premises: 2,
  line: 120,
} as const;

function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > READING_LIMITS.line ? `${one.slice(0, READING_LIMITS.line - 1)}…` : one;
}

/**
 * The block's lines. `self` marks the duties this seat speaks for (null for the chair, who must
 * cover them all). Figures are written by code from the user's text, so they are neutralized like
 * any other data by the caller.
 */
export function readingLines(reading: DecisionReading, board: readonly Seat[], self: Seat | null): string[] {
  const keys = board.filter((s) => s.kind === 'AI').map((s) => s.key);
  const lines: string[] = [];
  if (reading.kind_label) lines.push(`Kind: ${reading.kind_label}`);
  if (reading.numbers.length) {
    lines.push('Figures (read by code from the decision):');
    for (const n of reading.numbers.slice(0, READING_LIMITS.numbers))
      lines.push(
        `- ${clip(`${n.label}: ${n.text}${n.corrected_by ? ` (corrected by ${n.corrected_by})` : ''}`)}`,
      );
  }
  if (reading.calculations.length) {
    lines.push('Calculations (computed by code; use them, do not recompute):');
    for (const c of reading.calculations.slice(0, READING_LIMITS.calculations))
      lines.push(`- ${clip(`${c.label}: ${c.result} (${c.inputs})`)}`);
  }
  if (reading.premise_checks.length) {
    lines.push('Premise checks (decide on the computed figure):');
    for (const p of reading.premise_checks.slice(0, READING_LIMITS.premises)) lines.push(`- ${clip(p.text)}`);
  }
  if (reading.duties.length) {
    lines.push(
      self ? 'Duties (address each one marked yours):' : 'Duties (the synthesis must cover every one):',
    );
    for (const d of reading.duties.slice(0, READING_LIMITS.duties)) {
      const yours = self && speakerFor(d.owner, keys) === self.key ? ' [yours]' : '';
      const breached = d.breached ? ' The proposal as written would breach it.' : '';
      lines.push(`- ${clip(`${d.title}${yours}: ${d.action}.${breached}`)}`);
    }
  }
  if (reading.missing.length) {
    lines.push('Facts the decision does not give:');
    for (const m of reading.missing.slice(0, READING_LIMITS.missing))
      lines.push(`- ${clip(`${m.fact}: ${m.question}`)}`);
  }
  return lines;
}
