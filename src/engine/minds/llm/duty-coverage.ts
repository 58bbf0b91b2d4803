// The chair of a language-model board must give every duty of the reading an action item. A
// model may drop one; code does not: any duty the synthesis leaves uncovered is added as an
// action item, owned by the seat that speaks for it.
import type { DecisionReading } from '../../reading.ts';
import type { Seat, Synthesis } from '../../types.ts';
import { speakerFor } from '../offline/seats/duty-points.ts';

/** A duty counts as covered when an action item or risk names most of its title's words. */
function covered(title: string, synthesis: Synthesis): boolean {
  const words = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  if (words.length === 0) return true;
  const texts = [
    ...synthesis.action_items.map((a) => a.action),
    ...synthesis.critical_risks.map((r) => r.risk),
  ].map((t) => t.toLowerCase());
  return texts.some((t) => words.filter((w) => t.includes(w)).length >= Math.ceil(words.length * 0.6));
}

export function withEveryDuty(
  synthesis: Synthesis,
  reading: DecisionReading | null | undefined,
  board: readonly Seat[],
): Synthesis {
  if (!reading?.duties?.length) return synthesis;
  const keys = board.filter((s) => s.kind === 'AI').map((s) => s.key);
  const titleOf = (key: string) => board.find((s) => s.key === key)?.title ?? key;
  const missing = reading.duties.filter((d) => !covered(d.title, synthesis));
  if (missing.length === 0) return synthesis;
  return {
    ...synthesis,
    action_items: [
      ...missing.map((d) => ({
        action: `${d.title}: ${d.action}`,
        owner_role: titleOf(speakerFor(d.owner, keys)),
        horizon: d.breached ? 'now, before anything else' : 'before anything is signed or announced',
      })),
      ...synthesis.action_items,
    ],
  };
}
