// How a past decision is named in words, alike on the server, in the browser and in both minds:
// its date ('3 March 2026', UTC) and its outcome with the review's verdict. Import-free, so the
// engine reads it too.

const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  proceed: 'proceed',
  against: 'against',
  mixed: 'no clear mandate',
};

const RESULT_WORDS: Readonly<Record<string, string>> = {
  better: 'better than expected',
  as_expected: 'as expected',
  worse: 'worse than expected',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '3 March 2026' (UTC), so every process and browser names the same day. */
export function decisionDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'proceed', or 'proceed, reviewed as worse than expected' once the outcome was reviewed. */
export function pastOutcomeWords(outcome: string, result: string | null): string {
  const words = OUTCOME_WORDS[outcome] ?? outcome;
  const verdict = result ? RESULT_WORDS[result] : undefined;
  return verdict ? `${words}, reviewed as ${verdict}` : words;
}
