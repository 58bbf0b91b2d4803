// The words written beside a figure in its clause, for sums that read a figure's period or terms
// from what immediately surrounds it ('€29 per vehicle per month', 'R$399 a year', '$40k one-off').

/** Up to `before` characters before the figure and `after` after it, or null when its text is not in its clause. */
export function wordsBeside(
  n: { text: string; clause?: string },
  before: number,
  after: number,
): { before: string; after: string } | null {
  const clause = n.clause ?? '';
  const at = clause.indexOf(n.text);
  if (at < 0) return null;
  const end = at + n.text.length;
  return { before: clause.slice(Math.max(0, at - before), at), after: clause.slice(end, end + after) };
}
