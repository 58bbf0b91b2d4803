// The reading: every fact a seat may use, made once from the decision's text (and again when a
// board member corrects a figure). Kind first (it decides what figures mean), then the figures
// with their owner and role, the sums, the premise checks, the duties, the facts stated and
// missing, and the restatement a user checks at a glance.

import type { DecisionReading, PremiseCheck, ReadingCorrection, ReadingNumber } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { dutyContext } from '../duties/context.ts';
import { dutiesOf } from '../duties/index.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { Essential, KindModule } from '../kinds/kind-kit.ts';
import { kindModule } from '../kinds/registry.ts';
import { kindFromVocabulary } from '../kinds/vocabulary.ts';
import { bondCapacityCalc } from './bond-capacity.ts';
import { isPlausibleResult } from './calc-shapes.ts';
import { calcContext, calculationsOf } from './calculations.ts';
import { capacityCalcs } from './capacity-calcs.ts';
import { commitmentCalcs } from './commitment-calcs.ts';
import { currencyGroups, exchangeRateGap, sumsByCurrency } from './currency-groups.ts';
import { decisionPlaces } from './decision-places.ts';
import { missingFacts, statedFacts } from './facts.ts';
import { type GateVerdict, gateOf, tooShortToJudge } from './gate.ts';
import { fillBreakEven } from './group-units.ts';
import { type KindReading, kindFromFigures, readKind } from './kind.ts';
import { MODELLED_EVIDENCE, withSecondOpinion } from './kind-dispute.ts';
import { STORY_CONFIDENCE, WEAK_CONFIDENCE, withEvidence } from './kind-evidence.ts';
import { kindOfCrossedLine, legalQuestionOver } from './kind-from-duties.ts';
import type { KindModel } from './kind-model.ts';
import { numbersOf } from './numbers.ts';
import { occupancyCalcs } from './occupancy.ts';
import { optionCalcs } from './option-calcs.ts';
import { perUnitCalcs } from './per-unit-costs.ts';
import { type Place, placesOf } from './places.ts';
import { topicAlternatives } from './plain-topic.ts';
import { premiseChecksOf } from './premise.ts';
import { priceResponseCalc } from './price-response.ts';
import { restatementOf } from './restatement.ts';
import { clausesOf, composeText, isNegated, sectionsOf, sentencesOf, wordCount } from './text.ts';
import { unitCostBuildUp } from './unit-cost-build-up.ts';
import { allInUnitCost } from './unit-margin.ts';

/** The form's decision type, as a hint that breaks a tie between two kinds the text names equally. */
const DECLARED: Readonly<Record<string, KindId>> = {
  funding: 'raise_funding',
  pivot: 'pivot',
  acquisition: 'acquire_company',
  expansion: 'expand_market',
  launch: 'launch_product',
  hire: 'hire_executive',
};

/** Figures of money spent, borrowed or at risk: only then do cash and burn bear on an unknown step. */
const SPEND_MEANINGS: ReadonlySet<string> = new Set([
  'cost',
  'budget',
  'monthly_cost',
  'annual_cost',
  'salary',
  'purchase_price',
  'loan_amount',
  'raise_amount',
  'monthly_burn',
  'cash',
  'runway_months',
  'fine_amount',
  'ransom_amount',
  'severance',
]);

/** Facts any decision needs when the board cannot tell its kind: what it asks the user to add. */
const GENERAL_ESSENTIALS: readonly Essential[] = [
  {
    fact: 'the options',
    owner: 'STRATEGIC_ADVISOR',
    question: 'What exactly are the options, including doing nothing?',
    // 'Should we …?' states one option, and the other is leaving things as they are.
    pattern:
      /\b(or|option|alternative|instead|versus|vs\.?)\b|^\W*(?:should|shall|do|can|could|would|must) (?:we|i)\b/i,
  },
  {
    fact: 'what it costs and what it brings',
    owner: 'CFO',
    question: 'What does it cost (once and every month), and what does it bring in, by when?',
    meanings: [['cost'], ['budget'], ['monthly_cost'], ['annual_cost']],
  },
  {
    fact: 'cash and monthly burn',
    owner: 'CFO',
    question: 'How much cash is in the bank, and what is the monthly burn?',
    // A company that states its profit does not burn: its runway is not the question.
    // Nor does one that states its net margin.
    meanings: [['cash', 'monthly_burn'], ['runway_months'], ['operating_profit'], ['net_margin_pct']],
    // A step that spends nothing the text names (a change of fiscal year, of auditor, of policy)
    // is not judged on the runway: asking for it would be the default, not the reading.
    given: (r) => !r.numbers.some((n) => SPEND_MEANINGS.has(n.meaning)),
  },
  {
    fact: 'who is affected',
    owner: 'CUSTOMER_ADVOCATE',
    question: 'Who is affected (customers, staff, partners), and how?',
    pattern:
      /\b(customers?|clients?|staff|employees|team|users|partners?|people|engineers|workers|members)\b/i,
  },
  {
    fact: 'the deadline',
    owner: 'CEO',
    question: 'By when must it be decided, and what happens if you wait?',
    meanings: [['deadline_months']],
    pattern: /\b(by|within|deadline|before|until)\b/i,
  },
];

