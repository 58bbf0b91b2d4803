// The minority report names every dissenting vote, whatever the chair wrote: a split vote must
// never read 'No dissent'. Dissent is a vote against a clear outcome; when the board is mixed,
// no side prevailed, so every approve and every against vote is on record.
import { truncate } from './digest.ts';
import type { Outcome, Synthesis, VoteRecord } from './types.ts';

export const NO_DISSENT = 'No dissent.';

export function dissentingVotes(votes: readonly VoteRecord[], outcome: Outcome): VoteRecord[] {
  if (outcome === 'cannot_judge' || outcome === 'needs_information') return [];
  if (outcome === 'proceed') return votes.filter((v) => v.vote.vote === 'against');
  if (outcome === 'against') return votes.filter((v) => v.vote.vote === 'approve');
  return votes.filter((v) => v.vote.vote !== 'abstain');
}

function line({ seat, vote }: VoteRecord): string {
  return `${seat.title} (${vote.vote}): ${truncate(vote.rationale, 220)}`;
}

/** The chair's minority report with every dissenting seat it left out appended, and no false 'No dissent'. */
export function completeMinorityReport(
  synthesis: Synthesis,
  votes: readonly VoteRecord[],
  outcome: Outcome,
): Synthesis {
  const dissent = dissentingVotes(votes, outcome);
  const written = synthesis.minority_report.trim();
  if (dissent.length === 0) return written ? synthesis : { ...synthesis, minority_report: NO_DISSENT };
  const claimsNone = /^(no dissent|none|n\/a|-)\.?$/i.test(written) || written === '';
  const kept = claimsNone ? '' : written;
  const missing = dissent.filter((d) => !kept.includes(d.seat.title));
  const report = [kept, ...missing.map(line)].filter(Boolean).join(' ');
  return { ...synthesis, minority_report: report };
}
