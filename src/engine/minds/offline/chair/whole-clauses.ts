// Shortens a seat's reason for the synthesis without leaving it mid-phrase: a cut mid-clause
// ('… would leave the company with') reads as a broken sentence, so the text ends at the last
// sentence or clause boundary that fits, or is kept whole when none does.

/** Words a clause cannot end on: a reason cut after them still needs its object. */
const DANGLING =
  /\b(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|than|that|which|who|is|are|was|were|be|its|their|our|your|as|if|so|into|per|about|under|over|no|not|this|these|those)$/i;

/** 'not the 24 months stated', but a figure in words keeps its own article: 'not a year and a half, as stated'. */
export function notAsStated(stated: string): string {
  return /^(?:a|an|the|one|half)\s/i.test(stated) ? `not ${stated}, as stated` : `not the ${stated} stated`;
}

export function wholeClauses(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  for (const boundary of [/[.!?](?=\s)/g, /[;:—–](?=\s)/g, /,(?=\s)/g]) {
    const ends = [...head.matchAll(boundary)].map((m) => m.index ?? 0).filter((i) => i > max * 0.35);
    for (const end of ends.reverse()) {
      const kept = flat.slice(0, end).replace(/[\s,;:—–]+$/, '');
      if (!DANGLING.test(kept) && !/\(\S*[^)]*$/.test(kept)) return /[.!?]$/.test(kept) ? kept : `${kept}.`;
    }
  }
  // No boundary fits: a long reason is kept whole rather than ended mid-phrase.
  return flat;
}
