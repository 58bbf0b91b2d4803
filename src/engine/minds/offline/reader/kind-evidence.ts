// Evidence before a script. The kind the words score highest runs its script only when the
// decision's ask names it: the topic's main clause, or the sentence of the context that asks. A
// cue met only in the story around the ask ('the fee rose', 'we plan an IPO in two years') tells
// what the company lives with, not what it decides. A lone generic word in the ask ('director',
// 'fee', 'contract', 'partner', 'loan') needs companion evidence of the same kind: another of its
// cues, or a figure only that kind has. Otherwise the board frames the decision with its best
// candidates: an honest frame costs less than a confident script for the wrong decision.
import type { KindModule } from '../kinds/kind-kit.ts';
import { askOf } from './ask.ts';
import { type KindReading, scoreKinds, situatedScores } from './kind.ts';
import { OWN_LAW } from './kind-situations.ts';
import type { NumberMeaning } from './meanings.ts';
import type { Section } from './text.ts';

/**
 * Words many kinds of decision use, each naming a kind only with company: a director is hired,
 * elected or removed; a fee is a price, a cost or a loan's; a contract is a customer's, a
 * supplier's or a lease. Families, not examples.
 */
const GENERIC =
  /^(?:(?:a|an|the|our|their|new|first|non-executive|independent)\s+)*(?:directors?|board (?:seats?|members?)|fees?|charges?|costs?|contracts?|agreements?|deals?|partner\w*|loans?|borrow\w*|debt|launch\w*|releas\w*|prices?|pricing|data|apps?|platforms?|tools?|vendors?|providers?|suppliers?|plans?|budgets?|team|market|expan\w*|vest\w*|options?|shares?|equity|stake|investors?|capital|funding|leases?|offices?|sites?)$/i;

/** Whether every word that named the kind is one many kinds share. */
export function onlyGeneric(evidence: readonly string[]): boolean {
  return evidence.length > 0 && evidence.every((e) => GENERIC.test(e.trim()));
}

/** Meanings every kind's figures use: they show money, not which decision it is. */
const SHARED_MEANINGS: ReadonlySet<string> = new Set([
  'cost',
  'monthly_cost',
  'annual_cost',
  'budget',
  'arr',
  'mrr',
  'annual_revenue',
  'cash',
  'monthly_burn',
  'runway_months',
  'customers',
  'users',
  'headcount',
  'deadline_months',
  'term_months',
  'operating_profit',
]);

/** A figure only this kind's essentials name: companion evidence that the words are meant. */
export function companionFigure(kind: KindModule, meanings: readonly string[]): string | null {
  const own = new Set(
    kind.essentials
      .flatMap((e) => e.meanings ?? [])
      .flat()
      .filter((m: NumberMeaning) => !SHARED_MEANINGS.has(m)),
  );
  return meanings.find((m) => own.has(m as NumberMeaning)) ?? null;
}

/** The distinct words that named the kind, less the ones many kinds share. */
const specific = (evidence: readonly string[]) => evidence.filter((e) => !GENERIC.test(e.trim()));

/** The confidence a kind framed for weak evidence keeps (a tie keeps 0.5). */
export const WEAK_CONFIDENCE = 0.4;
/**
 * The confidence of a candidate met only in the story around the ask: its questions ('today's
 * prices' for an auditor's fee) would mislead, so the frame asks what any decision needs.
 */
export const STORY_CONFIDENCE = 0.2;

/** One full hit in the ask (a purpose or an object of another move counts a third, so less). */
const FULL_ASK_HIT = 3;

export interface EvidenceCheck {
  strong: boolean;
  /** The ask names the kind (weakly or beside another): its questions are worth asking. */
  named: boolean;
  /** The kind the ask names when it is not the winner's: the candidate to frame beside it. */
  askKind: KindModule | null;
  why: string;
}

