// The offline chair on a decision with options (ADR 58): the synthesis opens with the board's
// choice, how close it was and who could flip it, as the count found them; the yes/no headline
// and everything else stay as the chair wrote them.
import type { OptionsOutcome } from '../../../option-ranking.ts';
import type { Synthesis } from '../../../types.ts';

export function withOptionChoice(
  synthesis: Synthesis,
  options: OptionsOutcome | null | undefined,
): Synthesis {
  if (!options?.winner) return synthesis;
  const winner = options.standings[0];
  const choice = `The board's choice: option ${options.winner}${winner ? ` (${winner.label})` : ''}.`;
  return {
    ...synthesis,
    recommendation: `${synthesis.recommendation} ${choice}`.trim(),
    executive_summary: `${options.summary} ${synthesis.executive_summary}`.trim(),
  };
}
