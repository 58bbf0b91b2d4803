// A board member's remark that restates a figure is a fact: 'the $220k is the salary, not
// revenue', 'MRR is $35k', 'runway is really 9 months'. It is read by the same number reader; a
// figure of the same amount changes meaning, a figure of the same meaning changes amount, and a
// new one is added. The reading is then rebuilt, so every later step uses the corrected figures
// and the result says who corrected what.
import type { DecisionReading, ReadingCorrection, ReadingNumber } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { numbersOf } from './numbers.ts';
import { rebuildReading } from './read-decision.ts';
import { normalizeNumberWords } from './text.ts';

export interface Remark {
  author: string;
  text: string;
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 0.005);

/** '…, not revenue' and 'is not revenue' say what a figure is not; the reader must not take that word as its meaning. */
function withoutDenials(text: string): string {
  return text.replace(
    /\b(?:is |are |was )?not (?:the |our |a |an |their )?(?:\w+)(?: (?:revenue|burn|cost|price|valuation|salary))?/gi,
    ' ',
  );
}

function applyOne(
  numbers: ReadingNumber[],
  remark: Remark,
  kind: KindId | null,
): { numbers: ReadingNumber[]; changes: string[] } {
  const stated = numbersOf(normalizeNumberWords(withoutDenials(remark.text)), { kind }).filter(
    (n) => n.meaning,
  );
  const out = [...numbers];
  const changes: string[] = [];
  for (const figure of stated) {
    const corrected = { ...figure, corrected_by: remark.author };
    const byAmount = out.findIndex((n) => sameAmount(n.value, figure.value) && n.unit === figure.unit);
    const current = out[byAmount];
    if (current) {
      if (
        current.meaning === figure.meaning &&
        current.role === figure.role &&
        current.whose === figure.whose
      )
        continue;
      out[byAmount] = { ...corrected, text: current.text, clause: current.clause };
      changes.push(`${figure.label}: ${current.text} (was read as ${current.label})`);
      continue;
    }
    const byMeaning = out.findIndex(
      (n) => n.meaning === figure.meaning && n.role === figure.role && n.whose === figure.whose,
    );
    const previous = out[byMeaning];
    if (previous) {
      out[byMeaning] = corrected;
      changes.push(`${figure.label}: ${figure.text} (was ${previous.text})`);
      continue;
    }
    out.push(corrected);
    changes.push(`${figure.label}: ${figure.text} (added)`);
  }
  return { numbers: out, changes };
}

/** The reading with the remarks' figures applied, or the same reading when none restates a figure. */
export function correctReading(
  decision: Decision,
  reading: DecisionReading,
  remarks: readonly Remark[],
): DecisionReading {
  if (reading.verdict === 'cannot_judge') return reading;
  const seen = new Set(reading.corrections.map((c) => `${c.author}\u0000${c.text}`));
  let numbers = reading.numbers;
  const corrections: ReadingCorrection[] = [...reading.corrections];
  for (const remark of remarks) {
    const key = `${remark.author}\u0000${remark.text}`;
    if (seen.has(key) || !/\d/.test(normalizeNumberWords(remark.text))) continue;
    seen.add(key);
    const applied = applyOne(numbers, remark, (reading.kind as KindId | null) ?? null);
    if (applied.changes.length === 0) continue;
    numbers = applied.numbers;
    corrections.push({ author: remark.author, text: remark.text, changes: applied.changes });
  }
  return corrections.length === reading.corrections.length
    ? reading
    : rebuildReading(decision, reading, numbers, corrections);
}
