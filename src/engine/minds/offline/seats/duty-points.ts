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

/** Each seat's own reason for refusing a proposal a colleague has shown to cross a legal line. */
const BACKING: Readonly<Partial<Record<PositionKey, string>>> = {
  CEO: 'no result I could promise the team is worth getting it this way',
  CFO: 'what it saves or earns is small beside the fines, the personal liability and the cost of unwinding it',
  CTO: 'nothing in the systems changes that, and I would not build or run it as written',
  INVESTOR_REP: 'it would surface in every diligence and make the company hard to fund or sell',
  INDUSTRY_EXPERT: 'companies that went down this road paid for it in enforcement and in reputation',
  OPERATIONS_EXPERT: 'the team should not be asked to carry it out; the work is to find the lawful route',
  CUSTOMER_ADVOCATE: 'customers and partners who learn of it would not forgive it',
  STRATEGIC_ADVISOR: 'only the routes that stay inside the law are worth comparing',
};

function backingTheLine(seatKey: string, phrase: string, title: string, ownerTitle: string): string {
  const why = BACKING[seatKey as PositionKey] ?? 'that is not the board’s to trade';
  return `I will not vote for ${phrase} as proposed: the ${ownerTitle} is right that it crosses a legal line (${title.toLowerCase()}), and ${why}.`;
}

export function dutyPoints(x: KindContext, c: NotesBuilder, seatKey: string, board: readonly string[]): void {
  for (const duty of x.reading.duties) {
    const speaker = speakerFor(duty.owner, board);
    // A director does not vote for what a colleague has shown to be unlawful as proposed: the
    // breach is not one seat's concern outweighed by the others' enthusiasm.
    if (duty.breached && speaker !== seatKey) {
      c.con(2, backingTheLine(seatKey, x.phrase, duty.title, duty.owner_title), duty.action, 'high');
      continue;
    }
    if (speaker !== seatKey) continue;
    if (duty.breached)
      c.con(
        1.5,
        `As proposed, ${x.phrase} would breach a duty the board cannot weigh away (${duty.title.toLowerCase()}): ${firstSentence(duty.text)}`,
        duty.action,
        'critical',
      );
    else c.require(`${duty.title}: ${firstSentence(duty.text)}`, duty.action, 'high');
    c.act(duty.action, 'before anything is signed or announced');
  }
}
