// Duties as seats' points. The seat that owns a duty raises it; when that seat is not on the
// board, the Risk Officer does, else the Governance director, else the CEO, so no duty goes
// unsaid. A proposal that would itself breach a duty is opposed as proposed.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { ReadingDuty } from '../../../reading.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import { dutyDefinition } from '../duties/index.ts';
import { findCues } from '../duties/match.ts';
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { list, lowerFirst } from '../reader/format.ts';

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

interface Line {
  /** The proposal ('the launch'), 'a legal line (…)' it crosses, who showed it, and the words that do. */
  phrase: string;
  titles: string;
  owner: string;
  words: string;
}

/**
 * Each seat's own refusal of a proposal a colleague has shown to cross a legal line, in its own
 * words and built round what this decision does ('… while it “delays payroll”'), so no two seats
 * and no two decisions read the same sentence.
 */
const BACKING: Readonly<Partial<Record<PositionKey, (l: Line) => string>>> = {
  CEO: (l) =>
    `I would not put my name to ${l.phrase} while it ${l.words}: the ${l.owner} has shown it crosses ${l.titles}, and I want the lawful version back on the table instead.`,
  CFO: (l) =>
    `No figure in this case pays for crossing ${l.titles}: fines, personal liability and the cost of unwinding outweigh whatever ${l.phrase} saves or earns, so my vote is no as proposed.`,
  CTO: (l) =>
    `Nothing on the technology side changes the ${l.owner}’s finding that it crosses ${l.titles}; I would not build or run ${l.phrase} in a form that ${l.words}.`,
  INVESTOR_REP: (l) =>
    `A diligence team would find before anything else that ${l.phrase} crosses ${l.titles}; as the investors’ seat I vote against it in this form.`,
  INDUSTRY_EXPERT: (l) =>
    `Companies in this field that went ahead when the plan ${l.words} paid for it in enforcement and reputation; I side with the ${l.owner}: it crosses ${l.titles}.`,
  OPERATIONS_EXPERT: (l) =>
    `I will not ask the team to carry out ${l.phrase} while it ${l.words}; the work now is the lawful route, since it crosses ${l.titles}.`,
  CUSTOMER_ADVOCATE: (l) =>
    `Customers who learned that ${l.phrase} ${l.words} would not forgive it; I back the ${l.owner}: it crosses ${l.titles}.`,
  STRATEGIC_ADVISOR: (l) =>
    `Only routes that stay clear of ${l.titles} are worth comparing, and ${l.phrase} as proposed, since it ${l.words}, is not one of them.`,
  RISK_OFFICER: (l) =>
    `I agree with the ${l.owner} that ${l.phrase} as proposed crosses ${l.titles}: that is a line, not a risk to price, and my vote is no until it changes.`,
  INDEPENDENT_GOVERNANCE: (l) =>
    `The board cannot minute approval of ${l.phrase} while it ${l.words}; I support the ${l.owner}: it crosses ${l.titles}.`,
};

/** The words that breach a duty, as the decision said them: 'would “delay payroll”'. */
function wordsOf(duty: ReadingDuty, text: string): string {
  const said = findCues(text, dutyDefinition(duty.id as DutyId)?.breach ?? [])[0];
  return said ? `would “${said}”` : 'would cross it';
}

function backingTheLine(seatKey: string, line: Line): string {
  const own = BACKING[seatKey as PositionKey];
  return own
    ? own(line)
    : `I will not vote for ${line.phrase} while it ${line.words}: the ${line.owner} is right about ${line.titles}.`;
}

export function dutyPoints(x: KindContext, c: NotesBuilder, seatKey: string, board: readonly string[]): void {
  // A director does not vote for what a colleague has shown to be unlawful as proposed: the
  // breach is not one seat's concern outweighed by the others' enthusiasm. One refusal per seat,
  // naming every line the proposal crosses that another seat raised.
  const others = x.reading.duties.filter((d) => d.breached && speakerFor(d.owner, board) !== seatKey);
  const [first] = others;
  if (first)
    c.con(
      2,
      backingTheLine(seatKey, {
        phrase: x.phrase,
        titles: `a legal line (${list(others.map((d) => lowerFirst(d.title)))})`,
        owner: first.owner_title,
        words: wordsOf(first, x.source),
      }),
      first.action,
      'high',
    );
  for (const duty of x.reading.duties) {
    const speaker = speakerFor(duty.owner, board);
    if (duty.breached && speaker !== seatKey) continue;
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
