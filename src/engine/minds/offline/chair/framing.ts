// What the offline board answers when it cannot place a decision (no kind it knows, or two kinds
// named equally): not a script run on a guess, but an honest framing — the restatement, the
// figures and sums, the duties, each seat's two or three questions, and the facts to add. No
// votes are invented; a language-model board can deliberate on it.

import type { PositionKey } from '../../../../contracts/positions.ts';
import {
  type DecisionReading,
  type MissingFact,
  NEEDS_INFORMATION_HEADLINE,
  type ReadingDuty,
} from '../../../reading.ts';
import type { ActionItem, Decision, Framing, InitialPosition, Seat } from '../../../types.ts';
import { dutySeverity } from '../duties/severity.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { kindModule } from '../kinds/registry.ts';
import { asksForGiven, withoutGiven } from '../reader/figure-check.ts';
import { list, lowerFirst } from '../reader/format.ts';
import { crisisMoves, liquidityCrisis } from '../reader/kind-situations.ts';
import { questionCore, spokenBack, topicAlternatives, WH_OPENING } from '../reader/plain-topic.ts';
import { restatementOf } from '../reader/restatement.ts';
import { composeText } from '../reader/text.ts';
import { FACT_STAND_INS, firstSentence, speakerFor } from '../seats/duty-points.ts';
import { compareOptions } from './framing-compare.ts';
import { type FramingFacts, framingFacts, KEEP, SEAT_QUESTIONS } from './framing-questions.ts';
import { adviceLine, textNamesSubject } from './framing-scope.ts';
import { framingSums, oncePerResult } from './framing-sums.ts';
import { optionSums } from './option-sums.ts';
import { purchaseSums } from './purchase-sums.ts';

export const LLM_LINE =
  'A language-model board can deliberate on a decision of any kind: configure an LLM provider (Settings → AI providers) for a full deliberation.';

/**
 * The choice as the topic states it: 'Should we open in Berlin or in Paris?' → ['open in Berlin',
 * 'in Paris']; a single proposal is weighed against leaving things as they are.
 */
export function optionsOf(topic: string): string[] {
  const core = questionCore(topic);
  if (!core) return [];
  // 'Where should we keep the cash: a money market fund, term deposits, or our current account'
  const listed = core.match(/:\s*(.+)$/)?.[1];
  const items = listed
    ?.split(/,?\s+or\s+|,\s+/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 1);
  if (items && items.length >= 2) return items.slice(0, 5).map((p) => lowerFirst(spokenBack(p)));
  const spoken = topicAlternatives(topic).map((p) => lowerFirst(spokenBack(p)));
  if (spoken.length >= 2) return spoken;
  // An open question ('Which publishing deal for our game?') names no step to weigh against
  // keeping things as they are: the options, if any, are in the text.
  return WH_OPENING.test(core) ? [] : [spokenBack(core), KEEP];
}

/**
 * 'option A' in the topic is what the text letters A ('A) a Chinese supplier, EGP 38m, 9 months'):
 * a letter alone tells the board nothing to set side by side.
 */
export function withLetteredText(options: string[], context: string): string[] {
  return options.map((o) => {
    const letter = o.match(/^option ([A-Z\d])$/i)?.[1]?.toUpperCase();
    if (!letter) return o;
    const said = context.match(
      new RegExp(`(?:^|[\\s.;])(?:[Oo]ption\\s+)?${letter}(?:\\)|:|\\.)\\s+([^.;\\n]+(?:\\.\\d[^.;\\n]*)?)`),
    )?.[1];
    return said ? `option ${letter} (${said.trim()})` : o;
  });
}

const byKindAlone = (d: ReadingDuty) => d.evidence.every((e) => e === 'a decision of this kind');

function speaker(seat: Seat): string {
  const name = seat.persona?.name;
  return name ? `As ${name.replace(/^The /, 'the ')}` : `As ${seat.title}`;
}

/** The kinds the text might be, when the board has a guess it will not act on: the readings to tell apart. */
function candidatesOf(reading: DecisionReading) {
  // A cash emergency's runner-up is only the nearest script, not a reading of it.
  if (!reading.kind && reading.framing_reason?.includes('cash emergency')) return [];
  const ids = [reading.kind, reading.runner_up?.kind].filter((k): k is string => !!k);
  return [...new Set(ids)].map((id) => kindModule(id)).filter((k) => k !== null);
}

