// Duties as seats' points. The seat that owns a duty raises it; when that seat is not on the
// board, the Risk Officer does, else the Governance director, else the CEO, so no duty goes
// unsaid. A proposal that would itself breach a duty is opposed as proposed.

import type { PositionKey } from '../../../../contracts/positions.ts';
import type { ReadingDuty } from '../../../reading.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import { dutySeverity } from '../duties/severity.ts';
import type { KindId } from '../kinds/kind-ids.ts';
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
  /** The proposal ('the launch'), 'a legal line (…)' it crosses, who showed it, and the act that does. */
  phrase: string;
  titles: string;
  owner: string;
  /** A noun phrase for what crosses the line ('paying wages late'), never the decision's raw words. */
  act: string;
}

/**
 * Each seat's own refusal of a proposal a colleague has shown to cross a legal line, in its own
 * words and built round the act that crosses it, so no two seats read the same sentence. The act
 * is a named noun phrase: a fragment pasted from the decision ('guaranteed 11% returns', a whole
 * question) does not fit a sentence whatever its grammar.
 */
const BACKING: Readonly<Partial<Record<PositionKey, (l: Line) => string>>> = {
  CEO: (l) =>
    `I would not put my name to ${l.act}: the ${l.owner} has shown it crosses ${l.titles}, and I want the lawful version back on the table instead.`,
  CFO: (l) =>
    `No figure in this case pays for crossing ${l.titles}: fines, personal liability and the cost of unwinding outweigh whatever ${l.phrase} saves or earns, so my vote is no as proposed.`,
  CTO: (l) =>
    `Nothing on the technology side changes the ${l.owner}’s finding that ${l.act} crosses ${l.titles}; I would not build or run ${l.phrase} in that form.`,
  INVESTOR_REP: (l) =>
    `A diligence team would find before anything else that ${l.phrase} crosses ${l.titles}; as the investors’ seat I vote against it in this form.`,
  INDUSTRY_EXPERT: (l) =>
    `Companies in this field that went ahead with ${l.act} paid for it in enforcement and reputation; I side with the ${l.owner}: it crosses ${l.titles}.`,
  OPERATIONS_EXPERT: (l) =>
    `I will not ask the team to take part in ${l.act}; the work now is the lawful route, since it crosses ${l.titles}.`,
  CUSTOMER_ADVOCATE: (l) =>
    `Customers who learned of ${l.act} would not forgive it; I back the ${l.owner}: it crosses ${l.titles}.`,
  STRATEGIC_ADVISOR: (l) =>
    `Only routes that stay clear of ${l.titles} are worth comparing, and a route that depends on ${l.act} is not one of them.`,
  RISK_OFFICER: (l) =>
    `I agree with the ${l.owner} that ${l.phrase} as proposed crosses ${l.titles}: that is a line, not a risk to price, and my vote is no until it changes.`,
  INDEPENDENT_GOVERNANCE: (l) =>
    `The board cannot minute approval of ${l.act}; I support the ${l.owner}: it crosses ${l.titles}.`,
};

/** What the proposal does that breaches each duty, as a noun phrase a sentence can carry. */
const BREACHING_ACTS: Readonly<Partial<Record<DutyId, string>>> = {
  wages_on_time: 'paying wages late',
  worker_classification: 'treating employees as contractors',
  whistleblower_protection: 'penalising the person who raised the concern',
  harassment_investigation: 'settling or warning in place of an independent investigation of the complaint',
  personal_data_processing: 'putting people’s data at a risk or to a use the law does not allow',
  data_impact_assessment: 'starting high-risk processing before its impact assessment is done',
  breach_notification: 'keeping the breach from the people and regulators who must be told',
  vendor_data_training: 'handing customers’ data to a vendor to train on',
  ransomware_response: 'handling the attack without the reports the law requires',
  product_safety_recall: 'keeping an unsafe product on sale',
  securities_offering: 'promising investors a guaranteed return',
  insolvency_duty: 'trading on while the company cannot pay its debts',
  sanctions_export_control: 'trading with a sanctioned party or place',
  anti_bribery: 'paying to win business',
  exchange_control: 'moving money across a controlled border outside the central bank’s rules',
  grant_conditions: 'spending money given for one purpose on another',
  forced_labour_risk: 'recruiting workers who pay for their own jobs',
  franchise_disclosure: 'selling or taking a franchise',
  collective_labour_rights: 'the union, the works council or a strike',
  derivatives_authority: 'a hedge or another derivative',
  charity_regulator_consent: 'a charity’s assets and purposes',
  foreign_ownership_limits: 'who may own the company',
  pension_liabilities: 'a defined-benefit pension deficit',
  consumer_protection: 'changing what customers were promised without fair notice',
  market_disclosure: 'holding back price-sensitive news or telling some investors first',
  misconduct_investigation: 'settling an allegation before its facts are established',
  regulated_product: 'selling age-restricted or licensed goods without the checks the law requires',
  competition_law:
    'agreeing prices or markets with competitors, or imposing resale prices or territories on resellers',
};

/** The act that crosses the line, else the proposal itself. */
function actOf(duty: ReadingDuty, phrase: string): string {
  return BREACHING_ACTS[duty.id as DutyId] ?? `${phrase} as proposed`;
}

function backingTheLine(seatKey: string, line: Line): string {
  const own = BACKING[seatKey as PositionKey];
  return own
    ? own(line)
    : `I will not vote for ${line.act}: the ${line.owner} is right about ${line.titles}.`;
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
        act: actOf(first, x.phrase),
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
    else {
      c.require(
        `${duty.title}: ${firstSentence(duty.text)}`,
        duty.action,
        dutySeverity(duty, x.text, x.reading.kind as KindId | null),
      );
      // A duty the step triggers is its owner's first condition, before any checklist concern.
      const raised = c.points.at(-1);
      if (raised) raised.lead = true;
    }
    c.act(duty.action, 'before anything is signed or announced');
  }
}
