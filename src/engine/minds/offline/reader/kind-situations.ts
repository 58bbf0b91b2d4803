// Situations that change what a kind's words mean. A market entered through a distributor is a
// distribution deal (the distributor's terms are the decision, the market its purpose); a company
// that cannot make payroll is in a liquidity crisis, and the investors or the loan it mentions are
// options, not the decision, unless the topic names one. Both hold whatever the wording, because
// they read who does the selling and whether the cash lasts, not a phrase.
import type { KindId } from '../kinds/kind-ids.ts';
import { kindModule } from '../kinds/registry.ts';
import { askOf } from './ask.ts';
import type { KindScore } from './kind.ts';
import type { Section } from './text.ts';
import { isNegatedAt, sentencesOf } from './text.ts';

/** The decision's own sections: the company description says what the company is, not what it decides. */
const decisionText = (sections: readonly Section[]) => textOf(sections, (name) => name !== 'company');

/** A third party that would sell for us in the market: the vehicle of the entry. */
const DISTRIBUTION_VEHICLE =
  /\b(?:(?:exclusive |master |national |regional |local |sole |an? |the |one |our )?(?:distributors?|resellers?|importers?|dealers?|wholesale partners?|sales agents?|commercial agents?|franchisees?)|distribution (?:deal|agreement|partner\w*|rights|arrangement)|agency agreement|(?:through|via|with|by) (?:a |an |the )?(?:local )?(?:partner|agent))\b/i;

/** Our own presence in the market: then the entry itself is the decision. */
const OWN_PRESENCE =
  /\b(?:(?:our|an?|its) own (?:entity|subsidiary|office|team|staff|sales (?:team|force|people)|warehouse|branch)|subsidiary|(?:open|set up|register|incorporat)\w* (?:\w+ ){0,3}(?:entity|office|branch|company)|hire (?:\w+ ){0,3}(?:local|in-country) (?:staff|team|sales|people)|sell (?:it )?(?:ourselves|direct(?:ly)?))\b/i;

/**
 * The cash will not last: payroll cannot be met, the money runs out within weeks or next month,
 * bills cannot be paid, customers' prepayments are taken to pay wages. A runway stated in months
 * above three is planning, not a crisis.
 */
export const LIQUIDITY =
  /\b(?:(?:can(?:no|['’])?t|could(?:n['’]t| not)|unable to|won['’]?t be able to|not (?:be )?able to) (?:make|meet|cover|fund|pay|run) (?:\w+ ){0,2}(?:payroll|salaries|wages|rent|suppliers|bills|debts|creditors)|(?:cash|money|runway|the bank balance) (?:\w+ ){0,2}(?:runs? out|will run out|is running out|ends|hits zero|gone) (?:\w+ ){0,2}(?:in|within|by|next|this|before)\b[^.]{0,25}?(?:days?|weeks?|month\b|(?:one|two|three|1|2|3) months|friday|monday|payday|the end of)|run(?:ning)? out of (?:cash|money) (?:\w+ ){0,2}(?:in|within|by|next|this|before)\b[^.]{0,25}?(?:days?|weeks?|month\b|(?:one|two|three|1|2|3) months|payday|the end of)|(?:\d+|a few|two|three|four|five|six) weeks? of (?:cash|runway|money)|(?:not|isn['’]t) enough (?:cash|money) (?:\w+ ){0,3}(?:payroll|salaries|wages|bills|rent)|(?:payroll|salaries|wages)\b[^.]{0,40}\b(?:short|shortfall|gap)\b|(?:short|shortfall) (?:\w+ ){0,4}(?:payroll|salaries|wages)|(?:pre-?payments?|prepaid|deposits|upfront|up front|in advance|advance payments?)\b[^.]{0,60}\b(?:to|so (?:that )?we can|in order to|for) (?:\w+ ){0,2}(?:meet|cover|make|fund|pay|run) (?:\w+ ){0,2}(?:payroll|salaries|wages)|(?:meet|cover|make|fund|pay) (?:\w+ ){0,2}(?:payroll|salaries|wages)\b[^.]{0,40}\b(?:from|with|out of|using) (?:\w+ ){0,3}(?:pre-?payments?|deposits|upfront payments?|advance payments?))\b/i;

/** Money short of what falls due, in the clause that says so: 'we're $60k short', 'a shortfall'. */
export const SHORTFALL =
  /(?:[$€£]\s?\d[\d,.]*\s?(?:k|m)?|\d[\d,.]*\s?(?:k|m)) short\b|\bshort (?:by|of) [$€£]?\d|\bshortfall\b|\b(?:not|n['’]t) (?:have )?enough (?:cash|money)\b|\bcan(?:no|['’])?t cover\b|\bgap of [$€£]?\d/i;

