// The offline chair. Its headline follows the COMPUTED outcome; its summary cites the reading's
// figures, the premise checks and the strongest arguments; every duty the reading raises is an
// action item, whatever the vote; a split or undecided board is told which facts would settle
// it; and the minority report names the dissenters.

import { dissentingVotes, NO_DISSENT } from '../../../minority.ts';
import { CANNOT_JUDGE_HEADLINE, type DecisionReading, NEEDS_INFORMATION_HEADLINE } from '../../../reading.ts';
import { approveShare, consensusLabel, decidedShare, stanceScore } from '../../../scoring.ts';
import type {
  ActionItem,
  ChairContext,
  CriticalRisk,
  DigestEntry,
  Outcome,
  Seat,
  Synthesis,
} from '../../../types.ts';
import type { DutyId } from '../duties/duty-kit.ts';
import { dutyDefinition } from '../duties/index.ts';
import { dutySeverity } from '../duties/severity.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { absencesOf, remediesFor } from '../reader/absences.ts';
import { list, lowerFirst, upperFirst } from '../reader/format.ts';
import { readDecision } from '../reader/read-decision.ts';
import { composeText } from '../reader/text.ts';
import { assessSeat, type SeatAssessment } from '../seats/assess.ts';
import { covenantBrokenBy, KEEP_THE_COVENANT } from '../seats/covenant-points.ts';
import { FACT_STAND_INS, speakerFor } from '../seats/duty-points.ts';
import { premiseMeaning } from '../seats/premise-meaning.ts';
import { optionsCompared } from './options-compared.ts';
import { runwayAction, runwayHeadline } from './runway-verdict.ts';
import { notAsStated, wholeClauses } from './whole-clauses.ts';

export const HEADLINES: Readonly<Record<Outcome, string>> = {
  proceed: 'The board recommends you proceed, with the conditions below',
  against: 'The board recommends against this decision as proposed',
  mixed: 'The board is split',
  cannot_judge: CANNOT_JUDGE_HEADLINE,
  needs_information: NEEDS_INFORMATION_HEADLINE,
};

const SEVERITY_RANK: Readonly<Record<CriticalRisk['severity'], number>> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
};
const pct = (n: number) => `${Math.round(n * 100)}%`;

interface Chair {
  ctx: ChairContext;
  reading: DecisionReading;
  phrase: string;
  ai: { seat: Seat; a: SeatAssessment }[];
}

function chairOf(ctx: ChairContext): Chair {
  const reading = ctx.reading ?? readDecision(ctx.decision);
  const ai = ctx.board
    .filter((s) => s.kind === 'AI')
    .map((seat) => ({ seat, a: assessSeat(seat, reading, ctx.decision, ctx.board) }));
  return { ctx, reading, phrase: ai[0]?.a.phrase ?? 'this decision', ai };
}

/** A seat's own strongest argument for its stance: from its points (AI seats) or its first point (humans). */
function caseOf(c: Chair, entry: DigestEntry): string {
  const a = c.ai.find((x) => x.seat.id === entry.seatId)?.a;
  if (a) {
    const dir = Math.sign(stanceScore(entry.stance));
    const best = a.points.find((x) => Math.sign(x.weight) === dir) ?? a.points[0];
    // A seat that supports only because its concerns can be met: its reason is the condition, not the concern.
    if (best && dir > 0 && best.weight < 0 && best.mitigation)
      return wholeClauses(`its concern is met if the board does this: ${lowerFirst(best.mitigation)}`, 200);
    if (best) return wholeClauses(best.text, 200);
  }
  return wholeClauses(entry.top_points[0] ?? entry.stance, 200);
}

/** The facts that would settle a split or undecided board: those the reading lacks, named. */
function settlingFacts(c: Chair): string[] {
  return c.reading.missing.map((m) => m.fact);
}

function undecided(ctx: ChairContext): boolean {
  const { approve, against, abstain } = ctx.scores.vote_breakdown.weighted;
  return ctx.scores.outcome === 'mixed' && approve + against < abstain;
}

/**
 * The duties that lead the headline: those the decision itself raises (its topic's own words, a
 * situation read across its clauses), then those its kind always carries. The taxonomy's order
 * says nothing about weight, and a duty raised by one passing word of the context (a privacy notice
 * beside a benefit cut) would push the real question down; it stays in the risks and actions below.
 */
