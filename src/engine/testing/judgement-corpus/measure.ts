// The judgement figures of a set: how often the reading gets the kind (or the refusal) right,
// reads the labelled figures with their meaning, owner and role, makes the labelled sums, flags
// the premises, raises the duties — and, over whole deliberations, the abstention share, the
// statements that contradict the board's own reading, and sensible outcomes. Misses are named by
// category and id only (never by text), so a blind set's figures can be shown to the engineers.
import { readDecision } from '../../minds/offline/reader/read-decision.ts';
import type { DecisionReading } from '../../reading.ts';
import type { DeliberationResult } from '../../types.ts';
import type { FigureExpectation, JudgementItem } from './items.ts';

export interface Miss {
  id: string;
  category: string;
}

export interface ReadingFigures {
  decisions: number;
  kindRight: number;
  figuresLabelled: number;
  figuresRight: number;
  calculationsLabelled: number;
  calculationsRight: number;
  premiseLabelled: number;
  premiseFlagged: number;
  dutiesLabelled: number;
  dutiesRaised: number;
  refusalsLabelled: number;
  refusalsRight: number;
  /** Decisions refused that the labels say should be judged. */
  falseRefusals: number;
  misses: Miss[];
}

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= Math.abs(b) * tolerance + 1e-9;

/** Right kind: the labelled one (or an acceptable one), 'unknown' framed, a refusal for the labelled reason. */
export function kindIsRight(item: JudgementItem, r: DecisionReading): boolean {
  if (item.refusal) return r.cannot_judge?.reason === item.refusal;
  if (r.cannot_judge) return false;
  if (item.kind === 'unknown')
    return r.verdict === 'needs_information' || item.acceptableKinds.includes(r.kind ?? '');
  return r.kind === item.kind || item.acceptableKinds.includes(r.kind ?? '');
}

/** What the reader made of a labelled figure it missed: another meaning, role or owner, or nothing. */
function howMisread(f: FigureExpectation, r: DecisionReading): string {
  const same = r.numbers.filter((n) => close(n.value, f.value, 0.01));
  if (same.length === 0) return ' (value not found)';
  const n = same.find((x) => x.meaning === f.meaning) ?? same[0];
  if (!n) return '';
  if (n.meaning !== f.meaning) return ` (read as ${n.meaning})`;
  return ` (read as ${n.meaning}@${n.role}, ${n.whose})`;
}

export function measureReadings(items: readonly JudgementItem[]): ReadingFigures {
  const fig: ReadingFigures = {
    decisions: items.length,
    kindRight: 0,
    figuresLabelled: 0,
    figuresRight: 0,
    calculationsLabelled: 0,
    calculationsRight: 0,
    premiseLabelled: 0,
    premiseFlagged: 0,
    dutiesLabelled: 0,
    dutiesRaised: 0,
    refusalsLabelled: 0,
    refusalsRight: 0,
    falseRefusals: 0,
    misses: [],
  };
  const miss = (id: string, category: string) => fig.misses.push({ id, category });
  for (const item of items) {
    const r = readDecision(item.decision);
    if (kindIsRight(item, r)) fig.kindRight += 1;
    else
      miss(
        item.id,
        `kind: ${item.refusal ?? item.kind} read as ${r.cannot_judge?.reason ?? (r.verdict === 'needs_information' ? `needs information (${r.kind ?? 'none'})` : r.kind)}`,
      );
    if (item.refusal) {
      fig.refusalsLabelled += 1;
      if (r.cannot_judge?.reason === item.refusal) fig.refusalsRight += 1;
      continue;
    }
    if (r.cannot_judge) fig.falseRefusals += 1;
    for (const f of item.figures) {
      fig.figuresLabelled += 1;
      const found = r.numbers.some(
        (n) =>
          n.meaning === f.meaning &&
          close(n.value, f.value, 0.01) &&
          n.whose === f.whose &&
          n.role === f.role,
      );
      if (found) fig.figuresRight += 1;
      else
        miss(
          item.id,
          `figure: ${f.meaning}${f.role === 'actual' ? '' : `@${f.role}`}${f.whose === 'ours' ? '' : ` (${f.whose})`} not read${howMisread(f, r)}`,
        );
    }
    for (const c of item.calculations) {
      fig.calculationsLabelled += 1;
      const made = r.calculations.find((x) => x.id === c.id);
      if (made?.value != null && close(made.value, c.value, 0.1)) fig.calculationsRight += 1;
      else miss(item.id, `calculation: ${c.id} ${made ? 'wrong' : 'not made'}`);
    }
    for (const p of item.premise) {
      fig.premiseLabelled += 1;
      if (r.premise_checks.some((x) => premiseMatches(x.meaning, p.meaning))) fig.premiseFlagged += 1;
      else miss(item.id, `premise: ${p.meaning} not flagged`);
    }
    for (const d of item.duties) {
      fig.dutiesLabelled += 1;
      if (r.duties.some((x) => x.id === d)) fig.dutiesRaised += 1;
      else miss(item.id, `duty: ${d} not raised`);
    }
  }
  return fig;
}