/** Whether the text tells a liquidity crisis (not negated): the cash will not meet what is due. */
export function liquidityCrisis(text: string): string | null {
  for (const sentence of sentencesOf(text)) {
    const m = LIQUIDITY.exec(sentence);
    if (m && !isNegatedAt(sentence, m.index, m.index + m[0].length)) return m[0].toLowerCase();
  }
  return null;
}

/** Kinds a liquidity crisis is read as when the text mentions money sought, not a move chosen. */
const CRISIS_MISREADS: ReadonlySet<KindId> = new Set(['raise_funding', 'take_loan', 'people_matter']);

/**
 * The crisis itself, when the topic names no move of the kind the words scored highest: the board
 * frames it (cash, what is due, the duties) rather than run a fundraise script over an emergency.
 */
export function openCrisis(best: KindScore | undefined, sections: readonly Section[]): string | null {
  const crisis = liquidityCrisis(decisionText(sections));
  if (!crisis) return null;
  if (best && !CRISIS_MISREADS.has(best.kind.id)) return null;
  const topic = (sections.find((s) => s.name === 'topic')?.text ?? '').replace(LIQUIDITY, ' ');
  if (best && new RegExp(best.kind.cues.source, 'i').test(topic)) return null;
  return crisis;
}

/**
 * A market entered through a distributor, reseller or agent is a distribution deal, unless the
 * text also puts our own entity, office or team there: the market entry counts a third.
 */
export function byVehicle(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const text = decisionText(sections);
  const entry = scores.find((s) => s.kind.id === 'expand_market');
  const partnership = scores.find((s) => s.kind.id === 'partnership');
  if (!entry || !partnership || !DISTRIBUTION_VEHICLE.test(text) || OWN_PRESENCE.test(text)) return scores;
  return scores
    .map((s) => (s === entry ? { ...s, score: s.score / 3 } : s))
    .sort((a, b) => b.score - a.score);
}

/** A question of timing against a round: 'now or after the Series A', 'before or after the seed closes'. */
const TIMED_AGAINST_A_ROUND =
  /\b(?:now|before|first) or (?:after|later|once)\b[^.?!]{0,40}\b(?:round|raise|series [a-d]|seed|closing|closes|bridge)\b|\b(?:before|after) or (?:before|after)\b[^.?!]{0,40}\b(?:round|raise|series [a-d]|seed|closing|bridge)\b/i;

/**
 * A round named only as the moment a structure must be fixed by ('tidy this up now or after the
 * Series A', with the company registered abroad and run elsewhere) is no raise: the structure is
 * the decision, and the round its deadline.
 */
export function byRoundAsDeadline(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  const raise = scores.find((s) => s.kind.id === 'raise_funding');
  const structure = scores.find((s) => s.kind.id === 'corporate_structure');
  if (!raise || !structure || raise !== scores[0] || !TIMED_AGAINST_A_ROUND.test(topic)) return scores;
  return [{ ...structure, score: raise.score + structure.score }, ...scores.filter((s) => s !== structure)];
}

/** A founder who leaves: their shares are the decision, whatever round is named as the moment. */
const FOUNDER_LEAVES =
  /\b(?:co-?founders?|founders?)\b(?:['’]s?)? (?:[\w’'-]+ ){0,4}(?:leav(?:e|es|ing)|quit\w*|walk\w* away|depart\w*|step\w* (?:back|down|away)|resign\w*|exit\w*)\b|\b(?:leav\w*|departure of|exit of|los\w*) (?:one of )?(?:our |the |a )?(?:\w+ )?(?:co-?)?founders?\b/i;

