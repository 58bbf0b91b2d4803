// The offline chair: its headline follows the COMPUTED outcome (the UI's banner reads 'proceed'
// or 'against'/'not' in it), its summary cites the figures and the strongest arguments from the
// digest, its action items and risks come from the seats' own lenses, and the minority report
// names the dissenters.
import { truncate } from '../../digest.ts';
import { dissentingVotes, NO_DISSENT } from '../../minority.ts';
import { CANNOT_JUDGE_HEADLINE } from '../../reading.ts';
import { approveShare, consensusLabel, decidedShare, stanceScore } from '../../scoring.ts';
import type { ActionItem, ChairContext, CriticalRisk, DigestEntry, Outcome, Synthesis } from '../../types.ts';
import { analyzeDecision } from './analyze-decision.ts';
import { assessSeat } from './assess-seat.ts';
import { decisionLabel } from './lens-kit.ts';
import { redLineActions, redLineRisks } from './red-line-items.ts';

/** Mixed because most seats took no side: 'split' would misdescribe it. */
export const UNDECIDED_HEADLINE = 'Most of the board is undecided: gather the missing evidence, then decide';

/** Headlines by outcome. Mixed must contain none of 'proceed', 'support', 'against', 'not'. */
export const HEADLINES: Readonly<Record<Outcome, string>> = {
  proceed: 'The board recommends you proceed, with the conditions below',
  against: 'The board recommends against this decision as proposed',
  mixed: 'The board is split: gather the missing evidence, then decide',
  cannot_judge: CANNOT_JUDGE_HEADLINE,
};

const SEVERITY_RANK: Readonly<Record<CriticalRisk['severity'], number>> = {
  critical: 0,
  high: 1,
  medium: 2,
  low: 3,
};
const pct = (n: number) => `${Math.round(n * 100)}%`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A seat's own strongest argument for its stance: from its lens (AI seats) or its first point (humans). */
function caseOf(ctx: ChairContext, entry: DigestEntry): string {
  const seat = ctx.board.find((s) => s.id === entry.seatId);
  if (seat?.kind === 'AI') {
    const factors = assessSeat(seat, ctx.decision).factors;
    const dir = Math.sign(stanceScore(entry.stance));
    const best = factors.find((x) => Math.sign(x.weight) === dir) ?? factors[0];
    if (best) return truncate(best.text, 160);
  }
  return truncate(entry.top_points[0] ?? entry.stance, 160);
}

