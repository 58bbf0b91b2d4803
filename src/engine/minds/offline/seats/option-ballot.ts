// An offline seat's ballot on a decision with options (ADR 58): it ranks every option through its
// lens — cost for the CFO, assurance for the risk seats, control and speed for the CTO, growth for
// the investor — from each option's figures and words, with a reason per option; and it vetoes an
// option whose words trigger a duty the seat owns. Deterministic: ties keep the letters' order.
import type { DecisionReading, OptionFigures } from '../../../reading.ts';
import type { DecisionOption, FinalVote, OptionRank, OptionVeto, Seat } from '../../../types.ts';
import { moneyText } from '../reader/option-figures.ts';

type Dimension = 'cost' | 'assurance' | 'control' | 'speed' | 'growth';

const CUES: Readonly<
  Record<Exclude<Dimension, 'cost'>, { good: RegExp; bad: RegExp; good_why: string; bad_why: string }>
> = {
  assurance: {
    good: /\b(sla|service level|guarantee\w*|warrant\w*|support\w*|insur\w*|certif\w*|complian\w*|soc ?2|iso ?27001|audited|indemn\w*|escrow|proven|established|uptime)\b/i,
    bad: /\b(build|in-house|in house|ourselves|untested|unproven|new|beta|startup|no (?:sla|contract|support)|without (?:an? )?(?:sla|contract|support)|offshore|cheapest|risky)\b/i,
    good_why: 'its commitments (service levels, guarantees, support) carry the risk for us',
    bad_why: 'nobody outside carries the risk if it fails',
  },
  control: {
    good: /\b(build|in-house|in house|ourselves|own\w*|open[- ]source|control)\b/i,
    bad: /\b(lock-?in|proprietary|vendor|outsourc\w*|third[- ]party)\b/i,
    good_why: 'we keep control of it',
    bad_why: 'it ties us to someone else’s roadmap',
  },
  speed: {
    good: /\b(now|immediate\w*|today|this (?:week|month)|days?|off[- ]the[- ]shelf|ready|fast\w*|quick\w*)\b/i,
    // 'Months to build', not the period of a price ('$40k a year').
    bad: /\b(build|in-house|in house|later|delay\w*|wait\w*|hir(?:e|es|ing)|\w+ months? to|takes? (?:\w+ )?(?:months?|years?))\b/i,
    good_why: 'it can start at once',
    bad_why: 'it takes time before it delivers',
  },
  growth: {
    good: /\b(grow\w*|revenue|scale\w*|expan\w*|market|customers?|upsell|launch\w*|international)\b/i,
    bad: /\b(do nothing|status quo|wait\w*|pause\w*|cut\w*|defer\w*)\b/i,
    good_why: 'it opens growth',
    bad_why: 'it holds growth back',
  },
};

const LENSES: Readonly<Record<string, Partial<Record<Dimension, number>>>> = {
  CFO: { cost: 3, assurance: 1 },
  CTO: { control: 2, assurance: 1, speed: 1 },
  RISK_OFFICER: { assurance: 3, cost: 1 },
  INDEPENDENT_GOVERNANCE: { assurance: 2, cost: 1 },
  INVESTOR_REP: { growth: 2, cost: 1, speed: 1 },
  CUSTOMER_ADVOCATE: { assurance: 2, speed: 1 },
  STRATEGIC_ADVISOR: { growth: 2, control: 1 },
};
const DEFAULT_LENS: Partial<Record<Dimension, number>> = { cost: 1, speed: 1, growth: 1 };

interface Judged {
  option: DecisionOption;
  score: number;
  reason: string;
}

function costNotes(figures: readonly OptionFigures[]): Map<string, { score: number; why: string }> {
  const priced = figures.filter((f) => f.cost_over_horizon !== null);
  const costs = priced.map((f) => f.cost_over_horizon as number);
  const low = Math.min(...costs);
  const high = Math.max(...costs);
  return new Map(
    figures.map((f) => {
      if (f.cost_over_horizon === null)
        return [f.option, { score: -0.25, why: 'its words give no price, so its cost is unknown' }];
      const over = `${moneyText(f.cost_over_horizon)} over ${f.horizon_months} months`;
      const score = high > low ? (high - f.cost_over_horizon) / (high - low) : 0.5;
      const why =
        priced.length < 2
          ? `it costs ${over}, the only price given`
          : f.cost_over_horizon === low
            ? `it is the cheapest at ${over}`
            : f.cost_over_horizon === high
              ? `it is the dearest at ${over}`
              : `it costs ${over}, between the others`;
      return [f.option, { score, why }];
    }),
  );
}

