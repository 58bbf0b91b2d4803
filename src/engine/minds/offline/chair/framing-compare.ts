// The options of a framed decision side by side, on what the text gives for each: what it costs or
// saves, what it brings, what it commits the company to, and the sum that matters (cash and runway
// after it, a cost against the revenue it is forecast to bring). Where those figures alone settle a
// point, the board says which way they lean and the one fact that would flip it; where they settle
// nothing, it names the fact that decides. A leaning is no verdict: no vote is invented (ADR 0103).

import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { escapeRegExp } from '../reader/calculations.ts';
import { CAPITAL, COMMITTED, UNCOMMITTED } from '../reader/committed-money.ts';
import { money, months, pct } from '../reader/format.ts';
import { PER_GOODS_UNIT } from '../reader/goods-units.ts';
import { spokenBack } from '../reader/plain-topic.ts';
import { composeText, sentencesOf } from '../reader/text.ts';
import { KEEP } from './framing-questions.ts';
import { type Amount, amountsOf, PAST } from './framing-sums.ts';

const UNPLACED_WHOLES = new Set(['operating_profit', 'annual_revenue', 'cash']);

/** What the text gives for one option. */
export interface OptionSide {
  /** '(1) cut costs now'. */
  name: string;
  /** 'saves $25k a month', '$300k, not committed'. */
  gives: string[];
  /** What it binds the company to, in the text's words ('lock funds for 12 months'). */
  commits: string[];
  /** Months of runway the option leaves for certain, when cash and burn are given. */
  runway: number | null;
  /** The sum that shows it ('runway 9.3 months: $420k ÷ $45k a month'). */
  effect: string | null;
  /** Money the option counts on that nobody has committed ('the $300k'). */
  uncommitted: Amount | null;
  /** Whether the text prices the option at all. */
  priced: boolean;
  /** Months the option ties the money up for ('lock funds for 12 months'). */
  locked: number | null;
  /** What the option costs once, when the text prices it so: the sum set against the other options'. */
  oneOff: Amount | null;
}

export interface Comparison {
  sides: OptionSide[];
  /** 'Side by side: (1) …; (2) ….' or '' when the text gives nothing to set side by side. */
  line: string;
  /** 'On the figures given, the board leans to …. This would change if …', or null. */
  leaning: string | null;
  /** Questions for facts absent from the text that would change the choice, with the seat that asks. */
  decisive: { owner: 'CFO' | 'INVESTOR_REP' | 'CEO'; question: string }[];
}

