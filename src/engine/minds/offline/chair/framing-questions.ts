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
import type { Comparison } from './framing-compare.ts';
import { amountsOf, type framingSums, isStepCost, oncePerResult } from './framing-sums.ts';

/** What the questions are built from, read once per framing. */
export interface FramingFacts {
  /** 'you switch your statutory auditor to a smaller regional firm': the step as a clause after 'if'; null when the topic names options. */
  ifYou: string | null;
  /** The options the board reads (two or more), or the step against keeping things as they are. */
  options: string[];
  company: string;
  /** 'the Netherlands', 'Sweden' … */
  places: string[];
  /** Where the company is at home, when the text says so: whose company law says who approves. */
  home: string[];
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
  /** How much dearer one priced option is than another ('(2) option B against (1) option A: €14M more (36.8%)'). */
  gap: string | null;
  /** The step's cost the figures give (a total, or a sum against revenue, profit or cash). */
  cost: { label: string; result: string } | null;
  /** What the step spends, in words ('$115k'), when the figures price it and no cheaper option is compared. */
  spend: string | null;
  /** Whether the text prices the step itself (a cost, a quote, a fee). */
  priced: boolean;
  /** Whether money decides the step: the text gives a sum, or the topic names a money move. Cash, burn and valuation are asked only then. */
  money: boolean;
  /** Facts absent from the text that would change the choice, each with the seat that asks. */
  decisive: Comparison['decisive'];
  /** The options side by side and the board's leaning, for the CFO to state. */
  compared_options: string[];
}

/** Sums the reader makes that price the step itself: asking what it costs would ask for them again. */
const STEP_PRICES: ReadonlySet<string> = new Set([
  'cost_of_fixing',
  'monthly_saving',
  'total_commitment',
  'interest_year',
  'monthly_repayment',
]);

const EVENT =
  /\b(?:(?:an?|the|our|its|their)\s+)?(?:(?:US|EU|UK|European|global|public|planned|next|first)\s+)?(?:IPO|listing|flotation|launch|Series [A-F]|(?:seed|funding|investment) round|fundrais\w*|exit|sale of the (?:company|business)|acquisition|merger|refinancing|renewal|election|audit|rebrand\w*|product launch)\b(?:\s+(?:in|within|by|next|this|before|after)\s+[\w-]+(?:\s+(?:years?|months?|quarters?|weeks?|\d{4}))?)?/i;
const COMPETITORS = /\b(?:competitors?|rivals?|peers?|other (?:firms|companies|bakeries|brands))\b/i;
const TIE =
  /\b(?:personally|friends? (?:of|with)|(?:his|her|their|our|a|the) (?:brother|sister|wife|husband|spouse|partner|cousin|son|daughter|family)|related to|owned by (?:a|one of|the) (?:director|founder|investor)s?|(?:director|founder|investor)s? (?:owns?|holds?|is (?:a )?(?:trustee|shareholder)))\b/i;
const STAFF =
  /\b(?:employees?|staff|workers?|workforce|team|people|union|works council|engineers?|colleagues|personnel|week|hours|salar(?:y|ies)|pay|bonus|remote|office|representative)\b/i;
// 'product' alone is no technology: a yoghurt is a product too.
const TECHNICAL =
  /\b(?:code|software|sdk|api|platform|app|systems?|data|database|cloud|server|infrastructure|open[- ]sourc\w*|licen[cs]e|library|repository|github|website|domain|security|model|saas|digital)\b/i;
