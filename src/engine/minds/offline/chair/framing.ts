// What the offline board answers when it cannot place a decision (no kind it knows, or two kinds
// named equally): not a script run on a guess, but an honest framing — the restatement, the
// figures and sums, the duties, each seat's two or three questions, and the facts to add. No
// votes are invented; a language-model board can deliberate on it.

import type { PositionKey } from '../../../../contracts/positions.ts';
import { type DecisionReading, NEEDS_INFORMATION_HEADLINE } from '../../../reading.ts';
import type { ActionItem, Decision, Framing, InitialPosition, Seat } from '../../../types.ts';
import { asksForGiven, withoutGiven } from '../reader/figure-check.ts';
import { list, lowerFirst } from '../reader/format.ts';
import { crisisMoves, liquidityCrisis } from '../reader/kind-situations.ts';
import { composeText } from '../reader/text.ts';
import { FACT_STAND_INS, firstSentence, speakerFor } from '../seats/duty-points.ts';

/** The questions each seat asks of any decision, when the reading gives it nothing more specific. */
const STANDING_QUESTIONS: Readonly<Record<PositionKey, readonly [string, string]>> = {
  CEO: [
    'What outcome would make this worth doing in 12 months?',
    'What would the team stop doing to make room for it?',
  ],
  CFO: [
    'What does it cost, once and every month, and what does it bring in, by when?',
    'How many months of runway would remain afterwards?',
  ],
  CTO: [
    'What does it require of the product, the systems or the data?',
    'Who builds or runs it, and what do they stop doing?',
  ],
  INDEPENDENT_GOVERNANCE: [
    'Who must approve it: the board, shareholders, a regulator?',
    'Does anyone involved have an interest on the other side?',
  ],
  INDUSTRY_EXPERT: [
    'What have comparable companies done in this situation?',
    'How did it turn out for them, and why?',
  ],
  INVESTOR_REP: [
    'How does it change what the company is worth?',
    'What will the next investors ask about it?',
  ],
  CUSTOMER_ADVOCATE: ['Which customers would notice, and how?', 'What would they say if asked today?'],
  RISK_OFFICER: [
    'What is the worst realistic outcome, and could the company survive it?',
    'Can it be undone, and at what cost?',
  ],
  STRATEGIC_ADVISOR: [
    'What are the alternatives, including doing nothing?',
    'Why is this the best of them now?',
  ],
  OPERATIONS_EXPERT: ['Who would do the work, and by when?', 'What stops or slows while they do?'],
};

export const LLM_LINE =
  'A language-model board can deliberate on a decision of any kind: configure an LLM provider (Settings → AI providers) for a full deliberation.';

function speaker(seat: Seat): string {
  const name = seat.persona?.name;
  return name ? `As ${name.replace(/^The /, 'the ')}` : `As ${seat.title}`;
}

function questionsFor(seat: Seat, reading: DecisionReading, keys: readonly string[]): string[] {
  const own = reading.missing
    .filter((m) => speakerFor(m.owner, keys, FACT_STAND_INS) === seat.key)
    .map((m) => m.question);
  const duties = reading.duties
    .filter((d) => speakerFor(d.owner, keys) === seat.key)
    .map((d) => `${d.title}: has this been done? ${d.action}.`);
  const standing = (STANDING_QUESTIONS[seat.key as PositionKey] ?? []).filter((q) => !answeredBy(q, reading));
  // No seat asks for a figure the decision gives.
  // A duty's line asks whether a step was taken, not for a fact: it is kept or dropped whole.
  const asked = [
    ...own.flatMap((q) => withoutGiven(q, reading) ?? []),
    ...duties.filter((q) => asksForGiven(q, reading).length === 0),
    ...standing.flatMap((q) => withoutGiven(q, reading) ?? []),
  ];
  return [...new Set(asked)].slice(0, 3);
}

const COSTS = new Set([
  'cost',
  'monthly_cost',
  'annual_cost',
  'price',
  'budget',
  'purchase_price',
  'salary',
  'contract_value',
]);

/** A standing question the text already answers is not asked: the board asks only for what it lacks. */
function answeredBy(question: string, reading: DecisionReading): boolean {
  const has = (test: (meaning: string) => boolean) => reading.numbers.some((n) => test(n.meaning));
  if (/\bcost\b/i.test(question)) return has((m) => COSTS.has(m));
  if (/\brunway\b/i.test(question))
    return reading.calculations.some((c) => c.id === 'runway') || has((m) => m === 'runway_months');
  if (/\balternatives\b/i.test(question)) return reading.numbers.some((n) => n.role === 'option');
  return false;
}

/**
 * The choice as the topic states it: 'Should we open in Berlin or in Paris?' → ['open in Berlin',
 * 'in Paris']; a single proposal is weighed against leaving things as they are.
 */