/** 'It reads either as … or as …': each candidate with the first fact its reading needs, and what tells them apart. */
function candidateLine(reading: DecisionReading): string {
  const kinds = candidatesOf(reading);
  if (!kinds.length) return '';
  const words = reading.kind_evidence.slice(0, 2).map((e) => `“${e}”`);
  const needs = (k: (typeof kinds)[number]) => k.essentials[0]?.fact;
  const reads = kinds.map((k) => `“${k.label}” (then the board would need ${needs(k) ?? 'its own facts'})`);
  return kinds.length >= 2
    ? `This reads either as ${reads.join(' or as ')}, or as neither${words.length ? `: the words ${list(words)} fit both` : ''}. What tells them apart is which of those facts the decision turns on; say which, and the board can judge it.`
    : `${words.length ? `The words ${list(words)} point` : 'The words point'} to ${reads[0]}, but too weakly to run that board on a guess: say whether that is the decision, or what kind of step it is.`;
}

/** A fact to add belongs to a guessed kind when that kind's essentials name it. */
function ofCandidate(m: MissingFact, reading: DecisionReading): boolean {
  return candidatesOf(reading).some((k) => k.essentials.some((e) => e.fact === m.fact));
}

/** Whose lens is nearest a seat's, for a board without it: risk sits with governance, customers and strategy with the CEO. */
const NEAREST: Partial<Record<PositionKey, readonly PositionKey[]>> = {
  RISK_OFFICER: ['INDEPENDENT_GOVERNANCE', 'CFO'],
  CUSTOMER_ADVOCATE: ['CEO', 'INDUSTRY_EXPERT'],
  STRATEGIC_ADVISOR: ['CEO', 'INVESTOR_REP'],
};

const MONEY_FACT = /\b(?:cash|burn|runway|valuation|revenue|mrr|arr|pre-money|terms offered)\b/i;
const SYSTEMS_FACT = /\b(?:security|testing|systems?|software|integration|uptime)\b/i;

/**
 * The facts the reading misses that this choice turns on: cash, burn, revenue or valuation only when
 * money decides the step, systems and security only when the step touches technology.
 */
function decisiveMissing(reading: DecisionReading, facts: FramingFacts): MissingFact[] {
  return reading.missing.filter(
    (m) =>
      (facts.money || !MONEY_FACT.test(`${m.fact} ${m.question}`)) &&
      (facts.technical || !SYSTEMS_FACT.test(`${m.fact} ${m.question}`)) &&
      // Options the text already lays out are not asked for again.
      // A topic naming its one step is weighed against keeping things as they are: asking for 'the
      // options' then asks for what the text already says.
      !(
        m.fact === 'the options' &&
        facts.options.length >= 2 &&
        (!facts.options.includes(KEEP) || facts.ifYou !== null)
      ) &&
      // Nor what the step costs, when the text prices it.
      !(facts.priced && /^what does it cost\b/i.test(m.question)),
  );
}

function seatQuestions(
  seat: Seat,
  reading: DecisionReading,
  keys: readonly string[],
  facts: FramingFacts,
): string[] {
  const own = (key: string) =>
    (SEAT_QUESTIONS[key as PositionKey]?.(facts) ?? []).filter((q): q is string => !!q);
  // A seat not on this board lends its first question to the seat nearest its lens.
  const lent = (Object.keys(SEAT_QUESTIONS) as PositionKey[])
    .filter(
      (k) =>
        !keys.includes(k) && speakerFor(k, keys, [...(NEAREST[k] ?? []), ...FACT_STAND_INS]) === seat.key,
    )
    // Customers' question is lent only when the text names customers.
    .filter((k) => k !== 'CUSTOMER_ADVOCATE' || facts.customers)
    .map((k) => own(k)[0])
    .filter((q): q is string => !!q);
  const duties = reading.duties
    .filter((d) => speakerFor(d.owner, keys) === seat.key)
    .map((d) => `${d.title}: has this been done? ${d.action}.`)
    .filter((q) => asksForGiven(q, reading).length === 0);
  // A guessed kind's facts are asked in the candidates' line, not as if the kind were known.
  const missing = decisiveMissing(reading, facts)
    .filter((m) => !ofCandidate(m, reading) && speakerFor(m.owner, keys, FACT_STAND_INS) === seat.key)
    .map((m) => m.question);
  const [first, ...rest] = own(seat.key);
  // A fact the reading misses that the seat's own question already asks (the cost, the options) is not asked twice.
  const topics = (q: string) =>
    (q.toLowerCase().match(/\bcost|\bbring in\b|\boption|\bcash\b|\bburn\b/g) ?? []).map((t) =>
      t === 'bring in' ? 'cost' : t,
    );
  const covered = new Set([first, ...rest].flatMap((q) => (q ? topics(q) : [])));
  const fresh = missing.filter((q) => !topics(q).some((t) => covered.has(t)));
  // No seat asks for a figure the decision gives.
  const asked = [first, ...duties, ...rest, ...fresh, ...lent]
    .filter((q): q is string => !!q)
    .flatMap((q) => (q.includes('?') ? (withoutGiven(q, reading) ?? []) : [q]));
  return [...new Set(asked)].slice(0, 3);
}