/** A topic that is itself about money: a question of cash, price, funding or cost. */
const MONEY_MOVE =
  /\b(?:cash|costs?|price|pricing|fund\w*|raise|loan|bridge|invest\w*|budget|spend\w*|salar\w*|pay|fees?|debt|valuation|round|safe|dividend|grant)\b/i;
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
  // 'whether your café should stop taking cash' → 'your café were to stop taking cash', which
  // reads right whether the subject is one or many.
  if (other) return `${other[1]} were to ${other[2]}`;
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
  comparison: Comparison = { sides: [], line: '', leaning: null, decisive: [] },
): FramingFacts {
  const text = composeText(decision);
  const step = plainStep(decision.topic ?? '');
  const where = decisionPlaces(decision);
  const places = allPlaces(where).map((p) => p.name);
  // The step itself ('launch the yoghurt') is no event ahead of it.
  const found = text.match(EVENT)?.[0];
  const event =
    found &&
    !(decision.topic ?? '').toLowerCase().includes(
      found
        .trim()
        .replace(/^(?:an?|the|our|its|their)\s+/i, '')
        .toLowerCase(),
    )
      ? found
      : undefined;
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
    home: homeOf(where),
    event: event ? spokenBack(event.trim()).replace(/^(?:IPO|listing|launch)/i, (w) => `the ${w}`) : null,
    competitors: sentenceWith(text, COMPETITORS),
    tie: sentenceWith(text, TIE),
    party: party && !/\b(?:board|year|week|month)\b/.test(party) ? party : null,
    staff: STAFF.test(decision.topic ?? ''),
    technical: TECHNICAL.test(decision.topic ?? ''),
    customers: CUSTOMERS.test(text),
    state,
    // Two sums are enough to ask about; the same change read twice is one.
    compared: oncePerResult(sums.filter((s) => s.id === 'change' || s.id === 'comparison'))
      .slice(0, 2)
      .map((s) => `${lowerFirst(s.label)}: ${s.result}`),
    gap: ((g) => (g ? `${g.label}: ${g.result}` : null))(sums.find((s) => s.id === 'option_gap')),
    cost: sums.find((s) => s.id === 'total' || s.id.startsWith('share_of_')) ?? null,
    spend: spendOf(sums, decision, reading),
    priced:
      sums.some((s) => ['change', 'comparison', 'total'].includes(s.id)) ||
      reading.calculations.some((c) => STEP_PRICES.has(c.id)) ||
      amountsOf(decision, reading).some(isStepCost) ||
      comparison.sides.some((s) => s.priced || s.gives.length > 0),
    money: MONEY_MOVE.test(decision.topic ?? '') || amountsOf(decision, reading).length > 0,
    decisive: comparison.decisive,
    compared_options: [comparison.line, comparison.leaning ?? ''].filter(Boolean),
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
  // A contract's value is what it brings in, not a sum the step spends.
  return (
    amountsOf(decision, reading).find((a) => isStepCost(a) && a.meaning !== 'contract_value')?.text ?? null
  );
}

/** The keep-things-as-they-are option a single proposal is weighed against. */
export const KEEP = 'keep things as they are';

/**
 * Who approves is a question of the company's own law: the place it is at home, or the one place
 * the text names. A supplier's, a buyer's or a market's country is never the company's law.
 */
const underLaw = (f: FramingFacts) => {
  const law = f.home.length ? f.home : f.places.length === 1 ? f.places : [];
  return law.length ? ` under the law of ${list(law.slice(0, 1))}` : '';
};

/** The company's home as the text states it ('a UK company', 'based in Lisbon'). */
function homeOf(where: ReturnType<typeof decisionPlaces>): string[] {
  return where.home.map((p) => p.name);
}
/** Whether the topic names its own options (not one step against keeping things as they are). */
const chosen = (f: FramingFacts) => f.options.length >= 2 && !f.options.includes(KEEP);
const it = (f: FramingFacts) => (f.ifYou ? 'it' : 'the choice');
/** Beyond this, the step spoken back in full makes the question unreadable: 'did this' says it. */
const TRIED_MAX = 80;
/** 'tried to open in Berlin': the step in a tense that reads after 'companies that …'. */
const tried = (f: FramingFacts) =>
  f.ifYou?.startsWith('you ') && f.ifYou.length <= TRIED_MAX
    ? `tried to ${f.ifYou.slice(4).replace(/\byour\b/g, 'their')}`
    : f.ifYou
      ? 'did this'
      : 'faced this choice';
/** 'If you open in Berlin, …' for a single step; 'For each option, …' when the topic names several. */
const lead = (f: FramingFacts) =>
  f.ifYou
    ? `If ${f.ifYou}, `
    : f.options.includes(KEEP) || f.options.length < 2
      ? 'Whatever you choose, '
      : 'For each option, ';

/** A seat's decisive questions the comparison found: a fact absent from the text that would change the choice. */
const decisiveFor = (f: FramingFacts, owner: string) =>
  f.decisive.filter((d) => d.owner === owner).map((d) => d.question);

/** Whether the options or the step touch shares, the board or the articles, or give company money away. */
const CONSTITUTIONAL =
  /\b(?:board|director|auditor|articles|shareholder|shares?|equity|governance|statut|merger|sale of|acquisi\w*|dividend|safe|priced round|valuation|donat\w*|charit\w*|giv\w* away)/i;

/**
 * Each seat's questions for this decision, most decisive first; the framing adds the duties' and the
 * kind's. A seat asks only for what the text leaves out and the choice turns on: with nothing of that
 * kind from its seat, it asks nothing rather than a question that would fit any decision.
 */