function centralDuties(c: Chair): DecisionReading['duties'] {
  const topic = c.ctx.decision.topic.toLowerCase();
  const duties = c.reading.duties;
  // A safeguard the text says is missing ('no vesting', 'not accredited') is the decision's own.
  const missing = absencesOf(`${c.ctx.decision.topic} ${c.ctx.decision.context}`).map((a) => a.words);
  const own = (d: (typeof duties)[number]) =>
    d.evidence.some(
      (e) =>
        e.includes(' … ') ||
        (e.length > 2 && topic.includes(e.toLowerCase())) ||
        // A cue inside what the text says is missing ('vested' in 'vested immediately') is it too.
        missing.some((m) => m === e || (e.length > 3 && m.toLowerCase().includes(e.toLowerCase()))),
    );
  const byKind = (d: (typeof duties)[number]) => d.evidence.includes('a decision of this kind');
  // A duty that decides whether a move of this kind can happen at all (merger clearance) leads too.
  const kind = c.reading.kind as KindId | null;
  const leads = (d: (typeof duties)[number]) =>
    kind !== null && !!dutyDefinition(d.id as DutyId)?.leadsFor?.[kind];
  return [
    ...duties.filter(leads),
    ...duties.filter((d) => !leads(d) && own(d)),
    ...duties.filter((d) => !leads(d) && !own(d) && byKind(d)),
  ];
}

function headline(c: Chair): string {
  const facts = settlingFacts(c);
  // A legal line crossed outranks the runway; otherwise a step the cash cannot carry is never a plain yes.
  const gated = c.reading.duties.some((d) => d.breached)
    ? null
    : runwayHeadline(
        c.reading,
        c.ctx.decision,
        c.phrase,
        c.ctx.scores.outcome,
        centralDuties(c)
          .slice(0, 2)
          .map((d) => d.action),
      );
  if (gated) return gated;
  if (c.ctx.scores.outcome === 'proceed') {
    const subject = `${c.phrase}${onComputedFigures(c)}`;
    const also = subject === c.phrase ? '' : ', and';
    // A duty is a condition the seats voted on, not a footnote: a 'proceed' that leaves it below
    // the fold reads as an endorsement of what the seats argued must not happen as proposed.
    const breached = c.reading.duties.find((d) => d.breached);
    if (breached)
      return `The board recommends you proceed with ${subject}${also} only once it no longer crosses a legal line (${lowerFirst(breached.title)}), not as proposed: ${lowerFirst(breached.action)}`;
    // A lender's covenant the board's own sum shows the step breaking is no plain yes either.
    const covenant = covenantBrokenBy(c.reading.calculations);
    if (covenant)
      return `The board recommends you proceed with ${subject}${also} only on terms that keep the lender's covenant, not as proposed: ${lowerFirst(covenant.label)} comes to ${covenant.result}. ${KEEP_THE_COVENANT} before signing`;
    const duties = centralDuties(c).slice(0, 2);
    if (duties.length)
      return `The board recommends you proceed with ${subject}${also} only if you first: ${duties.map((d) => lowerFirst(d.action)).join('; and ')}${c.reading.duties.length > duties.length ? ' (and the others below)' : ''}`;
    return `The board recommends you proceed with ${subject}, with the conditions below`;
  }
  // Against a proposal that crosses a line, say which line and what to do instead: 'against the
  // recall as proposed' would read as advice not to recall when the proposal was to wait.
  const breached = c.reading.duties.find((d) => d.breached);
  if (c.ctx.scores.outcome === 'against' && breached)
    return `The board recommends against the proposal as it stands. Do not proceed as proposed: it crosses a legal line (${lowerFirst(breached.title)}). Instead: ${insteadOf(c, breached)}.${sunkCost(c)}`;
  const covenant = covenantBrokenBy(c.reading.calculations);
  if (c.ctx.scores.outcome === 'against' && covenant)
    return `The board recommends against ${c.phrase} as proposed: on its own sums it breaks the lender's covenant (${lowerFirst(covenant.label)}: ${covenant.result}). Instead: ${lowerFirst(KEEP_THE_COVENANT)} first`;
  if (c.ctx.scores.outcome === 'against') return `The board recommends against ${c.phrase} as proposed`;
  // A line crossed is not a matter for the vote: a split board still says the step cannot go
  // ahead as proposed, and what to do instead (a recall waited on while the seats argue harms people).
  if (c.ctx.scores.outcome === 'mixed' && breached)
    return `The board is split on the vote, but the proposal as it stands crosses a legal line (${lowerFirst(breached.title)}), so do not proceed as proposed. Instead: ${insteadOf(c, breached)}.${sunkCost(c)}`;
  // A split board still says the step breaks the lender's covenant on its own sums.
  if (c.ctx.scores.outcome === 'mixed' && covenant)
    return `The board is split on the vote, but on its own sums the proposal breaks the lender's covenant (${lowerFirst(covenant.label)}: ${covenant.result}), so do not sign on these terms. ${KEEP_THE_COVENANT} first`;
  if (c.ctx.scores.outcome !== 'mixed') return HEADLINES[c.ctx.scores.outcome];
  const need = facts.length
    ? `it needs ${list(facts.slice(0, 3))} to decide`
    : 'the seats weigh the same facts differently';
  const head = undecided(c.ctx) ? `Most of the board is undecided: ${need}` : `The board is split: ${need}`;
  // A safeguard the text says is missing (no accounts seen, nothing signed) comes first whichever
  // way the board later decides: a split does not leave it below the fold.
  const first = missingSafeguardDuty(c);
  return first ? `${head}. Whichever way it goes, first: ${lowerFirst(first.action)}` : head;
}