function positionFor(
  seat: Seat,
  reading: DecisionReading,
  keys: readonly string[],
  facts: FramingFacts,
  sums: readonly { label: string; result: string; inputs: string }[],
): InitialPosition {
  const questions = seatQuestions(seat, reading, keys, facts);
  const duties = reading.duties.filter((d) => speakerFor(d.owner, keys) === seat.key);
  // The CFO restates what the figures already give; the other seats do not repeat it.
  const figures =
    seat.key === 'CFO'
      ? [
          ...facts.compared_options,
          ...reading.premise_checks.map((p) => p.text),
          ...oncePerResult([...reading.calculations, ...sums]).map(
            (c) => `${c.label}: ${c.result} (${c.inputs}).`,
          ),
        ]
      : [];
  return {
    stance: 'neutral',
    confidence: 0.2,
    // Why the board frames is said once, in the summary; each seat says what it needs.
    perspective: `${speaker(seat)}, I will not guess at a verdict. ${questions[0] ? `What would decide it from my seat: ${questions[0]}` : `From my seat as ${seat.title}, the text raises nothing that would change the choice.`}`,
    key_points: figures.slice(0, 5),
    concerns: duties.map((d) => `${d.title}: ${firstSentence(d.text)}`),
    recommendations: duties.map((d) => `${d.action}.`).slice(0, 3),
    questions,
  };
}