/** Whether the reading's evidence for `kind` is strong enough to run its script. */
export function evidenceFor(
  kind: KindModule,
  bodyEvidence: readonly string[],
  sections: readonly Section[],
  meanings: () => readonly string[],
  settledByTie = false,
): EvidenceCheck {
  const askScores = scoreKinds([{ name: 'topic', text: askOf(sections) }]);
  const own = askScores.find((s) => s.kind === kind && s.score >= FULL_ASK_HIT);
  // A kind the situations set aside ('through an importer' makes a market entry a distribution
  // deal; a vendor's tool at its end of life is no product of ours) is no rival in the ask; beside
  // a winner the ask names too, a rival must also weigh half the winner's score in the whole text.
  const situated = situatedScores(sections);
  const raw = scoreKinds(sections);
  const scoreIn = (scores: readonly { kind: KindModule; score: number }[], k: KindModule) =>
    scores.find((s) => s.kind === k)?.score ?? 0;
  const contends = (rival: KindModule) =>
    scoreIn(situated, rival) >= scoreIn(raw, rival) &&
    (!own || scoreIn(situated, rival) > scoreIn(situated, kind) / 2);
  // A rival the winner is the special case of ('paid acquisition' inside 'a Q3 paid acquisition
  // budget'), or whose words sit inside the winner's, names no second decision.
  const rival = askScores.find(
    (s) =>
      s.kind !== kind &&
      s.score >= FULL_ASK_HIT &&
      contends(s.kind) &&
      !s.kind.yieldsTo?.includes(kind.id) &&
      // A legal question owns its ask: the deal, loan or market named beside it is its setting.
      !(kind.id === 'legal_regulatory' && !OWN_LAW.has(s.kind.id)) &&
      !s.evidence.every((e) => own?.evidence.some((o) => o !== e && o.includes(e))),
  );
  const askKind = rival?.kind ?? null;
  // The figures are read only when the words leave the question open (reading them costs).
  const figure = () => companionFigure(kind, meanings()) !== null;
  const distinct = specific(bodyEvidence);
  if (own) {
    // The ask names two kinds as firmly: which one is the decision is the question to frame.
    if (rival && rival.score >= own.score)
      return { strong: false, named: true, askKind, why: 'the ask names two kinds' };
    if (!onlyGeneric(own.evidence) || distinct.length > 0 || figure())
      return { strong: true, named: true, askKind: null, why: 'the ask names it' };
    return { strong: false, named: true, askKind, why: 'only a generic word names it' };
  }
  if (askKind) return { strong: false, named: false, askKind, why: 'the ask names another kind' };
  // No kind in the ask: two specific cues of it, or one and its own figure, and no tie settled.
  if (!settledByTie && (distinct.length >= 2 || (distinct.length >= 1 && figure())))
    return { strong: true, named: false, askKind: null, why: 'the text names it twice' };
  return { strong: false, named: false, askKind: null, why: 'the text names it weakly' };
}

/**
 * Figures that tell an event only one kind of decision has: roles cut, units recalled, injuries,
 * a ransom, a fine, records exposed. A valuation or a price comes with many kinds of decision.
 */
const EVENT_FIGURES: ReadonlySet<string> = new Set([
  'headcount_cut',
  'headcount_cut_pct',
  'severance',
  'units_affected',
  'injury_reports',
  'ransom_amount',
  'fine_amount',
  'records_affected',
]);

/**
 * Another kind the words name whose own figures the text gives, when the winner's figures are
 * absent: 'close the Leeds plant' with 140 roles cut is a question of the people as much as of
 * the plant, and the board frames both rather than run one script.
 */
function figuredRival(
  kind: KindModule,
  sections: readonly Section[],
  meanings: () => readonly string[],
): KindModule | null {
  // Only kinds whose essentials name an event figure can be such a rival: look no further first.
  const rivals = scoreKinds(sections).filter(
    (s) => s.kind !== kind && s.score >= 1 && companionFigure(s.kind, [...EVENT_FIGURES]) !== null,
  );
  if (rivals.length === 0 || companionFigure(kind, meanings())) return null;
  const events = meanings().filter((m) => EVENT_FIGURES.has(m));
  return rivals.find((s) => companionFigure(s.kind, events))?.kind ?? null;
}

/**
 * The reading framed when its evidence is weak: the kind stays the best candidate and the
 * runner-up the kind the ask names (or the next best), so the frame asks what each would need.
 */
export function withEvidence(
  k: KindReading,
  sections: readonly Section[],
  meanings: () => readonly string[],
): KindReading {
  // An unclear reading is framed already.
  if (!k.kind || k.unclear !== null) return k;
  // Figures only one kind has, or the ask's own verb ('appoint … as CFO'), are evidence of their own.
  if (k.evidence.some((e) => e.startsWith('figure:') || e.startsWith('the ask: '))) return k;
  const check = evidenceFor(k.kind, k.evidence, sections, meanings, k.confidence <= 0.6);
  const rival = figuredRival(k.kind, sections, meanings);
  if (check.strong && !rival) return k;
  return {
    ...k,
    runnerUp: rival ?? (check.askKind && check.askKind !== k.kind ? check.askKind : k.runnerUp),
    confidence: Math.min(k.confidence, check.named || rival ? WEAK_CONFIDENCE : STORY_CONFIDENCE),
    unclear: 'weak',
  };
}
