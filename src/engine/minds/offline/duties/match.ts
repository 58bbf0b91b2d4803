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

/**
 * The words of each situation found: every pattern of the situation matched (not negated) within
 * one sentence or that sentence and the next. Each found reads as its words in order: 'agent … commission … ministry'.
 */
export function findSituations(text: string, situations: readonly (readonly RegExp[])[]): string[] {
  const sentences = sentencesOf(text);
  const found: string[] = [];
  for (const situation of situations) {
    for (let i = 0; i < sentences.length; i++) {
      const window = sentences.slice(i, i + 2).join(' ');
      const words = situation.map((pattern) => findCues(window, [pattern]));
      if (words.every((w) => w.length > 0)) {
        const together = words.map((w) => w[0]).join(' … ');
        if (!found.includes(together)) found.push(together);
        break;
      }
    }
  }
  return found;
}
