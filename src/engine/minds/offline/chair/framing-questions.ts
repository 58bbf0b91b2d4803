// What each seat needs answered about a decision the board could not place, built from THIS
// decision: its step in the founder's words, its options, the figures and what they already give,
// the company, the places whose law applies, an event ahead (an IPO, a launch), a competitor or a
// personal tie the text mentions. A line that would fit any decision ('What is the worst
// outcome?') is what judges call boilerplate; a seat asks it only when nothing more specific is in
// the text, and then about this step.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { allPlaces, decisionPlaces } from '../reader/decision-places.ts';
import { count, isCurrency, list, lowerFirst, money } from '../reader/format.ts';
import { companyOf, plainStep, spokenBack } from '../reader/plain-topic.ts';
import { composeText, sentencesOf } from '../reader/text.ts';
import { amountsOf, type framingSums, isStepCost } from './framing-sums.ts';

/** What the questions are built from, read once per framing. */
export interface FramingFacts {
  /** 'you switch your statutory auditor to a smaller regional firm': the step as a clause after 'if'; null when the topic names options. */
  ifYou: string | null;
  /** The options the board reads (two or more), or the step against keeping things as they are. */
  options: string[];
  company: string;
  /** 'the Netherlands', 'Sweden' … */
  places: string[];
  /** 'an IPO in two years', 'the US launch'. */
  event: string | null;
  /** The sentence naming competitors, spoken back. */
  competitors: string | null;
  /** The sentence naming a personal tie or an interest. */
  tie: string | null;
  /** The other party the step names ('a smaller regional firm'). */
  party: string | null;
  /** Whether the step concerns the people who work here. */
  staff: boolean;
  /** Whether the step touches the product, code, systems or data. */
  technical: boolean;
  /** Whether customers are named. */
  customers: boolean;
  /** Today's figures, in words ('payroll €2.1M'), for questions that ask what the step changes. */
  state: string[];
  /** A change or two quotes the figures already compare, worded ('€95k against €260k: €165k a year less (63.5%)'). */
  compared: string[];
  /** The step's cost the figures give (a total, or a sum against revenue, profit or cash). */
  cost: { label: string; result: string } | null;
  /** What the step spends, in words ('$115k'), when the figures price it and no cheaper option is compared. */
  spend: string | null;
  /** Whether the text prices the step itself (a cost, a quote, a fee). */
  priced: boolean;
}

const EVENT =
  /\b(?:(?:an?|the|our|its|their)\s+)?(?:(?:US|EU|UK|European|global|public|planned|next|first)\s+)?(?:IPO|listing|flotation|launch|Series [A-F]|(?:seed|funding|investment) round|fundrais\w*|exit|sale of the (?:company|business)|acquisition|merger|refinancing|renewal|election|audit|rebrand\w*|product launch)\b(?:\s+(?:in|within|by|next|this|before|after)\s+[\w-]+(?:\s+(?:years?|months?|quarters?|weeks?|\d{4}))?)?/i;
const COMPETITORS = /\b(?:competitors?|rivals?|peers?|other (?:firms|companies|bakeries|brands))\b/i;
const TIE =
  /\b(?:personally|friends? (?:of|with)|(?:his|her|their|our|a|the) (?:brother|sister|wife|husband|spouse|partner|cousin|son|daughter|family)|related to|owned by (?:a|one of|the) (?:director|founder|investor)s?|(?:director|founder|investor)s? (?:owns?|holds?|is (?:a )?(?:trustee|shareholder)))\b/i;
const STAFF =
  /\b(?:employees?|staff|workers?|workforce|team|people|union|works council|engineers?|colleagues|personnel|week|hours|salar(?:y|ies)|pay|bonus|remote|office|representative)\b/i;
const TECHNICAL =
  /\b(?:code|software|sdk|api|platform|app|systems?|data|database|cloud|server|infrastructure|open[- ]sourc\w*|licen[cs]e|repository|github|product|website|domain|security|model)\b/i;
const CUSTOMERS =
  /\b(?:customers?|clients?|users?|subscribers?|buyers?|patients?|members?|shoppers?|brand|rename|packaging)\b/i;
const STATE = new Set([
  'annual_revenue',
  'arr',
  'mrr',
  'cash',
  'monthly_burn',
  'operating_profit',
  'headcount',
]);

