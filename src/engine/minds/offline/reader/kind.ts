// What kind of decision a text describes. The topic weighs most, then the context, then the
// constraints, then the company description: 'seed round' in the company info must not turn a
// question about a co-founder's shares into 'the raise'. A cue inside a negated clause ('we will
// not raise this year') does not count. The reading keeps the runner-up and a confidence; when
// no kind is named, or two are named equally, the offline board frames the decision instead of
// running the wrong script.
import type { KindId } from '../kinds/kind-ids.ts';
import type { KindModule } from '../kinds/kind-kit.ts';
import { KINDS } from '../kinds/registry.ts';
import { askMove, byAskMove } from './ask-move.ts';
import {
  byLegalAsk,
  byOwnershipAsked,
  byRoundAsDeadline,
  byVehicle,
  byWhoseEquity,
  loanAsSetting,
  openCrisis,
  raiseAsSetting,
} from './kind-situations.ts';
import type { NumberMeaning } from './meanings.ts';
import type { Section, SectionName } from './text.ts';
import { clausesOf, foldLetters, isNegatedAt, sentencesOf } from './text.ts';
import { whoseThing } from './whose-thing.ts';

const SECTION_WEIGHT: Readonly<Record<SectionName, number>> = {
  topic: 3,
  context: 1,
  budget: 0.5,
  timeline: 0.5,
  other: 0.5,
  company: 0.25,
};

/** Kinds a decision's story names in passing: rounds raised and loans taken before. */
const BACKSTORY_KINDS: ReadonlySet<KindId> = new Set<KindId>(['raise_funding', 'take_loan']);

/** Two kinds closer than this (in topic-weighted hits) are a tie the board will not guess at. */
export const THIN_MARGIN = 1;

/** A kind named only as the decision's setting keeps this confidence (as weak evidence does). */
const SETTING_CONFIDENCE = 0.4;

/** One mention in the context: less (a stage word in the company info) names no decision. */
const MIN_SCORE = 1;

export interface KindScore {
  kind: KindModule;
  score: number;
  evidence: string[];
  /** Hits in the topic that are not a purpose ('to clear the loan'): the topic naming this kind. */
  topicHits?: number;
}

export interface KindReading {
  kind: KindModule | null;
  runnerUp: KindModule | null;
  /** 0–1: the winner's share of the two leading scores, lowered when the margin is thin. */
  confidence: number;
  evidence: string[];
  /**
   * No kind named, two named equally, or an emergency whose topic names no move (a liquidity
   * crisis), or a kind the ask does not name with real evidence ('weak', kind-evidence.ts): the
   * board frames instead of judging; or a kind the word model disputes ('disputed', kind-dispute.ts).
   */
  unclear: 'unknown' | 'tie' | 'open' | 'weak' | 'disputed' | null;
}

/**
 * 'Hire three developers to ship the roadmap', 'take a loan to open a second site': what follows
 * 'to' after the thing done is its purpose, not the decision. An infinitive after a word of
 * intent ('we want to launch', 'whether to raise', 'is it time to sell') is the decision itself.
 */
const TO_BEFORE = /\bto\s+$/i;
const INTENT_BEFORE_TO =
  /\b(?:wants?|wanted|needs?|needed|plan(?:s|ned|ning)?|decid\w*|whether|going|have|has|had|ought|able|time|ready|how|try\w*|tries|choose|chose|agree\w*|propos\w*|intend\w*|hop(?:e|es|ing)|aim\w*|about|prepared|allowed|ask\w*|mean|meant|expected|due|pressure\w*|push\w*|wish\w*|like|prefer\w*|better|best|worth|right|enough|afford|rather|sense|wise|smart|move|option|idea|offer\w*|request\w*|approv\w*|vote|motion|recommend\w*|suggest\w*|consider\w*|tempted|inclined|expect\w*|started|start|begin|began|continue\w*|refus\w*|fail\w*|would|we'd|we['’]d|order|in order|used|urged?|advised?|told|invited|plan is|goal is|is|are|was|were|be|moment|chance|opportunity|decision|proposals?|approached|thinking|looking|seeking|invitation|bids?|deadline|resolution|choice|call|case|reason|way|why|where|when|what|who|which|yet|now|also|then|instead|first|finally|simply|just|rather than|not|never|or|and|but|still|already|ever|obliged|required|forced|supposed|likely|unlikely|possible|impossible|hard|easy|cheaper|faster|safer|wiser)\s+to\s+$/i;
