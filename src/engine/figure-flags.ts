// After a deliberation: every AI seat's statement checked against the board's reading, so a
// figure that contradicts what the code computed (or a claim that a stated figure is missing)
// is flagged in the analysis instead of passing as advice. The mind supplies the check; the
// statements are the result's own.
import type { DecisionReading } from './reading.ts';
import type { DeliberationResult, FigureFlag, Mind } from './types.ts';

export function figureFlagsOf(
  mind: Mind,
  result: DeliberationResult,
  reading: DecisionReading | null,
): FigureFlag[] {
  const check = mind.checkStatement;
  if (!check || !reading) return [];
  const statements: { seat: string; step: string; text: string }[] = [
    ...result.positions
      .filter((p) => p.source === 'ai')
      .flatMap((p) =>
        [p.position.perspective, ...p.position.key_points].map((text) => ({
          seat: p.seat.title,
          step: 'initial position',
          text,
        })),
      ),
    ...result.discussion.map((d) => ({ seat: d.seat.title, step: 'discussion', text: d.turn.summary })),
    ...result.rounds.flatMap((r) =>
      r.seats
        .filter((s) => s.source === 'ai')
        .map((s) => ({ seat: s.title, step: `round ${r.round}`, text: s.reasoning })),
    ),
    ...result.votes
      .filter((v) => v.seat.kind === 'AI')
      .map((v) => ({ seat: v.seat.title, step: 'final vote', text: v.vote.rationale })),
    {
      seat: 'Chair',
      step: 'synthesis',
      text: `${result.synthesis.executive_summary} ${result.synthesis.synthesis}`,
    },
  ];
  const flags: FigureFlag[] = [];
  for (const s of statements)
    for (const issue of check(s.text, reading))
      if (!flags.some((f) => f.seat === s.seat && f.sentence === issue.sentence))
        flags.push({ seat: s.seat, step: s.step, ...issue });
  return flags;
}