/** A duty the text's own missing safeguard raised ('only seen his summary, no accounts'), if any. */
function missingSafeguardDuty(c: Chair): DecisionReading['duties'][number] | undefined {
  const missing = absencesOf(`${c.ctx.decision.topic} ${c.ctx.decision.context}`).map((a) => a.words);
  return c.reading.duties.find((d) => d.evidence.some((e) => missing.includes(e)));
}

/**
 * What to do instead of a step that crosses a line: when the line is crossed for want of
 * safeguards the text says are missing, the step waits until each is in place; otherwise the
 * duty's own action.
 */
function insteadOf(c: Chair, breached: DecisionReading['duties'][number]): string {
  const text = [c.ctx.decision.topic, c.ctx.decision.context, c.ctx.decision.constraints.other ?? ''].join(
    ' ',
  );
  const ids = c.reading.duties.filter((d) => d.breached).map((d) => d.id as DutyId);
  const remedies = remediesFor(text, ids);
  return remedies.length ? `${list(remedies)}, and only then go ahead` : lowerFirst(breached.action);
}

/** Money already spent, named so it is not read as a reason: 'we already spent €150k on the campaign'. */
const SPENT =
  /\b(?:already (?:spent|paid|sunk|invested|committed|booked)|(?:have|has|had) (?:already )?(?:spent|sunk|paid)|sunk (?:cost|€|\$|£|\d)|(?:money|spend|spending|budget|costs?) (?:\w+ ){0,3}(?:is|are|was|were) (?:already )?(?:sunk|spent|booked|paid))\b/i;

/** The sentence that keeps spent money out of the reasons: it is gone whichever way the board decides. */
function sunkCost(c: Chair): string {
  const text = [c.ctx.decision.topic, c.ctx.decision.context].join(' ');
  return SPENT.test(text)
    ? ' What has already been spent is sunk: it is gone whichever way the board decides, so it is no reason to go ahead.'
    : '';
}

/**
 * A yes that rests on a figure the board found wrong is a yes on the computed figure only: the
 * headline says so, so no one acts on the stated one ('on the saving of $60k a year, not $600k').
 */
/** The premise checks that replace a stated figure with a computed one (not a note on how options are quoted). */
function correctedFigures(c: Chair) {
  return c.reading.premise_checks.filter(
    (p) => p.meaning !== 'option_period' && p.meaning !== 'covenant_breach' && p.stated !== p.computed,
  );
}

function onComputedFigures(c: Chair): string {
  const checks = correctedFigures(c).slice(0, 2);
  if (checks.length === 0) return '';
  return ` only on the figures the board computed (${checks.map((p) => `${p.label} ${p.computed_text}, not ${p.stated_text}`).join('; ')})`;
}