/** 'to clear the', 'to pay down our': the end a sum goes to, named after the step that raises it. */
const PAYS_FOR_BEFORE =
  /\w\s+to (?:pay(?: down| off| back)?|clear|repay|settle|reduce|retire|refinance|service)\s+(?:\S+\s+){0,3}$/i;
/** A purpose clause counts this much of a hit. */
const PURPOSE_WEIGHT = 1 / 3;

/**
 * `before` is the sentence up to the cue, `cue` the words matched. 'To' before a noun phrase
 * ('pivot to an AI assistant', 'move to Germany') is a destination, not a purpose.
 */
function purposeAt(before: string, cue: string): boolean {
  // 'Sell 3 ha of the vineyard to clear the bank loan': the loan is what the money is for.
  if (PAYS_FOR_BEFORE.test(before)) return true;
  if (!TO_BEFORE.test(before) || INTENT_BEFORE_TO.test(before)) return false;
  if (/^(?:a|an|the|our|their|its|this|that|my|new|\d)\b|^[A-Z$€£]/.test(cue.trimStart())) return false;
  return /\w[\w,]*\s+\S+\s+to\s+$/.test(before);
}

interface Hit {
  /** Which sentence of which section, and where in it the cue starts. */
  sentence: string;
  at: number;
  /** Where the cue ends in the sentence. */
  end: number;
  purpose: boolean;
}

function hits(
  text: string,
  re: RegExp,
  evidence: string[],
  section: string,
  excludes?: RegExp,
  excludesInClause?: RegExp,
  excludesInSentence?: (sentence: string) => boolean,
): Hit[] {
  const out: Hit[] = [];
  sentencesOf(text).forEach((sentence, i) => {
    if (excludesInSentence?.(sentence)) return;
    let offset = 0;
    for (const clause of clausesOf(sentence)) {
      const at = sentence.indexOf(clause, offset);
      offset = at + clause.length;
      if (excludesInClause?.test(clause)) continue;
      for (const m of foldLetters(clause).matchAll(new RegExp(re.source, 'gi'))) {
        if (isNegatedAt(clause, m.index, m.index + m[0].length)) continue;
        // The words just before count too: 'move our records abroad' moves records, not the business.
        if (excludes?.test(clause.slice(Math.max(0, m.index - 40), m.index + m[0].length))) continue;
        const start = Math.max(0, at) + m.index;
        out.push({
          sentence: `${section}:${i}`,
          at: start,
          end: start + m[0].length,
          purpose: purposeAt(sentence.slice(0, start), m[0]),
        });
        evidence.push(
          clause
            .slice(m.index, m.index + m[0].length)
            .trim()
            .toLowerCase(),
        );
      }
    }
  });
  return out;
}

/** Scores of a sections list already read: the kind step and its evidence check share them. */
const SCORED = new WeakMap<readonly Section[], KindScore[]>();

export function scoreKinds(sections: readonly Section[]): KindScore[] {
  const known = SCORED.get(sections);
  if (known) return known;
  const scores = scoreAll(sections);
  SCORED.set(sections, scores);
  return scores;
}