export function optionsOf(topic: string): string[] {
  const core = topic
    .trim()
    .replace(/\?+\s*$/, '')
    .replace(/^(?:should|shall|do|can|could|would|must) (?:we|i|the company)\s+|^whether (?:to |we )?/i, '');
  if (!core) return [];
  const parts = core
    .split(/,?\s+(?:or|versus|vs\.?)\s+(?:should we\s+|do we\s+|to\s+)?/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 1);
  return parts.length >= 2 ? parts.slice(0, 5) : [core, 'keep things as they are'];
}

function positionFor(
  seat: Seat,
  reading: DecisionReading,
  keys: readonly string[],
  options: string[],
): InitialPosition {
  const own = questionsFor(seat, reading, keys);
  // The CFO prices the choice itself, option by option, before any standing question.
  const questions =
    seat.key === 'CFO' && options.length >= 2
      ? [
          `What does each option cost and bring in, by when: ${options.join('; or ')}?`,
          ...own.filter((q) => !/\bcost\b|\boptions\b/i.test(q)),
        ].slice(0, 3)
      : own;
  const duties = reading.duties.filter((d) => speakerFor(d.owner, keys) === seat.key);
  // The figures are the reading's, shown once above the seats; the CFO alone restates the sums
  // it reasons from, so seven seats do not repeat the same two lines.
  const figures =
    seat.key === 'CFO'
      ? reading.calculations.slice(0, 2).map((c) => `${c.label}: ${c.result} (${c.inputs}).`)
      : [];
  return {
    stance: 'neutral',
    confidence: 0.2,
    // Why the board frames is said once, in the summary; each seat says what it needs.
    perspective: `${speaker(seat)}, I will not guess at a verdict. ${questions[0] ? `What would decide it from my seat: ${questions[0]}` : 'From my seat I need the decision stated as a choice.'}`,
    key_points: [...(seat.key === 'CFO' ? reading.premise_checks.map((p) => p.text) : []), ...figures].slice(
      0,
      3,
    ),
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
  const { reading } = ctx;
  const ai = ctx.board.filter((s) => s.kind === 'AI');
  const keys = ai.map((s) => s.key);
  const titleOf = (key: string) => ai.find((s) => s.key === key)?.title ?? key;
  const facts: ActionItem[] = reading.missing.map((m) => ({
    action: `Add to the decision: ${lowerFirst(m.question)}`,
    owner_role: titleOf(speakerFor(m.owner, keys, FACT_STAND_INS)),
    horizon: 'before asking again',
  }));
  const duties: ActionItem[] = reading.duties.map((d) => ({
    action: d.action,
    owner_role: titleOf(speakerFor(d.owner, keys)),
    horizon: d.breached ? 'now, before anything else' : 'whatever is decided',
  }));
  const sums = reading.calculations.map((c) => `${c.label}: ${c.result}`);
  // A cash emergency's options are the moves its text names, not 'the emergency or nothing'.
  const text = composeText(ctx.decision);
  const moves = !reading.kind && liquidityCrisis(text) ? crisisMoves(text) : [];
  const options = moves.length ? moves : optionsOf(ctx.decision.topic);
  const known = [
    options.length >= 2
      ? `The choice as the board reads it: ${options.map((o, i) => `(${i + 1}) ${o}`).join('; ')}.`
      : '',
    sums.length
      ? `The figures give: ${list(sums)}.`
      : reading.numbers.length
        ? `The figures given (${list(reading.numbers.slice(0, 4).map((n) => `${n.label} ${n.text}`))}) are not enough to compute anything yet.`
        : 'The text gives no figures the board can work with.',
    ...reading.premise_checks.map((p) => p.text),
    reading.duties.length
      ? `Whatever is decided, ${list(reading.duties.map((d) => d.title.toLowerCase()))} must be handled.`
      : '',
  ].filter(Boolean);
  return {
    positions: ai.map((seat) => ({ seat, position: positionFor(seat, reading, keys, options) })),
    synthesis: {
      recommendation: NEEDS_INFORMATION_HEADLINE,
      executive_summary: `${reading.restatement} ${reading.framing_reason ?? ''} ${LLM_LINE}`
        .replace(/\s+/g, ' ')
        .trim(),
      synthesis: `${known.join(' ')} To advise, the board needs: ${list(reading.missing.map((m) => m.fact)) || 'the decision stated as a choice between options'}.`,
      action_items: [...duties, ...facts],
      critical_risks: reading.duties.map((d) => ({
        risk: `${d.title}: ${d.text}`,
        severity: d.breached ? 'critical' : 'high',
        mitigation: d.action,
      })),
      minority_report: 'No votes were cast.',
    },
  };
}