/** Each wrong premise in plain words: what was stated, what the figures give, what the board used. */
function premiseLines(c: Chair): string {
  return c.reading.premise_checks
    .slice(0, 3)
    .map((p) => p.text)
    .join(' ');
}

/**
 * What was voted on, in the decision's own words where the reading kept them ('the raise (“a $2M
 * seed round”)'): the tally then reads as this decision's, not a line every result shares.
 */
function tallySubject(c: Chair): string {
  // Words with a figure in them would restate it lowercased ('$2m'): the figures have their own lines.
  const words = c.reading.kind_evidence.find((e) => !/[:\d]/.test(e) && e.split(' ').length >= 2);
  return words && !c.phrase.includes(words) ? `${c.phrase} (“${words}”)` : c.phrase;
}

const unanimous = (h: { approve: number; against: number; abstain: number }) =>
  h.approve + h.against + h.abstain > 1 &&
  [h.approve, h.against, h.abstain].includes(h.approve + h.against + h.abstain);

/** The count as a director would say it: 'all 7 seats voted against', '5 approved, 2 abstained'. */
function tallyOf(h: { approve: number; against: number; abstain: number }): string {
  const seats = h.approve + h.against + h.abstain;
  if (seats > 1 && h.approve === seats) return `all ${seats} seats approved`;
  if (seats > 1 && h.against === seats) return `all ${seats} seats voted against`;
  if (seats > 1 && h.abstain === seats) return `all ${seats} seats abstained`;
  const parts = [
    h.approve ? `${h.approve} approved` : '',
    h.against ? `${h.against} voted against` : '',
    h.abstain ? `${h.abstain} abstained` : '',
  ].filter(Boolean);
  const last = parts.pop() ?? 'no seat voted';
  return parts.length ? `${parts.join(', ')} and ${last}` : last;
}