/** The step as 'you …' after an 'if': 'whether to open in Berlin' → 'you open in Berlin'. */
function ifClause(step: string): string | null {
  if (step.startsWith('whether to ')) return `you ${step.slice('whether to '.length)}`;
  const other = step.match(/^whether (.+?) should (.+)$/);
  if (other) return `${other[1]} ${other[2]}`;
  if (step.startsWith('whether ')) return step.slice('whether '.length);
  return null;
}

function sentenceWith(text: string, re: RegExp): string | null {
  const s = sentencesOf(text).find((x) => re.test(x));
  return s ? spokenBack(s.trim().replace(/[.;]+$/, '')) : null;
}

export function framingFacts(
  decision: Decision,
  reading: DecisionReading,
  options: string[],
  sums: ReturnType<typeof framingSums>,
): FramingFacts {
  const text = composeText(decision);
  const step = plainStep(decision.topic ?? '');
  const places = allPlaces(decisionPlaces(decision)).map((p) => p.name);
  const event = text.match(EVENT)?.[0];
  const party = step.match(/\b(?:to|with|from|for)\s+((?:an?|the)\s+(?:[\w-]+\s+){0,3}[\w-]+)$/)?.[1] ?? null;
  const state = reading.numbers
    .filter(
      (n) =>
        (STATE.has(n.meaning) || /payroll|salary/.test(n.label)) && n.whose === 'ours' && n.role === 'actual',
    )
    .slice(0, 4)
    .map((n) =>
      n.meaning === 'headcount'
        ? `${count(n.value)} people`
        : `${n.label} ${isCurrency(n.unit) ? money(n.value, n.unit) : n.text}`,
    );
  const chosen = options.length >= 2 && !options.includes(KEEP);
  return {
    ifYou: chosen ? null : ifClause(step),
    options,
    company: companyOf(decision),
    places,
    event: event ? spokenBack(event.trim()).replace(/^(?:IPO|listing|launch)/i, (w) => `the ${w}`) : null,
    competitors: sentenceWith(text, COMPETITORS),
    tie: sentenceWith(text, TIE),
    party: party && !/\b(?:board|year|week|month)\b/.test(party) ? party : null,
    staff: STAFF.test(decision.topic ?? ''),
    technical: TECHNICAL.test(decision.topic ?? ''),
    customers: CUSTOMERS.test(text),
    state,
    compared: sums
      .filter((s) => s.id === 'change' || s.id === 'comparison')
      .map((s) => `${lowerFirst(s.label)}: ${s.result}`),
    cost: sums.find((s) => s.id === 'total' || s.id.startsWith('share_of_')) ?? null,
    spend: spendOf(sums, decision, reading),
    priced:
      sums.some((s) => ['change', 'comparison', 'total'].includes(s.id)) ||
      amountsOf(decision, reading).some(isStepCost),
  };
}

function spendOf(
  sums: ReturnType<typeof framingSums>,
  decision: Decision,
  reading: DecisionReading,
): string | null {
  if (sums.some((s) => s.id === 'comparison' || s.id === 'change')) return null;
  const total = sums.find((s) => s.id === 'total');
  if (total) return total.result;
  return amountsOf(decision, reading).find(isStepCost)?.text ?? null;
}

/** The keep-things-as-they-are option a single proposal is weighed against. */
export const KEEP = 'keep things as they are';

const underLaw = (f: FramingFacts) =>
  f.places.length ? ` under the law of ${list(f.places.slice(0, 2))}` : '';
/** Whether the topic names its own options (not one step against keeping things as they are). */
const chosen = (f: FramingFacts) => f.options.length >= 2 && !f.options.includes(KEEP);
const it = (f: FramingFacts) => (f.ifYou ? 'it' : 'the choice');
/** 'tried to open in Berlin': the step in a tense that reads after 'companies that …'. */
const tried = (f: FramingFacts) =>
  f.ifYou?.startsWith('you ')
    ? `tried to ${f.ifYou.slice(4).replace(/\byour\b/g, 'their')}`
    : f.ifYou
      ? 'did this'
      : 'faced this choice';
/** 'If you open in Berlin, …' for a single step; 'For each option, …' when the topic names several. */
const lead = (f: FramingFacts) =>
  f.ifYou ? `If ${f.ifYou}, ` : f.options.includes(KEEP) ? 'Whatever you choose, ' : 'For each option, ';