/** Equity terms a person being hired asks for: the hire is the decision, the terms its conditions. */
const PERSON_HIRED =
  /\b(?:hir(?:e|ing)|recruit\w*|appoint\w*) (?:[\w’'-]+ ){0,3}as (?:our |the |a |an )?(?:new |first )?(?:cto|cfo|coo|cmo|cro|cpo|ciso|vp|head|chief)\b|\b(?:cto|cfo|coo|cmo|cro|cpo|vp [\w-]+|head of [\w-]+) (?:hire|candidate)\b|\bcandidate\b/i;
const FOUNDER_WORDS = /\b(?:co-?)?founders?\b/i;

/**
 * A founder leaving is a question of their shares even when the text names the round it must be
 * settled before; vesting or equity asked by a candidate for an executive role is a term of the
 * hire, not the founders' equity.
 */
export function byWhoseEquity(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const text = decisionText(sections);
  const equity = scores.find((s) => s.kind.id === 'founder_equity');
  const raise = scores.find((s) => s.kind.id === 'raise_funding');
  const hire = scores.find((s) => s.kind.id === 'hire_executive');
  if (equity && hire && PERSON_HIRED.test(text) && !FOUNDER_WORDS.test(text))
    return [
      { ...hire, score: hire.score + equity.score },
      ...scores.filter((s) => s !== hire && s !== equity),
    ];
  const leaves = FOUNDER_LEAVES.exec(text);
  if (!leaves || isNegatedAt(text, leaves.index, leaves.index + leaves[0].length)) return scores;
  const best = scores[0];
  const module = kindModule('founder_equity');
  if ((best && best !== equity && best !== raise) || !module) return scores;
  const combined: KindScore = {
    kind: module,
    score: (equity?.score ?? 0) + (raise?.score ?? 0) + 1,
    evidence: [...new Set([leaves[0].toLowerCase(), ...(equity?.evidence ?? [])])].slice(0, 4),
  };
  return [combined, ...scores.filter((s) => s !== equity && s !== raise)];
}

/** The moves a cash emergency's text names, as options; paying wages late is never one. */
const CRISIS_MOVES: readonly [RegExp, string][] = [
  [
    /\b(?:bridge|safe|convertible|investors?|angels?|insiders?)\b/i,
    'a bridge from the investors (SAFE, convertible or note) before payday',
  ],
  [
    /\b(?:loan|overdraft|credit line|line of credit|borrow\w*|lender|bank)\b/i,
    'short-term borrowing the company can repay (an overdraft, a loan), with insolvency advice first',
  ],
  [
    /\b(?:owes? us|owed|receivables?|invoices?|customers? (?:\w+ ){0,3}pay|due from)\b/i,
    'bringing forward what customers owe (early-payment discount, invoice financing)',
  ],
  [
    /\b(?:cut\w*|reduc\w*|salar(?:y|ies)|pay cuts?|costs?|spend\w*)\b/i,
    'cuts agreed with the people affected (not unpaid wages)',
  ],
  [
    /\b(?:founders?|directors?)\b[^.]{0,40}\b(?:lend|loan|money|put in|inject)\w*/i,
    'money from the founders, documented as a loan or equity',
  ],
  [
    /\b(?:close|closing|wind\w* down|administration|insolven\w*|bankrupt\w*|sell\w* the company|buyer)\b/i,
    'an orderly sale or wind-down on insolvency advice',
  ],
];

/** The options a cash emergency's text names (two at least, or none). */
export function crisisMoves(text: string): string[] {
  const moves = CRISIS_MOVES.filter(([re]) => re.test(text)).map(([, move]) => move);
  return moves.length >= 2 ? moves : [];
}

/**
 * Kinds that keep their own script when the ask is legal: a breach, a recall, a person's conduct,
 * personal data, founders' shares and a deal for a company (its clearance) each carry their law
 * in their checklists and duties already.
 */
export const OWN_LAW: ReadonlySet<KindId> = new Set([
  'merger_or_jv',
  'acquire_company',
  'be_acquired',
  'data_privacy',
  'security_incident',
  'product_recall',
  'people_matter',
  'founder_equity',
]);

/** Whether the ask names a legal matter that is not ruled out ('no regulator is involved'). */
function legalAsk(sections: readonly Section[]): boolean {
  const cues = kindModule('legal_regulatory')?.cues;
  if (!cues) return false;
  return sentencesOf(askOf(sections)).some((sentence) =>
    [...sentence.matchAll(new RegExp(cues.source, 'gi'))].some(
      (m) => !isNegatedAt(sentence, m.index, m.index + m[0].length),
    ),
  );
}

/**
 * A decision whose ask is an allegation, a regulator, a licence, a disclosure, a bribe, sanctions,
 * competition law or a claim is a legal matter: the loan, contract, partner or market it mentions
 * is its setting, and running their script would answer a question nobody asked.
 */
export function byLegalAsk(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const [best] = scores;
  const legal = scores.find((s) => s.kind.id === 'legal_regulatory');
  if (!best || !legal || best === legal || OWN_LAW.has(best.kind.id) || !legalAsk(sections)) return scores;
  return [
    { ...legal, score: best.score + legal.score, evidence: [...legal.evidence, 'a legal question asked'] },
    ...scores.filter((s) => s !== legal),
  ];
}

/** A topic about who owns or who runs the company next: a title in the story names no hire. */
const OWNERSHIP_OR_SUCCESSION =
  /\b(?:succession|successors?|succeed\w* (?:my|our|his|her|the) \w+|takes? over from|takes? over (?:the |our |my )?(?:family )?(?:business|company|firm|shop)|who (?:\w+ ){0,2}(?:takes?|taking) over|(?:when|once|after) (?:my|our|the) (?:\w+ ){0,2}(?:retires?|steps? down)|hand\w* (?:over|on) (?:the |our |my )?(?:business|company|firm|reins)|next generation|ownership|co-?owners?|shareholders?|(?:equity|ownership|empowerment) partners?|(?:sell|sells|selling|give|gift|transfer)\w* (?:\w+ ){0,3}(?:shares|stake|equity)|(?:a|our|my) (?:\d+% |majority |minority |controlling )?stake)\b/i;

/**
 * Who takes over from a retiring owner, or who should own part of the company, is no executive
 * search: 'bring in an outside manager' among the options, or a CEO named in the story, does not
 * make the hire the decision. The hire counts a third unless a title is in the topic itself.
 */
export function byOwnershipAsked(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  const hire = scores.find((s) => s.kind.id === 'hire_executive');
  if (!hire || hire !== scores[0] || !OWNERSHIP_OR_SUCCESSION.test(topic)) return scores;
  if (TITLE_IN_TOPIC.test(topic)) return scores;
  return scores.map((s) => (s === hire ? { ...s, score: s.score / 3 } : s)).sort((a, b) => b.score - a.score);
}
const TITLE_IN_TOPIC =
  /\b(?:ceo|coo|cfo|cto|cmo|cro|cpo|chief \w+ officer|managing director|general manager|vp|vice president|head of)\b/i;

/** The topic speaks of money sought: a raise, a round, investors, a bridge, funding. */
const MONEY_SOUGHT =
  /\b(?:rais\w*|(?:crowd)?fund\w*|round|pre-?money|post-?money|equity|ventures?|\d+(?:\.\d+)?\s?(?:m|mn|million|k)|bridge|invest\w*|capital|money|safes?|convertibles?|notes?|valuation|dilut\w*|angels?|vcs?|term sheet|series [a-e]|seed|pre-?seed|cheque|check|financ\w*|back(?:ing|ers?))\b/i;

/** The text of the sections chosen by name, one per line. */
function textOf(sections: readonly Section[], chosen: (name: Section['name']) => boolean): string {
  return sections
    .filter((s) => chosen(s.name))
    .map((s) => s.text)
    .join('\n');
}

/**
 * A raise that only the story names ('before the Series A', 'our investors'), under a topic that
 * asks something else (a change of company form, where the cash is kept, an auditor), is the
 * setting of the decision, not the decision: the board frames it rather than run a fundraise.
 */
export function raiseAsSetting(best: KindScore | undefined, sections: readonly Section[]): boolean {
  if (best?.kind.id !== 'raise_funding') return false;
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  return topic.trim() !== '' && !MONEY_SOUGHT.test(topic);
}

/** Borrowing asked about in the question: a loan, a lender, a facility, refinancing, money for a purchase. */
const LENDING_ASKED =
  /\b(?:loans?|lend\w*|lenders?|borrow\w*(?![- ](?:pits?|areas?|material|sites?)\b)|debt|(?<!\d[- ]day |trade |store |customer )credit(?! terms)|facilit(?:y|ies)|overdraft|mortgage|financ\w*|refinanc\w*|leas\w*|banks?|bonds?|notes?|advance|bridge|capital|money|fund\w*|invoices?|factoring|murabaha|sukuk|instal?ments?)\b/i;
/** A borrowing the context proposes as the step: 'the bank offers a 5-year loan', 'we would borrow'. */
const BORROWING_PROPOSED =
  /\b(?:borrow\w*|take (?:out )?(?:a|an|the|this|that|another) (?:[\w-]+ ){0,2}(?:loan|facility|credit line|line of credit|mortgage|overdraft)|(?:loan|facility|credit line|mortgage|overdraft) (?:offers?|to (?:fund|finance|pay|buy|cover))|(?:banks?|lenders?)(?: [A-Z][\w-]+)? (?:offers?|offered|has offered|approved|has approved|would lend|will lend|agreed|is offering)|refinanc\w*|draw (?:down )?(?:on )?(?:the|our|a|an) (?:[\w-]+ )?(?:facility|credit line|overdraft|revolver))\b/i;

/**
 * A loan that only the story names ('our bank debt', 'the lender requires …'), under a question
 * that asks something else (a dividend, an insurance cover, a sale to the children) with no
 * borrowing proposed anywhere, is the decision's setting: the board frames it rather than run a
 * loan's script on it.
 */
export function loanAsSetting(best: KindScore | undefined, sections: readonly Section[]): boolean {
  if (best?.kind.id !== 'take_loan') return false;
  const topic = sections.find((s) => s.name === 'topic')?.text ?? '';
  const rest = textOf(sections, (name) => name !== 'topic');
  return topic.trim() !== '' && !LENDING_ASKED.test(topic) && !BORROWING_PROPOSED.test(rest);
}
