// Duties as seats' points. The seat that owns a duty raises it; when that seat is not on the
// board, the Risk Officer does, else the Governance director, else the CEO, so no duty goes
// unsaid. A proposal that would itself breach a duty is opposed as proposed.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';

const STAND_INS: readonly PositionKey[] = ['RISK_OFFICER', 'INDEPENDENT_GOVERNANCE', 'CEO'];

/** Who asks for a missing figure when its owner is not on the board: money questions go to the CFO first. */
export const FACT_STAND_INS: readonly PositionKey[] = [
  'CFO',
  'CEO',
  'RISK_OFFICER',
  'INDEPENDENT_GOVERNANCE',
];

/** The seat on this board that speaks for what `owner` owns (a duty, a missing fact). */
export function speakerFor(
  owner: string,
  board: readonly string[],
  standIns: readonly string[] = STAND_INS,
): string {
  if (board.includes(owner)) return owner;
  return standIns.find((k) => board.includes(k)) ?? board[0] ?? owner;
}

export function firstSentence(text: string): string {
  const m = /^.+?[.!?](?=\s|$)/.exec(text);
  return (m ? m[0] : text).trim();
}

export function dutyPoints(x: KindContext, c: NotesBuilder, seatKey: string, board: readonly string[]): void {
  for (const duty of x.reading.duties) {
    if (speakerFor(duty.owner, board) !== seatKey) continue;
    if (duty.breached)
      c.con(
        1.5,
        `As proposed, ${x.phrase} would breach a duty the board cannot weigh away (${duty.title.toLowerCase()}): ${firstSentence(duty.text)}`,
        duty.action,
        'critical',
      );
    else c.con(0.25, `${duty.title}: ${firstSentence(duty.text)}`, duty.action, 'high');
    c.act(duty.action, 'before anything is signed or announced');
  }
}