/** Each seat's questions for this decision, most decisive first; the framing adds the duties' and the kind's. */
export const SEAT_QUESTIONS: Readonly<Record<PositionKey, (f: FramingFacts) => (string | null)[]>> = {
  CFO: (f) => [
    f.compared.length
      ? `The figures give ${f.compared.join(', and ')}: what does the change itself cost (notice, overlap, people’s time), and does the difference survive it over three years?`
      : null,
    chosen(f)
      ? `Over three years, what does each option cost and bring in: ${f.options.map((o, i) => `(${i + 1}) ${o}`).join('; ')}?`
      : null,
    f.compared.length
      ? null
      : f.cost
        ? `The figures give ${lowerFirst(f.cost.label)}: ${f.cost.result}. What does it bring in, save or protect, and by when?`
        : f.state.length
          ? `${lead(f)}which of your figures (${list(f.state)}) moves, and by how much a year?`
          : null,
    f.priced ? null : `${lead(f)}what does it cost once and every year, and what does it save or bring in?`,
  ],
  CEO: (f) => [
    `${lead(f)}what must be true in twelve months for you to call it right, and how will you measure it?`,
    f.event ? `How does ${it(f)} fit ${f.event}: does it help, or would you have to undo it first?` : null,
    'What would you stop or postpone to make room for it?',
  ],
  INDEPENDENT_GOVERNANCE: (f) => [
    `Who must approve ${it(f)}${underLaw(f)}: the board alone, a shareholders’ meeting, a regulator?${/\b(?:board|director|auditor|articles|shareholder|share|governance|statut)/i.test(f.ifYou ?? f.options.join(' ')) ? ' Does it change your articles or shareholder agreement?' : ''}`,
    f.tie ? `You say “${f.tie}”: who declares that interest, and do they stay out of the decision?` : null,
    f.staff
      ? `Must employees’ representatives (a works council or union) be informed or consulted before ${it(f)} is decided${underLaw(f)}?`
      : null,
    'Which contracts, policies or registrations have to change for it, and who signs them?',
  ],
  RISK_OFFICER: (f) => [
    `${lead(f)}what is the worst realistic outcome, and how fast and at what cost could it be undone?`,
    f.party
      ? `What if ${f.party} cannot deliver what you need: is there a way back, and what would it cost?`
      : null,
    f.event ? `What could ${it(f)} put at risk in ${f.event}?` : null,
  ],
  INDUSTRY_EXPERT: (f) => [
    f.competitors
      ? `You say “${f.competitors}”: what has it done for them, and can you see it in their results?`
      : null,
    `What did ${f.company ? `companies like yours (${f.company.replace(/^your /, '')})` : 'companies of your size'} find when they ${tried(f)}, and what surprised them?`,
    'Who else in your sector would react to it (customers, suppliers, a regulator), and how?',
  ],
  INVESTOR_REP: (f) => [
    f.event
      ? `How will investors read ${it(f)} at ${f.event}: does it add to the story or raise a diligence question?`
      : `${lead(f)}how does it change what a buyer or the next investors would pay, or ask in diligence?`,
    f.spend
      ? `What return would you accept on ${f.spend}, and over how long?`
      : 'Does it change who controls the company, or what shareholders are owed?',
  ],
  CUSTOMER_ADVOCATE: (f) => [
    f.customers
      ? `${lead(f)}which customers notice first, and what would they say if asked today?`
      : `${lead(f)}would any customer notice, and how?`,
    'What would you tell customers about it, and when?',
  ],
  CTO: (f) => [
    f.technical
      ? `${lead(f)}what does it require of the product and systems, and who maintains it afterwards?`
      : `${lead(f)}does any system, data or licence the technology team runs have to change? As written, none appears to.`,
    f.technical
      ? 'What could not be taken back later (code published, data shared, a contract signed)?'
      : 'Which records, tools or access rights must be set up or changed for it, and by whom?',
  ],
  STRATEGIC_ADVISOR: (f) => [
    !f.ifYou
      ? 'Besides these options, what else would meet the need?'
      : 'What else would meet the same need, and what happens if you do nothing?',
    'What would make you reverse it, and how would you know in time?',
  ],
  OPERATIONS_EXPERT: (f) => [
    `${lead(f)}who does the work, by when, and what slows while they do?`,
    f.staff && f.state.some((s) => / people$/.test(s))
      ? `How is the work covered across the ${f.state.find((s) => / people$/.test(s))} while it changes?`
      : 'What is the first milestone, and when would the board see whether it works?',
  ],
};
