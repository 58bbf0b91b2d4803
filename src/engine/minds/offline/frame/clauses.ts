// Splitting a decision's text into sentences and clauses without breaking numbers ('$1.5M',
// '2,000', '500.000 EUR'): the frame reads meaning clause by clause, because 'We have 120
// employees and a monthly burn of $900k' holds two facts.

/** Sentences: split after . ! ? followed by a space and a capital, digit or symbol. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$€£¿¡"“])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Clauses of a sentence: at ; or a comma followed by a space, and before 'and', 'but', 'so', 'while'. */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/;\s*|,\s+|\s+(?=(?:and|but|so|while|whereas)\s)/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

const NEGATION =
  /\b(not|no|never|none|unlikely|won't|will not|cannot|can't|without|fell through|isn't|aren't|don't|doesn't|haven't|hasn't|didn't|neither|nor)\b/i;

export function isNegated(clause: string): boolean {
  return NEGATION.test(clause);
}

const NEGATED_BEFORE =
  /\b(not|no|never|won't|will not|cannot|can't|without|don't|doesn't|didn't)\b(?:\s+\S+){0,3}\s*$/i;
const NEGATED_AFTER =
  /^\S*(?:\s+\S+){0,3}?\s+(is unlikely|unlikely|fell through|is off|is not|are not|won't happen)\b/i;

/** Whether the words at [start, end) of a clause are ruled out: 'we will not raise', 'a bridge round is unlikely'. */
export function isNegatedAt(clause: string, start: number, end: number): boolean {
  return NEGATED_BEFORE.test(clause.slice(0, start)) || NEGATED_AFTER.test(clause.slice(end));
}