export interface BoardFigures {
  decisions: number;
  votes: number;
  abstentions: number;
  /** Statements that contradict the board's own reading (must be 0 for the offline board). */
  contradictions: number;
  outcomesLabelled: number;
  outcomesSensible: number;
  misses: Miss[];
}

/**
 * The board's outcomes in a judge's words: 'proceed' is a recommendation to go ahead (with the
 * conditions in its actions), 'against' not to, 'needs information' to come back with facts, and a
 * refusal of a bad input is what the judges label 'refuse'.
 */
const OUTCOME_LABELS: Readonly<Record<string, readonly string[]>> = {
  proceed: ['proceed', 'proceed_with_conditions'],
  against: ['do_not_proceed', 'against'],
  needs_information: ['needs_information', 'defer'],
  mixed: ['mixed'],
  cannot_judge: ['cannot_judge', 'refuse'],
};

export function measureBoards(
  runs: readonly { item: JudgementItem; result: DeliberationResult }[],
): BoardFigures {
  const fig: BoardFigures = {
    decisions: runs.length,
    votes: 0,
    abstentions: 0,
    contradictions: 0,
    outcomesLabelled: 0,
    outcomesSensible: 0,
    misses: [],
  };
  for (const { item, result } of runs) {
    fig.votes += result.votes.length;
    fig.abstentions += result.votes.filter((v) => v.vote.vote === 'abstain').length;
    const flags = result.figure_flags ?? [];
    fig.contradictions += flags.length;
    for (const f of flags)
      fig.misses.push({ id: item.id, category: `contradiction: ${f.kind} (${f.seat}, ${f.step})` });
    if (item.outcomes.length) {
      fig.outcomesLabelled += 1;
      if (OUTCOME_LABELS[result.scores.outcome]?.some((o) => item.outcomes.includes(o)))
        fig.outcomesSensible += 1;
      else
        fig.misses.push({
          id: item.id,
          category: `outcome: ${result.scores.outcome} (sensible: ${item.outcomes.join('/')})`,
        });
    }
  }
  return fig;
}

/**
 * Judges describe a wrong premise in a sentence ('stated runway of 14 months vs computed 7'), the
 * reading names it by its figure ('runway_months'): a check answers a label that is about the same
 * figure.
 */
const PREMISE_TOPICS: Readonly<Record<string, RegExp>> = {
  runway_months: /\brunway\b/i,
  arr: /\b(?:arr|recurring revenue)\b/i,
  equity_pct: /\b(?:stake|equity|dilution)\b/i,
  headcount_cut_pct: /\b(?:staff|headcount|roles|workforce|people|employees)\b/i,
  revenue_growth_pct: /\b(?:growth|grow\w*|doubl\w*|tripl\w*)\b/i,
  gross_margin_pct: /\bgross margin\b/i,
  mrr: /\bmrr\b|\bmonthly (?:recurring )?revenue\b/i,
  ltv: /\bltv\b|\blifetime value\b/i,
  cash_share_pct: /\bof (?:our |the )?cash\b/i,
  interest_total: /\btotal interest\b|\binterest (?:over|in total)\b/i,
  interest_rate_pct: /%\s*(?:a|per) month\b|\bmonthly rate\b/i,
  salary: /\bsalary\b|\bpay\b/i,
  saving: /\bsaving/i,
  revenue_share_pct:
    /\b(?:share|half|third|quarter|most) of (?:our |the |current )?revenue\b|% of (?:current |our )?revenue\b/i,
  option_period: /\bper (?:year|month)\b|\bquoted (?:per|a) (?:year|month)\b/i,
};

export function premiseMatches(checkMeaning: string, label: string): boolean {
  return checkMeaning === label || (PREMISE_TOPICS[checkMeaning]?.test(label) ?? false);
}