export const SEAT_QUESTIONS: Readonly<Record<PositionKey, (f: FramingFacts) => (string | null)[]>> = {
  CFO: (f) => [
    ...decisiveFor(f, 'CFO'),
    f.gap
      ? `The figures give ${f.gap}: what does the dearer option give a year that the other does not (a saving, revenue kept, a risk removed), and does it repay the difference?`
      : null,
    f.compared.length
      ? `The figures give ${f.compared.join(', and ')}: what does the change itself cost (notice, overlap, people’s time), and does the difference survive it over three years?`
      : null,
    // What each named option costs is asked even where money is not the question: it is what tells them apart.
    chosen(f) && !f.decisive.length && !f.compared_options.length
      ? `Over three years, what does each option cost and bring in: ${f.options.map((o, i) => `(${i + 1}) ${o}`).join('; ')}?`
      : null,
    // A cost set against profit, revenue or cash is this decision's own figure: asked about even
    // beside the options laid side by side, unless two priced quotes already compare it.
    f.compared.length || f.decisive.length || f.gap
      ? null
      : f.cost
        ? `The figures give ${lowerFirst(f.cost.label)}: ${f.cost.result}. What does it bring in, save or protect, and by when?`
        : f.state.length && f.money && f.ifYou && !f.compared_options.length
          ? `${lead(f)}which of your figures (${list(f.state)}) moves, and by how much a year?`
          : null,
    f.priced || !f.money
      ? null
      : `${lead(f)}what does it cost once and every year, and what does it save or bring in?`,
  ],
  CEO: (f) => [
    ...decisiveFor(f, 'CEO'),
    f.event ? `How does ${it(f)} fit ${f.event}: does it help, or would you have to undo it first?` : null,
    // The measure of success is this step's own; a choice between named options is settled by their facts.
    f.ifYou
      ? `${lead(f)}what must be true in twelve months for you to call it right, and how will you measure it?`
      : null,
  ],
  INDEPENDENT_GOVERNANCE: (f) => [
    // Only a step that touches shares, the board or the articles has an approval worth asking about;
    // a place alone made this a stock question on every framed decision.
    CONSTITUTIONAL.test(f.ifYou ?? f.options.join(' '))
      ? `Who must approve ${it(f)}${underLaw(f)}: the board alone, a shareholders’ meeting, a regulator? Does it change your articles or shareholder agreement?`
      : null,
    f.tie ? `You say “${f.tie}”: who declares that interest, and do they stay out of the decision?` : null,
    f.staff
      ? `Must employees’ representatives (a works council or union) be informed or consulted before ${it(f)} is decided${underLaw(f)}?`
      : null,
  ],
  RISK_OFFICER: (f) => [
    f.party
      ? `What if ${f.party} cannot deliver what you need: is there a way back, and what would it cost?`
      : null,
    f.event ? `What could ${it(f)} put at risk in ${f.event}?` : null,
  ],
  INDUSTRY_EXPERT: (f) => [
    f.competitors
      ? `You say “${f.competitors}”: what has it done for them, and can you see it in their results?`
      : null,
    f.company && f.ifYou
      ? `What did companies like yours (${f.company.replace(/^your company \((.*)\)$/, '$1').replace(/^your /, '')}) find when they ${tried(f)}, and what surprised them?`
      : null,
  ],
  INVESTOR_REP: (f) => [
    ...decisiveFor(f, 'INVESTOR_REP'),
    f.event && f.money
      ? `How will investors read ${it(f)} at ${f.event}: does it add to the story or raise a diligence question?`
      : null,
    f.spend && f.money && !f.decisive.length
      ? `What return would you accept on ${f.spend}, and over how long?`
      : null,
  ],
  CUSTOMER_ADVOCATE: (f) => [
    f.customers ? `${lead(f)}which customers notice first, and what would they say if asked today?` : null,
  ],
  CTO: (f) => [
    f.technical
      ? `${lead(f)}what does it require of the product and systems, and who maintains it afterwards?`
      : null,
    f.technical
      ? 'What could not be taken back later (code published, data shared, a contract signed)?'
      : null,
  ],
  STRATEGIC_ADVISOR: (f) => [
    f.ifYou && !f.options.some((o) => o !== KEEP && f.options.length > 2)
      ? 'What else would meet the same need, and what happens if you do nothing?'
      : null,
  ],
  OPERATIONS_EXPERT: (f) => [
    f.staff || f.technical ? `${lead(f)}who does the work, by when, and what slows while they do?` : null,
    f.staff && f.state.some((s) => / people$/.test(s))
      ? `How is the work covered across the ${f.state.find((s) => / people$/.test(s))} while it changes?`
      : null,
  ],
};