function scoreAll(sections: readonly Section[]): KindScore[] {
  const found = KINDS.map((kind) => {
    const evidence: string[] = [];
    const bySection = sections.map((s) => ({
      weight: SECTION_WEIGHT[s.name],
      hits: hits(
        s.text,
        kind.cues,
        evidence,
        s.name,
        kind.excludes,
        kind.excludesInClause,
        kind.excludesInSentence,
      ),
    }));
    return { kind, evidence, bySection };
  });
  // A purpose counts less only where the sentence names another kind of decision before it: in
  // 'hire three developers to ship the roadmap' the hire is the decision, the shipping its aim.
  const doneBefore = (kind: KindModule, h: Hit) =>
    found.some(
      (f) =>
        f.kind !== kind &&
        f.bySection.some((s) => s.hits.some((o) => o.sentence === h.sentence && o.at < h.at && !o.purpose)),
    );
  // A cue inside the object of a kind that acts on a thing names the thing acted on: in 'kill the
  // mobile app' the app is what is shut down, not an app launched. (In 'sign a partnership
  // agreement' the inner word is the more specific kind, so only `actsOn` kinds take this.)
  const within = (kind: KindModule, h: Hit) =>
    found.some(
      (f) =>
        f.kind !== kind &&
        f.kind.actsOn === true &&
        f.bySection.some((s) =>
          s.hits.some((o) => o.sentence === h.sentence && o.at < h.at && o.end >= h.end),
        ),
    );
  return found
    .map(({ kind, evidence, bySection }) => ({
      kind,
      score: bySection.reduce(
        (sum, s) =>
          sum +
          s.weight *
            s.hits.reduce(
              (n, h) => n + ((h.purpose && doneBefore(kind, h)) || within(kind, h) ? PURPOSE_WEIGHT : 1),
              0,
            ),
        0,
      ),
      evidence: [...new Set(evidence)].slice(0, 4),
      topicHits: bySection
        .filter((_, i) => sections[i]?.name === 'topic')
        .reduce((n, s) => n + s.hits.filter((h) => !h.purpose).length, 0),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

/** Being bought outranks buying: 'offered to buy our company' also reads as 'buy … company'. */
function preferSale(scores: KindScore[]): KindScore[] {
  const sale = scores.find((s) => s.kind.id === 'be_acquired');
  const buy = scores.find((s) => s.kind.id === 'acquire_company');
  if (!sale || !buy || sale.score < buy.score - THIN_MARGIN) return scores;
  return [sale, ...scores.filter((s) => s !== sale && s !== buy)];
}

/**
 * Retiring a thing reads differently by whose it is. A tool we use reaching its end of life is a
 * tool to replace (its vendor retires it, not us); a product we sell is retired with its customers
 * and revenue, and the hosting words in it ('our on-premise edition') name what is retired, not a
 * migration. When the text says both or neither, the scores stand and the margin decides.
 */
function byWhoseThing(scores: KindScore[], sections: readonly Section[]): KindScore[] {
  const shut = scores.find((s) => s.kind.id === 'shut_down_product');
  if (!shut) return scores;
  // The company description says what the company sells in general, not whose thing this is.
  const owner = whoseThing(
    sections
      .filter((s) => s.name !== 'company')
      .map((s) => s.text)
      .join('\n'),
  );
  const infra = scores.find((s) => s.kind.id === 'infrastructure');
  if (owner === 'used') {
    const module = KINDS.find((k) => k.id === 'infrastructure');
    if (!module) return scores;
    const replaced: KindScore = {
      kind: module,
      score: (infra?.score ?? 0) + shut.score,
      evidence: [...(infra?.evidence ?? []), ...shut.evidence, 'a tool we use'].slice(0, 5),
    };
    return [replaced, ...scores.filter((s) => s !== shut && s !== infra)].sort((a, b) => b.score - a.score);
  }
  if (owner === 'sold' && infra)
    return scores
      .map((s) => (s === infra ? { ...s, score: s.score / 3 } : s))
      .sort((a, b) => b.score - a.score);
  return scores;
}

/** The kinds' scores once the situations have spoken (whose thing, the vehicle, a legal ask…). */
export function situatedScores(sections: readonly Section[]): KindScore[] {
  const situated = byLegalAsk(
    byWhoseEquity(
      byRoundAsDeadline(
        byVehicle(byWhoseThing(preferSale(scoreKinds(sections)), sections), sections),
        sections,
      ),
      sections,
    ),
    sections,
  );
  return byAskMove(byOwnershipAsked(situated, sections), sections);
}

export function readKind(sections: readonly Section[], declared?: KindId | null): KindReading {
  const scores = situatedScores(sections);
  const [best, second] = scores;
  const crisis = openCrisis(best, sections);
  if (crisis)
    return { kind: null, runnerUp: best?.kind ?? null, confidence: 0, evidence: [crisis], unclear: 'open' };
  // A kind named only in the company description or the constraints describes the company, not the decision.
  if (!best || best.score < MIN_SCORE) {
    // A move no kind covers (a dividend, a gift) is said as what it is, so nothing lends it a kind.
    const move = askMove(sections);
    const evidence = move && move.kind === null ? [`the ask: ${move.words}`] : [];
    return { kind: null, runnerUp: null, confidence: 0, evidence, unclear: 'unknown' };
  }
  if (raiseAsSetting(best, sections) || loanAsSetting(best, sections))
    return {
      kind: best.kind,
      runnerUp: second?.kind ?? null,
      confidence: SETTING_CONFIDENCE,
      evidence: best.evidence,
      unclear: 'weak',
    };
  // The topic names the decision. When it names one kind alone and the context's words for money
  // raised or borrowed outweigh it ('buy our competitor' told beside a past Series B, 'sell the
  // vineyard' to clear a loan), the topic's kind is read: financing is the commonest backstory.
  const rawOf = (x: KindScore) => scoreKinds(sections).find((r) => r.kind === x.kind);
  const topical = scores.filter((x) => (rawOf(x)?.topicHits ?? 0) > 0);
  const named = topical.length === 1 ? topical[0] : undefined;
  // A kind the situations set back ('hire a CFO before our Series A': the round is a deadline) stays back.
  const raw = named && rawOf(named);
  // A kind the ask's own verb names ('raise a seed to fund a CTO hire') was raised by the situations: it stands.
  const bestRaw = rawOf(best);
  if (
    named &&
    named !== best &&
    BACKSTORY_KINDS.has(best.kind.id) &&
    bestRaw &&
    best.score <= bestRaw.score &&
    raw &&
    named.score >= raw.score
  )
    return {
      kind: named.kind,
      runnerUp: best.kind,
      confidence: 0.6,
      evidence: named.evidence,
      unclear: null,
    };
  // A tie with a kind that is a special case of the other goes to the special case.
  if (second && best.score - second.score < THIN_MARGIN) {
    const specific = best.kind.yieldsTo?.includes(second.kind.id)
      ? second
      : second.kind.yieldsTo?.includes(best.kind.id)
        ? best
        : null;
    const others = scores.filter((s) => s !== best && s !== second);
    if (specific && !others.some((s) => specific.score - s.score < THIN_MARGIN))
      return {
        kind: specific.kind,
        runnerUp: (specific === best ? second : best).kind,
        confidence: 0.6,
        evidence: specific.evidence,
        unclear: null,
      };
  }
  // A kind the user declared in the form breaks a tie, never overrules the text.
  if (second && best.score - second.score < THIN_MARGIN) {
    const declaredScore = scores.find((s) => s.kind.id === declared);
    if (declaredScore && declaredScore.score >= best.score - THIN_MARGIN / 2)
      return {
        kind: declaredScore.kind,
        runnerUp: (declaredScore === best ? second : best).kind,
        confidence: 0.5,
        evidence: declaredScore.evidence,
        unclear: null,
      };
    return {
      kind: best.kind,
      runnerUp: second.kind,
      confidence: 0.5,
      evidence: best.evidence,
      unclear: 'tie',
    };
  }
  const confidence = second ? best.score / (best.score + second.score) : Math.min(1, 0.6 + 0.1 * best.score);
  return {
    kind: best.kind,
    runnerUp: second?.kind ?? null,
    confidence: Math.round(confidence * 100) / 100,
    evidence: best.evidence,
    unclear: null,
  };
}

/**
 * Figures only one kind of decision has. When the words name no kind, the figures the number
 * reader found may: a headcount cut is a layoff, an offer for the company a sale, units affected
 * a recall, whatever words the user chose.
 */
const FIGURE_KINDS: Readonly<Partial<Record<NumberMeaning, KindId>>> = {
  headcount_cut: 'layoffs',
  severance: 'layoffs',
  offer_price: 'be_acquired',
  purchase_price: 'acquire_company',
  units_affected: 'product_recall',
  injury_reports: 'product_recall',
  raise_amount: 'raise_funding',
  valuation: 'raise_funding',
  liquidation_preference_multiple: 'raise_funding',
  loan_amount: 'take_loan',
  ransom_amount: 'security_incident',
  fine_amount: 'legal_regulatory',
  unvested_pct: 'founder_equity',
};

/** The one kind the figures point to, with what showed it; null when none or several. */
export function kindFromFigures(meanings: readonly string[]): { kind: KindId; evidence: string[] } | null {
  const found = new Map<KindId, string[]>();
  for (const m of meanings) {
    const kind = FIGURE_KINDS[m as NumberMeaning];
    if (kind) found.set(kind, [...(found.get(kind) ?? []), m.replace(/_/g, ' ')]);
  }
  if (found.size !== 1) return null;
  const [[kind, evidence] = []] = [...found];
  return kind && evidence ? { kind, evidence: [...new Set(evidence)].map((e) => `figure: ${e}`) } : null;
}