export function frameDecision(ctx: {
  decision: Decision;
  reading: DecisionReading;
  board: readonly Seat[];
}): Framing {
  const { decision } = ctx;
  // A duty only the guessed kind raises has no words of the text behind it: it is said as a
  // condition of that reading, not as a duty of this decision.
  const guessedDuties = ctx.reading.duties.filter(byKindAlone);
  const reading = { ...ctx.reading, duties: ctx.reading.duties.filter((d) => !byKindAlone(d)) };
  const ai = ctx.board.filter((s) => s.kind === 'AI');
  const keys = ai.map((s) => s.key);
  const titleOf = (key: string) => ai.find((s) => s.key === key)?.title ?? key;
  // A cash emergency's options are the moves its text names, not 'the emergency or nothing'.
  const text = composeText(decision);
  const moves = !reading.kind && liquidityCrisis(text) ? crisisMoves(text) : [];
  const typed = (decision.options ?? []).map((o) => o.label.trim()).filter(Boolean);
  const options = withLetteredText(
    moves.length ? moves : typed.length >= 2 ? typed : optionsOf(decision.topic),
    decision.context ?? '',
  );
  const comparison = compareOptions(decision, reading, options);
  const sums = [
    ...framingSums(decision, reading),
    ...optionSums(comparison.sides, reading),
    ...purchaseSums(reading, text),
  ];
  const facts = framingFacts(decision, reading, options, sums, comparison);
  const positions = ai.map((seat) => ({ seat, position: positionFor(seat, reading, keys, facts, sums) }));
  // The facts to add: what the reading misses, each seat's most decisive question, and a guessed kind's facts as conditions.
  const guessed = candidatesOf(reading);
  const toAdd: ActionItem[] = [
    ...facts.decisive.map((d) => ({
      question: d.question,
      owner: speakerFor(d.owner, keys, FACT_STAND_INS),
    })),
    ...decisiveMissing(reading, facts)
      .filter((m) => !ofCandidate(m, reading))
      .map((m) => ({ question: m.question, owner: speakerFor(m.owner, keys, FACT_STAND_INS) })),
    ...positions
      .filter(({ seat }) => ['CFO', 'INDEPENDENT_GOVERNANCE', 'RISK_OFFICER', 'CEO'].includes(seat.key))
      .map(({ seat, position }) => ({
        question: position.questions.find((q) => !/: has this been done\?/.test(q)) ?? '',
        owner: seat.key,
      })),
    ...decisiveMissing(reading, facts)
      .filter((m) => ofCandidate(m, reading) && textNamesSubject(m, text))
      .map((m) => {
        const k = guessed.find((g) => g.essentials.some((e) => e.fact === m.fact));
        return {
          question: `If this is “${k?.label ?? 'that kind of decision'}”: ${lowerFirst(m.question)}`,
          owner: speakerFor(m.owner, keys, FACT_STAND_INS),
        };
      }),
  ]
    .filter((q, i, all) => q.question && all.findIndex((o) => o.question === q.question) === i)
    .map((q) => ({
      action: `Add to the decision: ${lowerFirst(q.question)}`,
      owner_role: titleOf(q.owner),
      horizon: 'before asking again',
    }));
  const advice = adviceLine(reading, text);
  const duties: ActionItem[] = [
    ...reading.duties.map((d) => ({
      action: d.action,
      owner_role: titleOf(speakerFor(d.owner, keys)),
      horizon: d.breached ? 'now, before anything else' : 'whatever is decided',
    })),
    ...(advice
      ? [
          {
            action: advice,
            owner_role: titleOf(speakerFor('INDEPENDENT_GOVERNANCE', keys)),
            horizon: 'before deciding',
          },
        ]
      : []),
  ];
  const computed = oncePerResult([...reading.calculations, ...sums]).map((c) => `${c.label}: ${c.result}`);
  const unplaced = reading.numbers.length === 0 && !computed.length;
  const known = [
    options.length >= 2 && !options.includes(KEEP)
      ? `The choice as the board reads it: ${options.map((o, i) => `(${i + 1}) ${o}`).join('; ')}.`
      : '',
    comparison.line,
    comparison.leaning ?? '',
    computed.length
      ? `What the figures already say: ${computed.join('; ')}.`
      : unplaced
        ? 'The text gives no figures the board can work with.'
        : `The figures given (${list(reading.numbers.slice(0, 4).map((n) => `${n.label} ${n.text}`))}) do not yet price the step itself.`,
    ...reading.premise_checks.map((p) => p.text),
    reading.duties.length
      ? `Whatever is decided: ${reading.duties.map((d) => `${d.title.toLowerCase()} (${titleOf(speakerFor(d.owner, keys))}: ${lowerFirst(d.action)})`).join('; ')}.`
      : advice,
    guessedDuties.length && kindModule(reading.kind)
      ? `If this is “${kindModule(reading.kind)?.label}”: ${guessedDuties.map((d) => `${d.title.toLowerCase()} (${titleOf(speakerFor(d.owner, keys))}: ${lowerFirst(d.action)})`).join('; ')}.`
      : '',
  ].filter(Boolean);
  const lead = positions
    .filter(({ seat }) => ['CFO', 'INDEPENDENT_GOVERNANCE', 'CEO'].includes(seat.key))
    .map(({ seat, position }) => ({
      seat,
      q: position.questions.find((q) => !/: has this been done\?/.test(q)),
    }))
    .filter((l) => !!l.q)
    .map((l) => `${l.seat.title}: ${l.q}`);
  // The facts the comparison found decisive come first, whichever seat asks them.
  const decisiveLead = facts.decisive.map(
    (d) => `${titleOf(speakerFor(d.owner, keys, FACT_STAND_INS))}: ${d.question}`,
  );
  const leadLines = [...new Set([...decisiveLead, ...lead])].slice(0, 3);
  // Restated in plain words whichever path sent the decision here: a kind's label read from a fragment would show a misreading.
  const restated = restatementOf(
    { ...reading, verdict: 'needs_information' },
    kindModule(reading.kind),
    decision,
  );
  return {
    positions,
    synthesis: {
      recommendation: NEEDS_INFORMATION_HEADLINE,
      // The candidates already say why the board frames; the reading's reason is for when there are none.
      executive_summary:
        `${restated} ${comparison.leaning ?? ''} ${candidateLine(reading) || reading.framing_reason || ''} ${LLM_LINE}`
          .replace(/\s+/g, ' ')
          .trim(),
      synthesis: `${known.join(' ')} To advise, the board needs above all — ${leadLines.join(' ') || `${list(reading.missing.map((m) => m.fact)) || 'the decision stated as a choice between options'}.`}`,
      action_items: [...duties, ...toAdd],
      critical_risks: reading.duties.map((d) => ({
        risk: `${d.title}: ${d.text}`,
        severity: dutySeverity(d, text.toLowerCase(), reading.kind as KindId | null),
        mitigation: d.action,
      })),
      minority_report: 'No votes were cast.',
    },
  };
}
