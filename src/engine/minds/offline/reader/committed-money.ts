// Whether money the company counts on is in hand: a bridge 'talked about' is not a bridge in the
// bank. Shared by the framing's options side by side and the money seats' runway condition.

/** Money coming in as capital: someone else paying in. */
export const CAPITAL =
  /\b(?:bridge|loan|raise|rais(?:ed|ing)|invest(?:ment|or|ors)?|grant|facility|funding|round|seed|extension|equity|series [a-e]|term sheet|safe|convertible|notes?|overdraft|credit line)\b/i;
export const UNCOMMITTED =
  /\b(?:not (?:yet )?(?:been )?(?:committed|signed|agreed|confirmed|approved|guaranteed)|uncommitted|unconfirmed|has(?:n['’]t| not) (?:committed|signed|agreed|confirmed)|no term sheet|talked about|verbal(?:ly)?|might|may|maybe|hopes? to|expects? to)\b/i;
/** Money counted as certain only when the text says so. */
export const COMMITTED =
  /\b(?:signed|committed|agreed|approved|confirmed|received|in the bank|term sheet signed|wired|guaranteed)\b/i;

/** A sentence that says new capital is committed in writing, and does not take it back. */
export function moneyCommitted(sentences: readonly string[]): boolean {
  return sentences.some((s) => CAPITAL.test(s) && COMMITTED.test(s) && !UNCOMMITTED.test(s));
}