function executiveSummary(c: Chair): string {
  const { vote_breakdown: b, consensus_level, confidence_score } = c.ctx.scores;
  const share = approveShare(b);
  const absent = b.absent.count ? `, ${b.absent.count} absent` : '';
  const weightOf = (e: DigestEntry) => c.ctx.board.find((s) => s.id === e.seatId)?.weight ?? 0;
  // A seat with an argument of its own outranks one that only names a condition.
  const argued = (e: DigestEntry) =>
    c.ai
      .find((x) => x.seat.id === e.seatId)
      ?.a.points.some((p) => Math.sign(p.weight) === Math.sign(stanceScore(e.stance)))
      ? 1
      : 0;
  const strongest = (test: (n: number) => boolean) =>
    c.ctx.digest
      .filter((e) => test(stanceScore(e.stance)))
      .sort(
        (x, y) =>
          argued(y) - argued(x) ||
          Math.abs(stanceScore(y.stance)) - Math.abs(stanceScore(x.stance)) ||
          weightOf(y) - weightOf(x),
      )[0];
  const forCase = strongest((n) => n > 0);
  const againstCase = strongest((n) => n < 0);
  const premise = premiseLines(c);
  const corrected = c.reading.corrections.at(-1);
  return [
    `On ${tallySubject(c)}, ${tallyOf(b.headcount)}${absent}${share === null || unanimous(b.headcount) ? '' : ` (${pct(share)} of the decided weight in favour)`}: ` +
      `consensus ${consensusLabel(consensus_level, decidedShare(b))} (${pct(consensus_level)}), confidence ${pct(confidence_score)}.`,
    premise,
    corrected ? `Figures corrected by ${corrected.author}: ${corrected.changes.join('; ')}.` : '',
    forCase ? `Strongest case for (${forCase.title}): ${caseOf(c, forCase)}` : '',
    againstCase ? `Strongest case against (${againstCase.title}): ${caseOf(c, againstCase)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The sums a decision of this kind turns on, as the board computed them: a loan's interest, its
 * instalments and its debt service against the covenant. Stated in the synthesis whichever seat's
 * reason leads it, so the founder reads the key calculation without opening the CFO's points.
 */
const KEY_SUMS: Readonly<Partial<Record<KindId, readonly string[]>>> = {
  take_loan: [
    'interest_year',
    'monthly_repayment',
    'debt_service_coverage',
    'covenant_headroom',
    'loan_to_profit',
    'leverage_after',
  ],
  acquire_company: ['earnings_multiple', 'leverage_after', 'cash_after_vs_floor'],
  customer_contract: [
    'contract_share_of_revenue',
    'units_times_price',
    'unit_cost_built',
    'order_gross_profit',
    'order_advance',
  ],
  equipment_purchase: [
    'cost_share',
    'payback_of_cost',
    'unit_saving_yearly',
    'unit_saving_payback',
    'cash_after_vs_floor',
  ],
};

function keySums(reading: DecisionReading): string {
  const ids = KEY_SUMS[reading.kind as KindId] ?? [];
  const sums = ids.flatMap((id) => reading.calculations.filter((k) => k.id === id));
  if (sums.length === 0) return '';
  return ` The sums: ${sums.map((k) => `${lowerFirst(k.label)}, ${k.result}`).join('; ')}.`;
}

function synthesisText(c: Chair): string {
  const groups = [
    { label: 'In support', test: (s: number) => s > 0 },
    { label: 'Undecided', test: (s: number) => s === 0 },
    { label: 'Opposed', test: (s: number) => s < 0 },
  ];
  const aside = c.ctx.digest.filter((e) => c.ai.find((x) => x.seat.id === e.seatId)?.a.outsideLens);
  const weight = (e: DigestEntry) => c.ctx.board.find((b) => b.id === e.seatId)?.weight ?? 0;
  const parts = groups.flatMap(({ label, test }) => {
    const seats = c.ctx.digest.filter((e) => test(stanceScore(e.stance)) && !aside.includes(e));
    if (seats.length === 0) return [];
    const reasons = [...seats]
      .sort(
        (x, y) => Math.abs(stanceScore(y.stance)) - Math.abs(stanceScore(x.stance)) || weight(y) - weight(x),
      )
      .slice(0, 3)
      .map((e) => `the ${e.title} because ${lowerFirst(caseOf(c, e)).replace(/\.$/, '')}`);
    return [`${label}: ${list(seats.map((e) => e.title))} — ${reasons.join('; ')}`];
  });
  if (aside.length)
    parts.push(
      `${list(aside.map((e) => `the ${e.title}`))} found nothing in ${c.phrase} to weigh from ${aside.length === 1 ? 'that seat' : 'their seats'}`,
    );
  const rule = c.ctx.scores.voting_rule;
  const facts = settlingFacts(c);
  const cut = rule
    ? rule.explanation.replace(/\.$/, '')
    : c.ctx.scores.outcome === 'mixed'
      ? facts.length
        ? `What would settle it: ${list(facts)}`
        : 'The split is real: the seats weigh the same facts differently'
      : // The headline already says which way the vote went; the synthesis gives the reasons.
        '';
  const duties = c.reading.duties.length
    ? ` Whatever the vote, ${c.reading.duties.length === 1 ? 'one duty comes' : `${c.reading.duties.length} duties come`} first: ${list(c.reading.duties.map((d) => d.title.toLowerCase()))}.`
    : '';
  // A wrong premise changes what the vote means: the board voted on the computed figure.
  const wrong = correctedFigures(c);
  const figures = wrong.length
    ? ` The board weighed ${list(wrong.slice(0, 3).map((p) => `${p.label} at ${p.computed_text}, ${notAsStated(p.stated_text)}`))}; any step resting on the stated figure${wrong.length > 1 ? 's' : ''} waits until the plan is re-run on these.`
    : '';
  // Options named are compared side by side with the board's preference, not left to the vote alone.
  const options = optionsCompared(c.ctx.decision, c.reading);
  const compared = options ? ` ${options.line} ${options.prefers}` : '';
  // The first part names the seats and their reasons, so it opens the synthesis itself.
  return `${parts.map(upperFirst).join('. ')}.${cut ? ` ${cut}.` : ''}${compared}${keySums(c.reading)}${figures}${duties}`;
}

function actionItems(c: Chair): ActionItem[] {
  const keys = c.ai.map((x) => x.seat.key);
  const titleOf = (key: string) => c.ctx.board.find((s) => s.key === key)?.title ?? key;
  const duties: ActionItem[] = c.reading.duties.map((d) => ({
    action: d.action,
    owner_role: titleOf(speakerFor(d.owner, keys)),
    horizon: d.breached ? 'now, before anything else' : 'before anything is signed or announced',
  }));
  // A plan built on a figure the board found wrong is re-run on the right one before anyone acts.
  const cfo = keys.includes('CFO') ? 'CFO' : (keys[0] ?? 'CFO');
  const premises: ActionItem[] = correctedFigures(c)
    .slice(0, 2)
    .map((p) => ({
      // The condition the computed figure sets, where the board knows it, rather than the premise again.
      action:
        premiseMeaning(c.reading.calculations, c.phrase, p)?.condition.replace(/\.$/, '') ??
        `Re-run the plan on ${p.label} of ${p.computed_text} (not ${p.stated_text}) and confirm it still holds`,
      owner_role: titleOf(cfo),
      horizon: 'before anything is signed or announced',
    }));
  const facts: ActionItem[] =
    c.ctx.scores.outcome === 'proceed'
      ? []
      : c.reading.missing.slice(0, 3).map((m) => ({
          action: `Establish ${m.fact}: ${lowerFirst(m.question)}`,
          owner_role: titleOf(speakerFor(m.owner, keys, FACT_STAND_INS)),
          horizon: 'before the board decides',
        }));
  const seats: ActionItem[] = [];
  for (const { seat, a } of [...c.ai].sort((x, y) => y.seat.weight - x.seat.weight)) {
    const rec = a.actions.find((r) => !duties.some((d) => d.action === r.action));
    if (rec && !seats.some((i) => i.action === rec.action))
      seats.push({ action: rec.action, owner_role: seat.title, horizon: rec.horizon });
  }
  return [
    ...duties,
    ...runwayAction(c.reading, c.ctx.decision, titleOf(cfo)),
    ...premises,
    ...facts,
    ...seats.slice(0, Math.max(2, 7 - duties.length - premises.length - facts.length)),
  ];
}

function criticalRisks(c: Chair): CriticalRisk[] {
  const text = composeText(c.ctx.decision).toLowerCase();
  const duties: CriticalRisk[] = c.reading.duties.map((d) => ({
    risk: `${d.title}: ${d.text}`,
    severity: dutySeverity(d, text, c.reading.kind as KindId | null),
    mitigation: d.action,
  }));
  const premise: CriticalRisk[] = c.reading.premise_checks.map((p) =>
    p.meaning === 'covenant_breach'
      ? {
          risk: p.text,
          severity: 'critical',
          mitigation: 'Talk to the lender with a cure plan before the breach is reported.',
        }
      : {
          risk: `The premise is wrong: ${lowerFirst(p.text)}`,
          severity: 'high',
          mitigation: 'Plan on the computed figure.',
        },
  );
  const seats = c.ai
    .flatMap(({ seat, a }) =>
      a.points
        .filter((x) => x.weight < 0 && x.severity && !c.reading.duties.some((d) => x.text.includes(d.title)))
        .map((x) => ({
          risk: `${seat.title}: ${x.text}`,
          severity: x.severity ?? 'low',
          mitigation: x.mitigation ?? '',
          weight: -x.weight * seat.weight,
        })),
    )
    .filter(
      (r) => !r.risk.includes('The figures contradict the premise') && !r.risk.includes('A premise is wrong'),
    )
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.weight - a.weight)
    .slice(0, 4)
    .map(({ risk, severity, mitigation }) => ({ risk, severity, mitigation }));
  return [...duties, ...premise, ...seats];
}

export function synthesize(ctx: ChairContext): Synthesis {
  const c = chairOf(ctx);
  const minority = dissentingVotes(ctx.votes, ctx.scores.outcome);
  return {
    recommendation: headline(c),
    executive_summary: executiveSummary(c),
    synthesis: synthesisText(c),
    action_items: actionItems(c),
    critical_risks: criticalRisks(c),
    minority_report: minority.length
      ? minority
          .map((m) => `${m.seat.title} (${m.vote.vote}): ${wholeClauses(m.vote.rationale, 320)}`)
          .join(' ')
      : NO_DISSENT,
  };
}