const STOP = new Set(
  'should shall would could which where what when whether with from into over under that this these those their there than then have keep make more less about your ours they them take hold stay stick just only also other another option options choice current currently existing company business'.split(
    ' ',
  ),
);
const MONTHLY = /^\s*(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*monthly\b/i;
const YEARLY = /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b/i;
const SAVES = /\b(?:sav(?:e|es|ed|ing|ings)|cut(?:ting)?|reduc\w*|lower\w*)\b/i;
const VALUATION = /^\s*(?:valuation )?(?:cap|valuation|pre-money|post-money|pre|post)\b/i;
const REVENUE = /\b(?:revenue|sales|turnover|bring in|brings in|forecast|earn\w*)\b/i;
const COMMITS =
  /\b(?:lock\w*(?: up)?|tie[sd]? up|notice period|minimum term|exclusiv\w*|board seat|veto\w*|personal(?:ly)? guarantee\w*|covenants?|warrants?|control|pre-emption|liquidation preference|non-compete)\b/i;
/** What the reader already knows to be a cost stays one, whatever word stands beside it. */
/** What the reader already knows to be money coming in (a round, a loan, a grant) is never a cost. */
const CAPITAL_MEANINGS = new Set(['raise_amount', 'loan_amount', 'grant_amount']);
const COST_MEANINGS = new Set(['cost', 'monthly_cost', 'annual_cost', 'budget', 'purchase_price']);
/** Words that make a sum beside a loan or grant the thing it pays for, not the money coming in. */
const SPENT = /\b(?:costs?|spend\w*|pay\w*|fees?|budget|project|price|covers?)\b/i;
const NOW = /\b(?:today|currently|at present|at the moment|now pay|we pay|existing)\b/i;
const STATUS_QUO = /^(?:keep|stay|remain|continue|wait|hold|stick|do nothing|renew)\b/i;
const CHANGE_COST =
  /\b(?:mov(?:e|ing)|relocat\w*|switch\w*|fit[- ]out|transition|migrat\w*|set[- ]?up|one[- ]off|upfront|up front|exit fee|break fee)\b/i;
const TODAY = new Set([
  'cash',
  'monthly_burn',
  'annual_revenue',
  'arr',
  'mrr',
  'operating_profit',
  'monthly_revenue',
]);
const YIELD = /\b(?:pays?|yields?|interest|returns?|earns?)\b/i;

/** Content words an option is known by: 'term deposits' → ['term', 'deposits']. */
function anchors(option: string, others: readonly string[]): string[] {
  // 'license your library under MIT' or 'AGPL': the first option carries the topic's verb; its own part is its tail.
  const size = (s: string) => s.split(/\s+/).length;
  const shortest = Math.min(...others.map(size));
  if (others.length && size(option) > shortest + 2)
    return anchors(
      option
        .split(/\s+/)
        .slice(-(shortest + 1))
        .join(' '),
      others,
    );
  const words = (s: string) =>
    s
      .toLowerCase()
      .match(/[a-z][a-z-]{2,}/g)
      ?.filter((w) => !STOP.has(w) && (w.length >= 4 || /^[a-z]{3}$/.test(w))) ?? [];
  const theirs = new Set(others.flatMap(words));
  return words(option).filter((w) => !theirs.has(w));
}

/** A clause of a sentence (split at commas, semicolons and 'but') holding a pattern. */
function clauseWith(sentence: string, re: RegExp): string | null {
  const clause = sentence.split(/[,;:]\s+|\s+(?:but|while|whereas)\s+/).find((c) => re.test(c));
  return clause ? clause.trim().replace(/[.]+$/, '') : null;
}

function after(sentence: string, a: Amount): string {
  const at = sentence.indexOf(a.text);
  return at >= 0 ? sentence.slice(at + a.text.length, at + a.text.length + 24) : '';
}

interface Figure {
  amount: Amount;
  kind: 'saving' | 'capital' | 'revenue' | 'cost';
  period: 'month' | 'year' | 'once';
  uncommitted: boolean;
  /** A cost paid today ('€14k today'), already inside the burn. */
  current: boolean;
}

const SETTING: ReadonlySet<string> = new Set(['existing_debt', 'reserves', 'total_assets']);

function figuresIn(sentences: readonly string[], amounts: readonly Amount[], skip: Set<number>): Figure[] {
  const out: Figure[] = [];
  for (const s of sentences)
    for (const a of amounts) {
      if (skip.has(a.value) || !new RegExp(`(?<![\\w.,])${escapeRegExp(a.text)}(?![\\d])`).test(s)) continue;
      if (out.some((f) => f.amount.value === a.value)) continue;
      const clause = clauseWith(s, new RegExp(escapeRegExp(a.text))) ?? s;
      const tail = after(s, a);
      // A cap or a valuation prices the company; it is no money an option brings in or costs.
      if (VALUATION.test(tail)) continue;
      // A figure a unit ('1.35 kr per can') is no option's total; the per-unit sums weigh it.
      if (PER_GOODS_UNIT.test(tail)) continue;
      // A debt already owed, or the balance sheet's totals, are the setting of the choice, not money an option brings in.
      if (a.meaning && SETTING.has(a.meaning)) continue;
      // A sum told as history is no option's cost: 'revenue €44m the year before'.
      if (PAST.test(clause)) continue;
      out.push({
        amount: a,
        kind: SAVES.test(clause)
          ? 'saving'
          : (a.meaning && CAPITAL_MEANINGS.has(a.meaning)) || (CAPITAL.test(clause) && !SPENT.test(clause))
            ? 'capital'
            : a.meaning && COST_MEANINGS.has(a.meaning)
              ? 'cost'
              : CAPITAL.test(clause)
                ? 'capital'
                : REVENUE.test(clause)
                  ? 'revenue'
                  : 'cost',
        period: MONTHLY.test(tail) ? 'month' : YEARLY.test(tail) || a.yearly ? 'year' : 'once',
        uncommitted: UNCOMMITTED.test(s) || !COMMITTED.test(s),
        current: NOW.test(clause),
      });
    }
  return out;
}

const per = (f: Figure) => (f.period === 'month' ? ' a month' : f.period === 'year' ? ' a year' : '');
const monthly = (f: Figure) =>
  f.period === 'month' ? f.amount.value : f.period === 'year' ? f.amount.value / 12 : 0;

/** What cash and burn the text gives today, the company's own. */
function cashAndBurn(reading: DecisionReading) {
  const ours = (meaning: string) =>
    reading.numbers.find((n) => n.meaning === meaning && n.whose === 'ours' && n.role === 'actual');
  return { cash: ours('cash'), burn: ours('monthly_burn') };
}

function sideOf(
  name: string,
  figures: readonly Figure[],
  commits: string[],
  reading: DecisionReading,
  replaced: number | null = null,
): OptionSide {
  const { cash, burn } = cashAndBurn(reading);
  const gives = figures.map((f) => {
    const t = `${f.amount.text}${per(f)}`;
    return f.kind === 'saving'
      ? `saves ${t}`
      : f.kind === 'capital'
        ? `brings in ${t}${f.uncommitted ? ', not committed' : ''}`
        : f.kind === 'revenue'
          ? `${t} of revenue${f.uncommitted ? ' (a forecast)' : ''}`
          : `costs ${t}${f.current ? ' today' : ''}`;
  });
  const uncommitted = figures.find((f) => f.kind === 'capital' && f.uncommitted)?.amount ?? null;
  let runway: number | null = null;
  let effect: string | null = null;
  if (cash && burn && burn.value > 0 && cash.unit === burn.unit) {
    const same = figures.filter((f) => f.amount.unit === cash.unit);
    const saved = same.filter((f) => f.kind === 'saving').reduce((t, f) => t + monthly(f), 0);
    // A new recurring cost replaces the one paid today, which is already in the burn.
    const recurring = (current: boolean) =>
      same.filter((f) => f.kind === 'cost' && f.current === current).reduce((t, f) => t + monthly(f), 0);
    const fresh = recurring(false);
    const added = fresh ? Math.max(0, fresh - (replaced ?? 0)) : 0;
    const once = same
      .filter((f) => f.kind === 'cost' && f.period === 'once' && !f.current)
      .reduce((t, f) => t + f.amount.value, 0);
    const inflow = same
      .filter((f) => f.kind === 'capital' && !f.uncommitted)
      .reduce((t, f) => t + f.amount.value, 0);
    const left = cash.value - once + inflow;
    const rate = burn.value - saved + added;
    const changes = saved || added || once || inflow || uncommitted;
    if (!changes) {
      runway = cash.value / burn.value;
      effect = null;
    } else if (rate > 0 && left > 0) {
      runway = left / rate;
      const sum = `${money(left, cash.unit)} ÷ ${money(rate, cash.unit)} a month`;
      effect = `runway ${months(runway)} (${sum})`;
      if (uncommitted && uncommitted.unit === cash.unit)
        effect = `runway ${months(runway)} until it comes, ${months((left + uncommitted.value) / rate)} if it does`;
    } else if (left <= 0) {
      runway = 0;
      effect = `more than the ${money(cash.value, cash.unit)} in the bank`;
    }
  }
  // A budget against the revenue the option is forecast to bring.
  const spend = figures.find((f) => f.kind === 'cost' && f.period === 'once');
  const earns = figures.find((f) => f.kind === 'revenue' && f.amount.unit === spend?.amount.unit);
  if (spend && earns) {
    const ratio =
      (100 * spend.amount.value) / (earns.period === 'month' ? earns.amount.value * 12 : earns.amount.value);
    const against = `${spend.amount.text} is ${pct(ratio)} of the ${earns.amount.text} revenue it is forecast to bring in a year`;
    effect = effect ? `${effect}; ${against}` : against;
  }
  const lock = commits
    .join(' ')
    .match(/\b(?:lock|tie)\w*\b.*?(\d+)[\s-]*(months?|years?)|(\d+)[\s-]*(months?|years?)\b.*?\block/i);
  const n = Number(lock?.[1] ?? lock?.[3] ?? 0);
  const locked = n ? (/year/i.test(lock?.[2] ?? lock?.[4] ?? '') ? n * 12 : n) : null;
  const oneOff = figures.find((f) => f.kind === 'cost' && f.period === 'once' && !f.current)?.amount ?? null;
  return { name, gives, commits, runway, effect, uncommitted, priced: figures.length > 0, locked, oneOff };
}

/** A yield the text gives on a place to hold money, worked out on the cash: 3.1% of €2.4M. */
function yieldOf(sentences: readonly string[], reading: DecisionReading): string | null {
  const { cash } = cashAndBurn(reading);
  if (!cash) return null;
  const s = sentences.find((x) => YIELD.test(x) && /\d(?:\.\d+)?\s?%/.test(x));
  const rate = s?.match(/(\d+(?:\.\d+)?)\s?%/);
  if (!rate?.[1]) return null;
  const r = Number(rate[1]);
  return `${pct(r)} on ${money(cash.value, cash.unit)} is about ${money((cash.value * r) / 100, cash.unit)} a year`;
}

/** The options side by side, with a leaning where the figures settle a point. */
export function compareOptions(
  decision: Decision,
  reading: DecisionReading,
  options: readonly string[],
): Comparison {
  const none: Comparison = { sides: [], line: '', leaning: null, decisive: [] };
  if (options.length < 2) return none;
  const text = composeText(decision);
  // A sentence that weighs two options ('A pays 3.1% but locks funds; B yields 2.8%') is read a part at a time.
  // A sentence that sets one option's figure against another's ('€18k a month in Rotterdam against €14k
  // today in Antwerp') is split there too, and the second part keeps the first part's period.
  const sentences = sentencesOf(text).flatMap((x) =>
    x.split(/;\s+|\s+(?:whereas|while)\s+/).flatMap((part) => {
      const [head, ...rest] = part.split(/\s+(?:against|compared (?:with|to)|versus|vs\.?)\s+/i);
      const period = head?.match(/\b(?:a|per|each) (?:month|year)\b/i)?.[0];
      return [
        head ?? '',
        ...rest.map((r) =>
          period && !/\b(?:a|per|each) (?:month|year)\b/i.test(r) ? r.replace(/^(\S+)/, `$1 ${period}`) : r,
        ),
      ];
    }),
  );
  const amounts = amountsOf(decision, reading);
  // Today's figures (cash, burn, payroll, revenue) describe the company, not an option.
  const skip = new Set(
    reading.numbers
      .filter(
        (n) =>
          n.whose === 'ours' &&
          n.role === 'actual' &&
          (TODAY.has(n.meaning) || /payroll|salar|revenue|turnover/.test(n.label)),
      )
      .map((n) => n.value),
  );
  // A profit, revenue or cash figure the number reader could not place describes the company too.
  for (const a of amounts)
    if (a.label === '' && a.meaning && UNPLACED_WHOLES.has(a.meaning)) skip.add(a.value);
  // The price offered for the company is paid to its shareholders: no option spends it, and the
  // company's own cash does not run on it.
  if (reading.kind === 'be_acquired')
    for (const n of reading.numbers) if (n.meaning === 'offer_price') skip.add(n.value);
  const single = options.includes(KEEP);
  // A cost of changing that names no option ('Moving costs £30k') belongs to the one option that changes.
  const anchorsOf = (o: string) =>
    anchors(
      o,
      options.filter((x) => x !== o && x !== KEEP),
    );
  const claimed = (x: string, o: string) =>
    anchorsOf(o).some((w) =>
      new RegExp(`\\b${escapeRegExp(w.slice(0, Math.max(4, w.length - 2)))}`, 'i').test(x),
    );
  const changing = options.filter((o) => o !== KEEP && !STATUS_QUO.test(o));
  const unclaimed = single
    ? []
    : sentences.filter((x) => CHANGE_COST.test(x) && !options.some((o) => o !== KEEP && claimed(x, o)));
  const read = options.map((option, i) => {
    const name = `(${i + 1}) ${option}`;
    if (option === KEEP)
      return { name, figures: [] as Figure[], commits: [] as string[], mine: [] as string[] };
    const others = options.filter((o) => o !== option && o !== KEEP);
    const words = single ? [] : anchors(option, others);
    const stem = (w: string) => escapeRegExp(w.slice(0, Math.max(4, w.length - 2)));
    const own = single
      ? sentences
      : [
          ...sentences.filter((s) => words.some((w) => new RegExp(`\\b${stem(w)}`, 'i').test(s))),
          ...(changing.length === 1 && changing[0] === option ? unclaimed : []),
        ];
    // The topic names all the options at once: its figures belong to none of them in particular.
    const mine = single
      ? own
      : own.filter((s) => !others.some((o) => spokenBack(s).toLowerCase().includes(o.toLowerCase())));
    const commits = mine
      .map((s) => clauseWith(s, COMMITS))
      .filter((c): c is string => !!c)
      .slice(0, 2);
    return { name, figures: figuresIn(mine, amounts, skip), commits, mine };
  });
  // What is paid today for the thing an option would pay for anew ('€14k today in Antwerp').
  const paidToday = read
    .flatMap((r) => r.figures)
    .filter((f) => f.kind === 'cost' && f.current)
    .reduce((t, f) => t + monthly(f), 0);
  const sides = read.map((r) => {
    // More figures than an option can carry means a paragraph of mixed figures was claimed by a
    // shared word (a team's revenue, a fee earned, a deposit): listing them all as its costs misleads.
    const figures = r.figures.length > MOST_FIGURES_AN_OPTION_CARRIES ? [] : r.figures;
    const side = sideOf(r.name, figures, r.commits, reading, paidToday || null);
    const y = !single && r.mine.some((s) => YIELD.test(s)) ? yieldOf(r.mine, reading) : null;
    return y ? { ...side, gives: [...side.gives, y] } : side;
  });
  const described = sides.filter((s) => s.gives.length || s.commits.length || s.effect);
  if (!described.length && single) return none;
  // An option the text speaks of only in words ('two prospects cannot use AGPL code') is set out in them.
  const said = new Map(
    single
      ? []
      : read.map((r, i) => {
          // Only a sentence about this option alone, not the question naming them all.
          const words = r.mine.find(
            (x) =>
              !sides[i]?.gives.length &&
              x.length <= 200 &&
              !/\?\s*$/.test(x) &&
              !options.some(
                (o) => o !== KEEP && `(${options.indexOf(o) + 1}) ${o}` !== r.name && claimed(x, o),
              ),
          );
          return [r.name, words ? `the text says “${spokenBack(words.replace(/[.]+$/, ''))}”` : ''];
        }),
  );
  if (!described.length && ![...said.values()].filter(Boolean).length) return none;
  // 'Runway stays' says something only when another option moves it.
  const moves = sides.some((s) => s.effect);
  const line = `Side by side, on what the text gives: ${sides
    // Keeping things as they are, with nothing the text says of it, adds no figure to the comparison.
    .filter((s) => !(s.name.endsWith(KEEP) && s.runway === null))
    .map((s) => {
      const stays =
        moves && !s.effect && s.runway !== null && s.gives.length ? `runway stays ${months(s.runway)}` : '';
      const parts = [
        ...s.gives,
        ...s.commits.map((c) => `commits: ${c}`),
        s.effect ?? stays,
        s.gives.length || s.commits.length ? '' : (said.get(s.name) ?? ''),
      ].filter(Boolean);
      const today =
        moves && s.runway !== null
          ? `runway stays ${months(s.runway)}`
          : 'the text says nothing about it on its own';
      return `${s.name}: ${parts.length ? parts.join(', ') : today}`;
    })
    .join('; ')}.`;
  return { sides, line, ...leaningOf(sides, reading, single) };
}

/** Beyond this many figures, what a shared word gave an option is not its own. */
const MOST_FIGURES_AN_OPTION_CARRIES = 4;

/** Whether the figures settle a point, and the one fact that would flip it. */
function leaningOf(
  sides: readonly OptionSide[],
  reading: DecisionReading,
  single: boolean,
): Pick<Comparison, 'leaning' | 'decisive'> {
  const decisive: Comparison['decisive'] = [];
  // Only money the reader knows for a round, a loan or a grant is asked after: a price or a
  // premium beside the word 'capital' is no money anyone commits.
  for (const s of sides)
    if (s.uncommitted?.meaning && CAPITAL_MEANINGS.has(s.uncommitted.meaning))
      decisive.push({
        owner: 'INVESTOR_REP',
        question: `Will the ${s.uncommitted.text} that ${s.name} counts on be committed in writing, and by when?`,
      });
  const priced = sides.filter((s) => s.priced);
  const { burn } = cashAndBurn(reading);
  if (!single && priced.length && priced.length < sides.length)
    for (const s of sides.filter((x) => !x.priced && !x.name.endsWith(KEEP)))
      decisive.push({
        owner: 'CFO',
        question: `What does ${s.name} cost or bring in${burn ? ', once and a month' : ''}? The text prices ${priced.map((p) => p.name.split(' ')[0]).join(' and ')} only.`,
      });
  const ranked = sides.filter((s) => s.runway !== null).sort((a, b) => (b.runway ?? 0) - (a.runway ?? 0));
  const best = ranked[0];
  const worst = ranked.at(-1);
  if (
    best &&
    worst &&
    best !== worst &&
    (best.runway ?? 0) - (worst.runway ?? 0) >= 1.5 &&
    (worst.runway ?? 0) < 12
  ) {
    const to = best.name.endsWith(KEEP) ? `not doing it: ${best.name}` : best.name;
    // An option that costs more than the cash leaves no runway to speak of: say what it costs.
    if (!worst.runway)
      return {
        leaning: `On the figures given, the board leans to ${to}: ${worst.name} ${worst.effect ?? 'costs more than the cash in the bank'}, against ${months(best.runway ?? 0)} of runway. This would change if money committed in writing pays for ${worst.name} first.`,
        decisive,
      };
    const flip = worst.uncommitted
      ? `the ${worst.uncommitted.text} is committed in writing before the runway runs down`
      : `${worst.name} brings in more than it costs within ${months(worst.runway ?? 0)}`;
    return {
      leaning: `On the figures given, the board leans to ${to}: ${worst.name} leaves ${months(worst.runway ?? 0)} of runway${worst.uncommitted ? ` if the ${worst.uncommitted.text} does not come` : ''}, against ${months(best.runway ?? 0)}. This would change if ${flip}.`,
      decisive,
    };
  }
  // Money tied up for longer than the cash left free can carry the burn.
  const { cash } = cashAndBurn(reading);
  const tied = sides.find((s) => s.locked);
  if (tied?.locked && cash && burn && burn.value > 0) {
    const need = burn.value * tied.locked;
    const free = cash.value - need;
    return {
      leaning: `On the figures given, the board leans against putting all of it in ${tied.name}: ${tied.locked} months of burn is ${money(need, burn.unit)}, so ${free > 0 ? `at most ${money(free, cash.unit)} of the ${money(cash.value, cash.unit)} can be tied up for ${tied.locked} months` : `none of the ${money(cash.value, cash.unit)} can be tied up for ${tied.locked} months`}; the rest belongs where it can be reached. This would change if new money is committed or the burn falls.`,
      decisive,
    };
  }
  // A one-off budget larger than the revenue the step is forecast to bring in its first year.
  const over = sides.find((s) => /is (\d+(?:\.\d+)?)% of the .+ revenue/.test(s.effect ?? ''));
  const ratio = Number(over?.effect?.match(/is (\d+(?:\.\d+)?)% of the/)?.[1] ?? 0);
  if (over && ratio > 100)
    return {
      leaning: `On the figures given, the board leans against ${over.name} as proposed: ${over.effect?.split('; ').at(-1)}, so it cannot earn back its cost in the first year even before the cost of what is sold. This would change if the margin on that revenue and the second year's forecast earn the budget back within a time the cash can carry.`,
      decisive: [
        ...decisive,
        {
          owner: 'CFO',
          question: `What margin does that revenue carry, and what does ${over.name} bring in the second year?`,
        },
      ],
    };
  const fact = decisive[0]?.question;
  return {
    leaning: fact ? `The figures given do not settle it; what decides it is the answer to: ${fact}` : null,
    decisive,
  };
}
