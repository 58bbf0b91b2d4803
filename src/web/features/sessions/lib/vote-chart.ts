// The vote breakdown as chart segments with their text equivalent: headcount (seats) and
// weighted (share of the board's weight), each split into approve / against / abstain / absent.

export interface Tally {
  approve: number;
  against: number;
  abstain: number;
}

export interface VoteBreakdown {
  headcount: Tally;
  weighted: Tally;
  absent: { count: number; weight: number };
}

export interface ChartSegment {
  key: 'approve' | 'against' | 'abstain' | 'absent';
  label: string;
  color: string;
  /** Width in percent of the bar. */
  percent: number;
  /** What the text equivalent says: '4 seats' or '55%'. */
  value: string;
}

const PARTS = [
  { key: 'approve', label: 'Approve', color: 'green' },
  { key: 'against', label: 'Against', color: 'red' },
  { key: 'abstain', label: 'Abstain', color: 'gray' },
  { key: 'absent', label: 'Absent', color: 'yellow' },
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function headcountSegments(breakdown: VoteBreakdown): ChartSegment[] {
  const counts = { ...breakdown.headcount, absent: breakdown.absent.count };
  const total = counts.approve + counts.against + counts.abstain + counts.absent;
  return PARTS.filter((part) => part.key !== 'absent' || counts.absent > 0).map((part) => ({
    ...part,
    percent: total > 0 ? round1((counts[part.key] / total) * 100) : 0,
    value: `${counts[part.key]} ${counts[part.key] === 1 ? 'seat' : 'seats'}`,
  }));
}

export function weightedSegments(breakdown: VoteBreakdown): ChartSegment[] {
  const weights = { ...breakdown.weighted, absent: breakdown.absent.weight };
  return PARTS.filter((part) => part.key !== 'absent' || weights.absent > 0).map((part) => ({
    ...part,
    percent: round1(weights[part.key] * 100),
    value: `${Math.round(weights[part.key] * 100)}%`,
  }));
}

/** One sentence for screen readers and for everyone: 'Approve 4 seats, Against 1 seat, …'. */
export function describeSegments(segments: readonly ChartSegment[]): string {
  return segments.map((s) => `${s.label} ${s.value}`).join(', ');
}

/** Counts of the listed votes (the Final Vote tab counts what it lists). */
export function countVotes(votes: readonly { vote: string }[]): Tally {
  const tally: Tally = { approve: 0, against: 0, abstain: 0 };
  for (const { vote } of votes) {
    if (vote === 'approve' || vote === 'against' || vote === 'abstain') tally[vote] += 1;
  }
  return tally;
}