function executiveSummary(ctx: ChairContext): string {
  const { vote_breakdown: b, consensus_level, confidence_score } = ctx.scores;
  const share = approveShare(b);
  const absent = b.absent.count ? `, ${b.absent.count} absent` : '';
  const weightOf = (e: DigestEntry) => ctx.board.find((s) => s.id === e.seatId)?.weight ?? 0;
  const strongest = (test: (n: number) => boolean) =>
    ctx.digest.filter((e) => test(stanceScore(e.stance))).sort((x, y) => weightOf(y) - weightOf(x))[0];
  const forCase = strongest((n) => n > 0);
  const againstCase = strongest((n) => n < 0);
  return [
    `On “${truncate(ctx.decision.topic, 120)}”, ${b.headcount.approve} seat(s) approved, ${b.headcount.against} voted against ` +
      `and ${b.headcount.abstain} abstained${absent}${share === null ? '' : ` (${pct(share)} of the decided weight in favour)`}: ` +
      `consensus ${consensusLabel(consensus_level, decidedShare(b))} (${pct(consensus_level)}), confidence ${pct(confidence_score)}.`,
    forCase ? `Strongest case for (${forCase.title}): ${caseOf(ctx, forCase)}` : '',
    againstCase ? `Strongest case against (${againstCase.title}): ${caseOf(ctx, againstCase)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** AI seats whose checklist this decision does not touch: they abstained rather than guess. */
function outsideLens(ctx: ChairContext, e: DigestEntry): boolean {
  const seat = ctx.board.find((s) => s.id === e.seatId);
  return seat?.kind === 'AI' && assessSeat(seat, ctx.decision).outsideLens;
}

function synthesisText(ctx: ChairContext): string {
  const groups = [
    { label: 'In support', test: (s: number) => s > 0 },
    { label: 'Undecided', test: (s: number) => s === 0 },
    { label: 'Opposed', test: (s: number) => s < 0 },
  ];
  const aside = ctx.digest.filter((e) => outsideLens(ctx, e));
  const parts = groups.flatMap(({ label, test }) => {
    const seats = ctx.digest.filter((e) => test(stanceScore(e.stance)) && !aside.includes(e));
    if (seats.length === 0) return [];
    // The three most committed voices of the group: strongest stance first, then the heaviest seat.
    const weight = (e: DigestEntry) => ctx.board.find((b) => b.id === e.seatId)?.weight ?? 0;
    const reasons = [...seats]
      .sort(
        (x, y) => Math.abs(stanceScore(y.stance)) - Math.abs(stanceScore(x.stance)) || weight(y) - weight(x),
      )
      .slice(0, 3)
      .map((e) => `the ${e.title} because ${lowerFirst(caseOf(ctx, e)).replace(/[.…]$/, '')}`);
    return [`${label}: ${list(seats.map((e) => e.title))} — ${reasons.join('; ')}`];
  });
  if (aside.length) parts.push(`Outside their lens, and abstaining: ${list(aside.map((e) => e.title))}`);
  const f = analyzeDecision(ctx.decision);
  const rule = ctx.scores.voting_rule;
  const cut = rule
    ? rule.explanation.replace(/\.$/, '')
    : undecided(ctx)
      ? `Most of the weight took no side on ${decisionLabel(f)}`
      : ctx.scores.outcome === 'mixed'
        ? 'The split is real'
        : `The weighted vote settles ${decisionLabel(f)}: ${ctx.scores.outcome}`;
  return `The board weighed ${decisionLabel(f)} seat by seat. ${parts.join('. ')}. ${cut}.`;
}

function actionItems(ctx: ChairContext): ActionItem[] {
  const seats = [...ctx.board].filter((s) => s.kind === 'AI').sort((a, b) => b.weight - a.weight);
  const items: ActionItem[] = [];
  for (const seat of seats) {
    const rec = assessSeat(seat, ctx.decision).recommendations[0];
    if (rec && !items.some((i) => i.action === rec.action))
      items.push({ action: rec.action, owner_role: seat.title, horizon: rec.horizon });
  }
  const f = analyzeDecision(ctx.decision);
  const worst = criticalRisks(ctx).find((r) => !r.risk.startsWith('Red line'));
  if (ctx.scores.outcome !== 'proceed' && worst) {
    items.unshift({
      action: `Hold ${decisionLabel(f)} until this has an owner and an answer: ${lowerFirst(worst.risk.replace(/^[^:]+: /, ''))}`,
      owner_role: 'CEO',
      horizon: 'now',
    });
  }
  return [...redLineActions(f, ctx.board), ...items].slice(0, 7);
}

function criticalRisks(ctx: ChairContext): CriticalRisk[] {
  const risks = ctx.board
    .filter((s) => s.kind === 'AI')
    .flatMap((seat) =>
      assessSeat(seat, ctx.decision)
        .factors.filter((x) => x.weight < 0 && x.severity)
        .map((x) => ({
          risk: `${seat.title}: ${x.text}`,
          severity: x.severity ?? 'low',
          mitigation: x.mitigation ?? '',
          weight: -x.weight * seat.weight,
        })),
    )
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.weight - a.weight);
  const lines = redLineRisks(analyzeDecision(ctx.decision));
  return [
    ...lines,
    ...risks
      .slice(0, 5 - Math.min(lines.length, 2))
      .map(({ risk, severity, mitigation }) => ({ risk, severity, mitigation })),
  ];
}

/** Mixed because most of the voting weight abstained, not because the decided votes split. */
function undecided(ctx: ChairContext): boolean {
  const { approve, against, abstain } = ctx.scores.vote_breakdown.weighted;
  return ctx.scores.outcome === 'mixed' && approve + against < abstain;
}

export function synthesize(ctx: ChairContext): Synthesis {
  const minority = dissentingVotes(ctx.votes, ctx.scores.outcome);
  return {
    recommendation: undecided(ctx) ? UNDECIDED_HEADLINE : HEADLINES[ctx.scores.outcome],
    executive_summary: executiveSummary(ctx),
    synthesis: synthesisText(ctx),
    action_items: actionItems(ctx),
    critical_risks: criticalRisks(ctx),
    minority_report: minority.length
      ? minority.map((m) => `${m.seat.title} (${m.vote.vote}): ${truncate(m.vote.rationale, 220)}`).join(' ')
      : NO_DISSENT,
  };
}