const GENERAL: KindModule = {
  id: 'raise_funding',
  label: '',
  phrase: 'this decision',
  cues: /$^/,
  essentials: GENERAL_ESSENTIALS,
  checklists: {},
};

/** 'showed no drop in output': a finding stated in the negative, not something the text rules out. */
const NEGATIVE_FINDING =
  /\b(?:no|without (?:any|a)?)\s*(?:\w+ )?(?:drop|decline|fall|loss|change|difference|impact|issues?|problems?|complaints?|incidents?|increase|effect)\b/i;

function negationsOf(text: string): string[] {
  return sentencesOf(text)
    .flatMap((s) => clausesOf(s))
    .filter((c) => isNegated(c) && !(NEGATIVE_FINDING.test(c) && !isNegated(c.replace(NEGATIVE_FINDING, ''))))
    .map((c) => c.replace(/[.!?]$/, ''));
}

function partiesOf(kind: KindModule | null, topic: string): RegExp[] {
  const parties: RegExp[] = [];
  const name = kind?.party?.exec(topic)?.[1];
  if (name && !/^(?:A|An|The|Our|We|Us)$/.test(name))
    parties.push(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
  if (kind?.id === 'acquire_company' || kind?.id === 'merger_or_jv') parties.push(/\bthe target\b/i);
  return parties;
}

interface Basis {
  decision: Decision;
  kind: KindModule | null;
  kindConfidence: number;
  runnerUp: KindModule | null;
  unclear: KindReading['unclear'];
  evidence: string[];
  numbers: ReadingNumber[];
  corrections: ReadingCorrection[];
}

/**
 * The facts to ask for. A decision that reads as two kinds equally is asked what each would need
 * (a loan's rate and covenants, a raise's valuation), which says more than questions any decision
 * could be asked; a decision of no known kind gets those general questions.
 */
function missingOf(b: Basis, reading: DecisionReading, places: readonly Place[], text: string) {
  // A kind the ask names without evidence enough is still a candidate: ask what it would need.
  // One met only in the story around the ask is not: the general questions serve better.
  const storyOnly = b.unclear === 'weak' && b.kindConfidence <= STORY_CONFIDENCE;
  const kinds = storyOnly
    ? [GENERAL]
    : (b.unclear === 'tie' || b.unclear === 'weak' || b.unclear === 'disputed') && b.kind && b.runnerUp
      ? [b.kind, b.runnerUp]
      : (b.unclear === 'weak' || b.unclear === 'disputed') && b.kind
        ? [b.kind]
        : [b.unclear || !b.kind ? GENERAL : b.kind];
  const all = kinds.flatMap((k) => missingFacts(k, reading, places, text));
  const facts = all.filter(
    (m, i) => all.findIndex((n) => n.fact === m.fact || n.question === m.question) === i,
  );
  return facts.length > 0 || kinds.length === 1 ? facts : missingFacts(GENERAL, reading, places, text);
}

/** Rates whose stated value the board replaces by the computed one ('80% growth' when the figures give 50%). */
const DECIDED_ON_COMPUTED: ReadonlySet<string> = new Set(['revenue_growth_pct', 'gross_margin_pct']);

const AS_STATED = ' as stated (contradicted by the figures)';
const COMPUTED_TEXT = / \(computed; the text says .*\)$/;

/** The figures as the text gave them, before the board put computed rates in their place. */
function asGiven(numbers: ReadingNumber[]): ReadingNumber[] {
  if (!numbers.some((n) => n.role === 'stated' && n.label.endsWith(AS_STATED))) return numbers;
  return numbers
    .filter((n) => !COMPUTED_TEXT.test(n.text))
    .map((n) =>
      n.role === 'stated' && n.label.endsWith(AS_STATED)
        ? { ...n, role: 'actual' as const, label: n.label.slice(0, -AS_STATED.length) }
        : n,
    );
}

function decidedOn(numbers: ReadingNumber[], checks: readonly PremiseCheck[]): ReadingNumber[] {
  let out = numbers;
  for (const check of checks) {
    if (!DECIDED_ON_COMPUTED.has(check.meaning)) continue;
    const at = out.findIndex((n) => n.meaning === check.meaning && n.role === 'actual' && n.whose === 'ours');
    const stated = out[at];
    if (!stated) continue;
    out = [...out];
    out.splice(
      at,
      1,
      {
        ...stated,
        role: 'actual',
        value: check.computed,
        text: `${check.computed_text} (computed; the text says ${stated.text})`,
      },
      { ...stated, role: 'stated', label: `${stated.label}${AS_STATED}` },
    );
  }
  return out;
}

/** The options the asker typed, else the alternatives the question itself weighs. */
function alternativesOf(decision: Decision): string[] {
  const typed = (decision.options ?? []).map((o) => o.label.trim()).filter(Boolean);
  return typed.length >= 2 ? typed : topicAlternatives(decision.topic);
}

const DISPUTED_OPENING = 'The words name';

/** The framing of a kind the word model disputes: both readings named, neither acted on. */
function disputedReason(b: Basis): string {
  const named = `The words name “${b.kind?.label}”`;
  return b.runnerUp
    ? `${named}, but the decision as a whole reads more like “${b.runnerUp.label}”, so the board frames it instead of running either script on a guess.`
    : `${named}, but the decision as a whole reads unlike the decisions of that kind the board knows, so it frames it instead of running that script on a guess.`;
}

/** Below this many words, a text with no figure and no duty holds too little to run a script on. */
const THIN_TEXT_WORDS = 30;

/** Everything that follows from the kind and the figures: rebuilt whole after a correction. */
function build(basis: Basis): DecisionReading {
  const text = composeText(basis.decision);
  const dutiesFor = (kind: KindModule | null) =>
    dutiesOf(
      dutyContext(
        text,
        kind?.id ?? null,
        basis.numbers,
        decisionPlaces(basis.decision),
        alternativesOf(basis.decision),
      ),
    );
  const read = dutiesFor(basis.kind);
  // A proposal that would breach a duty is answered even when its kind is unclear: 'not as
  // proposed' needs no guessed script, and framing it as a matter of missing facts would hide
  // the line. The line crossed still names the kind of step (a dismissal, a data hand-over).
  const crossedAs = kindModule(
    kindOfCrossedLine(read, basis.kind?.id ?? null, basis.unclear !== null, basis.numbers, text),
  );
  const refused = basis.unclear !== null && read.some((d) => d.breached);
  const crossedWords = read.find((d) => d.breached)?.evidence.slice(0, 2) ?? [];
  let b: Basis = refused
    ? {
        ...basis,
        kind: crossedAs ?? null,
        runnerUp: null,
        unclear: null,
        kindConfidence: crossedAs ? 0.5 : 0,
        evidence: crossedAs ? crossedWords : [],
      }
    : crossedAs && crossedAs !== basis.kind
      ? {
          ...basis,
          kind: crossedAs,
          runnerUp: basis.kind,
          evidence: crossedWords,
        }
      : basis;
  // A legal question the duties raise leads a frame the words left open; a deal whose ask names
  // it firmly keeps its script, and the duty is raised in it all the same.
  const framedLegal = b.unclear !== null && legalQuestionOver(read, b.kind?.id ?? null);
  const legal = framedLegal ? kindModule('legal_regulatory') : null;
  if (legal)
    b = {
      ...b,
      kind: legal,
      runnerUp: b.kind ?? b.runnerUp,
      unclear: 'weak',
      kindConfidence: WEAK_CONFIDENCE,
    };
  const duties = b.kind === basis.kind ? read : dutiesFor(b.kind);
  const kindId = b.kind?.id ?? null;
  const given = asGiven(b.numbers);
  const calcsOf = (cx: ReturnType<typeof calcContext>) => {
    const out = [...calculationsOf(cx), ...(b.kind?.calculations?.(cx) ?? [])];
    optionCalcs(cx, text, out);
    commitmentCalcs(cx, text, out);
    perUnitCalcs(cx, text, out);
    unitCostBuildUp(cx, text, out);
    fillBreakEven(
      allInUnitCost(cx),
      cx.numbers.find((n) => n.meaning === 'price' && n.whose === 'ours' && n.role !== 'past'),
      text,
      out,
    );
    priceResponseCalc(cx, text, out);
    capacityCalcs(cx, text, out);
    occupancyCalcs(cx, text, out);
    bondCapacityCalc(cx, text, out);
    return out.filter((c) => isPlausibleResult(c.result));
  };
  // Figures in another currency are summed among themselves, never with the decision's own.
  const sumsOf = (all: readonly ReadingNumber[]) =>
    sumsByCurrency(all, (group) => calcsOf(calcContext(kindId, group)));
  const firstCalcs = sumsOf(given);
  // A premise is checked within its own currency too; one meaning is checked once.
  const checks = currencyGroups(given)
    .flatMap((g) => premiseChecksOf(calcContext(kindId, g.numbers), firstCalcs, text))
    .filter((c, i, all) => all.findIndex((o) => o.meaning === c.meaning) === i);
  // The board decides on the computed rate: every seat reads it, the stated one is kept as stated.
  const numbers = decidedOn(given, checks);
  const calculations = numbers === given ? firstCalcs : sumsOf(numbers);
  const places = placesOf(text);
  // A named step with no figure, no duty and a line or two of text gives a script nothing to weigh:
  // the board frames it and asks for what would decide it, rather than vote on a guess.
  const thin = !b.unclear && numbers.length === 0 && duties.length === 0 && wordCount(text) < THIN_TEXT_WORDS;
  const verdict = b.unclear || thin ? 'needs_information' : 'deliberate';
  const reading: DecisionReading = {
    kind: kindId,
    kind_label: b.kind?.label ?? null,
    kind_confidence: b.kindConfidence,
    kind_evidence: b.evidence,
    runner_up: b.runnerUp ? { kind: b.runnerUp.id, label: b.runnerUp.label } : null,
    restatement: '',
    numbers,
    negations: negationsOf(text),
    // A timeline the founder filled in is the deadline, however it is worded ('days, not weeks').
    stated: [
      ...new Set([
        ...statedFacts(numbers, text),
        ...(b.decision.constraints?.timeline?.trim() ? ['deadline'] : []),
      ]),
    ],
    missing: [],
    duties,
    calculations,
    premise_checks: checks,
    corrections: b.corrections,
    verdict,
    framing_reason:
      b.unclear === 'unknown'
        ? 'The offline board does not recognise this kind of decision, so it frames it instead of guessing.'
        : b.unclear === 'tie'
          ? `The text reads equally as “${b.kind?.label}” and “${b.runnerUp?.label}”, so the board frames it instead of guessing which.`
          : b.unclear === 'disputed'
            ? disputedReason(b)
            : b.unclear === 'weak' && b.evidence[0] === MODELLED_EVIDENCE
              ? `The decision reads as a whole like “${b.kind?.label}”, but no words in it name that kind firmly enough to run its script, so the board frames it and asks what such a decision turns on.`
              : b.unclear === 'weak'
                ? `The words point to “${b.kind?.label}”${b.runnerUp ? ` or “${b.runnerUp.label}”` : ''}, but the question asked does not name it with evidence enough to run that kind's script, so the board frames the decision instead of guessing.`
                : thin
                  ? `The text names “${b.kind?.label}” but gives no figures and little of the situation, so the board frames the decision and asks for what would decide it instead of voting on a guess.`
                  : b.unclear === 'open'
                    ? `The text tells a cash emergency (“${b.evidence[0] ?? 'the cash runs out'}”) and names no single move, so the board sets out the cash, what falls due and the duties, and the questions that choose between the moves, instead of judging one it would have to guess.`
                    : null,
    cannot_judge: null,
  };
  // Once the board refuses a proposal for crossing a line, the facts a verdict would need are moot.
  const rateGap = exchangeRateGap(reading.numbers);
  reading.missing = refused ? [] : [...(rateGap ? [rateGap] : []), ...missingOf(b, reading, places, text)];
  reading.restatement = restatementOf(reading, b.kind, b.decision);
  return reading;
}

/** Figures that price a whole company: too small a sum is something else offered. */
const COMPANY_PRICES: ReadonlySet<string> = new Set(['offer_price', 'purchase_price']);

/** When the words name no kind, the kind the figures point to, at a lower confidence. */
function withFigureKind(
  k: KindReading,
  decision: Decision,
  figuresOf: () => readonly ReadingNumber[],
): KindReading {
  // A move the ask names that no kind covers (a dividend, a gift) borrows none from its figures.
  if (k.unclear !== 'unknown' || k.evidence.some((e) => e.startsWith('the ask: '))) return k;
  const figures = figuresOf();
  // A company is not bought for a few dollars: '$5 credit' offered to customers names no sale.
  // Money raised before names no raise now.
  const plausible = figures.filter(
    (n) => n.role !== 'past' && !(COMPANY_PRICES.has(n.meaning) && n.value < 50_000),
  );
  const found = kindFromFigures(plausible.map((n) => n.meaning));
  const kind = kindModule(found?.kind);
  if (found && kind)
    return { kind, runnerUp: null, confidence: 0.5, evidence: found.evidence, unclear: null };
  // Neither set phrases nor figures: the words the text keeps company with, at a lower confidence.
  const worded = kindFromVocabulary(sectionsOf(decision));
  const wordedKind = kindModule(worded?.kind);
  return worded && wordedKind
    ? { kind: wordedKind, runnerUp: null, confidence: 0.4, evidence: worded.evidence, unclear: null }
    : k;
}

/** The kind model is the stored one; a benchmark passes one counted without the set it reads. */
export function readDecision(decision: Decision, kindModel?: KindModel): DecisionReading {
  const sections = sectionsOf(decision);
  const sectionOf = (sentence: string) => sections.find((s) => s.text.includes(sentence))?.name ?? '';
  // The figures read with no kind yet, once, and only when the kind step needs them.
  let unkinded: ReadingNumber[] | undefined;
  const figuresOf = () => {
    unkinded ??= numbersOf(composeText(decision), { kind: null, sectionOf });
    return unkinded;
  };
  const ruled = withEvidence(
    withFigureKind(readKind(sections, DECLARED[decision.type] ?? null), decision, figuresOf),
    sections,
    () => figuresOf().map((n) => n.meaning),
  );
  // A cash emergency is read with no kind (the board frames it), but it is a decision all the same.
  // Only the rules' words make a text a decision: the word model reads a kind into any text.
  const gate = gateOf(sections, ruled.kind !== null || ruled.unclear === 'open');
  if (gate) return refused(gate);
  const k = withSecondOpinion(ruled, decision, kindModel);
  const numbers = numbersOf(composeText(decision), {
    kind: k.kind?.id ?? null,
    kindUnsure: k.unclear !== null,
    parties: partiesOf(k.kind, decision.topic ?? ''),
    sectionOf,
  });
  const basis: Basis = {
    decision,
    kind: k.kind,
    kindConfidence: k.confidence,
    runnerUp: k.runnerUp,
    unclear: k.unclear,
    evidence: k.evidence,
    numbers,
    corrections: [],
  };
  const reading = build(basis);
  // A short line the board found no kind, no figure and no duty in holds nothing to weigh.
  const tooShort =
    reading.kind === null && reading.numbers.length === 0 && reading.duties.length === 0
      ? tooShortToJudge(sections.map((x) => x.text).join(' '), decision.topic ?? '')
      : null;
  return tooShort ? refused(tooShort) : reading;
}

/** The reading of a text the board will not judge: the reason, and nothing read from it. */
function refused(gate: GateVerdict): DecisionReading {
  return {
    kind: null,
    kind_label: null,
    kind_confidence: 0,
    kind_evidence: [],
    runner_up: null,
    restatement: 'The board could not identify a decision it can judge in this text.',
    numbers: [],
    negations: [],
    stated: [],
    missing: [],
    duties: [],
    calculations: [],
    premise_checks: [],
    corrections: [],
    verdict: 'cannot_judge',
    framing_reason: null,
    cannot_judge: gate,
  };
}

/** Why a framed reading was framed, told again from what it kept: a weak kind keeps ≤ 0.4. */
function framedAs(reading: DecisionReading, kind: KindModule | null): KindReading['unclear'] {
  if (kind && reading.framing_reason?.startsWith(DISPUTED_OPENING)) return 'disputed';
  if (kind && reading.kind_confidence <= WEAK_CONFIDENCE) return 'weak';
  return reading.runner_up && kind ? 'tie' : 'unknown';
}

/** The reading rebuilt on corrected figures (see corrections.ts): the kind and text stay. */
export function rebuildReading(
  decision: Decision,
  reading: DecisionReading,
  numbers: ReadingNumber[],
  corrections: ReadingCorrection[],
): DecisionReading {
  const kind = kindModule(reading.kind);
  const runnerUp = kindModule(reading.runner_up?.kind ?? null);
  return build({
    decision,
    kind,
    kindConfidence: reading.kind_confidence,
    runnerUp,
    unclear: reading.verdict === 'needs_information' ? framedAs(reading, kind) : null,
    evidence: reading.kind_evidence,
    numbers,
    corrections,
  });
}
