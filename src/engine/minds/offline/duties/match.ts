// Finding a duty's cues in the decision: each match must sit in a clause that does not rule it
// out ('we hold no health data', 'there is no personal guarantee'). A negation of a safeguard
// keeps the thing ('the records were not encrypted', 'we have not disclosed the breach').
import { clausesOf, isRuledOutAt, sentencesOf } from '../reader/text.ts';

/** The non-negated matches of any of the patterns, as the words written; empty when none. */
export function findCues(text: string, patterns: readonly RegExp[]): string[] {
  return matchesOf(text, patterns, false);
}

/** The matches the text rules out ('there are no covenants', 'covenant-free'), as written. */
export function findRuledOut(text: string, patterns: readonly RegExp[]): string[] {
  return matchesOf(text, patterns, true);
}

function matchesOf(text: string, patterns: readonly RegExp[], ruledOut: boolean): string[] {
  const found: string[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const clause of clausesOf(sentence)) {
      for (const pattern of patterns) {
        const re = new RegExp(
          pattern.source,
          pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
        );
        for (const m of clause.matchAll(re)) {
          if (isRuledOutAt(clause, m.index, m.index + m[0].length) !== ruledOut) continue;
          const words = m[0].trim().toLowerCase();
          if (!found.includes(words)) found.push(words);
        }
      }
    }
  }
  return found;
}