function judge(seat: Seat, options: readonly DecisionOption[], figures: readonly OptionFigures[]): Judged[] {
  const lens = LENSES[seat.key] ?? DEFAULT_LENS;
  const costs = costNotes(figures);
  const signals = (seat.persona?.lens?.signalTerms ?? [])
    .map((t) => t.toLowerCase())
    .filter((t) => t.length > 3);
  return options.map((option) => {
    const parts: { weight: number; score: number; why: string }[] = [];
    for (const [dimension, weight] of Object.entries(lens) as [Dimension, number][]) {
      if (dimension === 'cost') {
        const c = costs.get(option.id);
        if (c) parts.push({ weight, score: c.score, why: c.why });
        continue;
      }
      const cue = CUES[dimension];
      if (cue.good.test(option.label)) parts.push({ weight, score: 1, why: cue.good_why });
      else if (cue.bad.test(option.label)) parts.push({ weight, score: -1, why: cue.bad_why });
    }
    const signal = signals.find((t) => option.label.toLowerCase().includes(t));
    if (signal) parts.push({ weight: 0.5, score: 1, why: `it speaks to ${signal}, which I weigh` });
    const score = parts.reduce((a, p) => a + p.weight * p.score, 0);
    const strongest = [...parts].sort((a, b) => b.weight * Math.abs(b.score) - a.weight * Math.abs(a.score));
    const reasons = strongest.slice(0, 2).map((p) => p.why);
    const reason = reasons.length
      ? `${reasons.join('; and ')}.`
      : 'nothing in its words bears on my lens, so I place it by the others.';
    return { option, score, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
  });
}

const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'our',
  'their',
  'from',
  'into',
  'have',
  'will',
  'would',
]);
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !STOP.has(w)),
  );

/** An option whose words carry the evidence of a duty this seat owns. */
function vetoOf(
  seat: Seat,
  options: readonly DecisionOption[],
  reading: DecisionReading | null,
): OptionVeto | null {
  const owned = (reading?.duties ?? []).filter((d) => d.owner === seat.key);
  for (const duty of owned) {
    const evidence = duty.evidence.flatMap((e) => [...words(e)]);
    const hit = options.find((o) => {
      const label = words(o.label);
      return evidence.some((w) => label.has(w));
    });
    // Only when other options stay free of it: a duty every option shares is a condition, not a veto.
    const shared =
      options.filter((o) => evidence.some((w) => words(o.label).has(w))).length === options.length;
    if (hit && !shared)
      return {
        option: hit.id,
        duty: duty.title,
        reason: `${hit.id} would engage ${duty.title.toLowerCase()}, which is mine to guard: ${duty.action}`,
      };
  }
  return null;
}

/** The seat's ranking (best first, a reason each) and veto, added to its yes/no vote. */
export function withOptionBallot(
  seat: Seat,
  options: readonly DecisionOption[] | undefined,
  reading: DecisionReading | null | undefined,
  vote: FinalVote,
): FinalVote {
  if (!options || options.length < 2) return vote;
  const figures = reading?.option_figures?.length
    ? reading.option_figures
    : options.map((o) => ({
        option: o.id,
        label: o.label,
        figures: [],
        cost_over_horizon: null,
        horizon_months: 36,
        compared: null,
      }));
  const judged = judge(seat, options, figures);
  const veto = vetoOf(seat, options, reading ?? null);
  const ranked = [...judged].sort(
    (a, b) =>
      Number(a.option.id === veto?.option) - Number(b.option.id === veto?.option) ||
      b.score - a.score ||
      a.option.id.localeCompare(b.option.id),
  );
  const ranking: OptionRank[] = ranked.map((j) => ({
    option: j.option.id,
    reason: j.option.id === veto?.option ? `${j.reason} I veto it: ${veto.reason}` : j.reason,
  }));
  const first = ranked[0];
  return {
    ...vote,
    ranking,
    veto,
    rationale: first
      ? `${vote.rationale} Of the options I rank ${first.option.id} first.`.trim()
      : vote.rationale,
  };
}
