// What kind of decision a text describes, and who acts on whom. Each kind has cue patterns;
// the topic counts double, a cue inside a negated clause ('we will not raise this year') does
// not count, and ties go to the kind whose mistakes cost most (a recall before a launch, being
// bought before buying).
import { clausesOf, isNegatedAt, sentencesOf } from './clauses.ts';
import type { DecisionKind, Direction } from './frame-types.ts';

/** Ties resolve in this order: the kinds whose misreading would hurt most come first. */
const KIND_CUES: readonly [DecisionKind, RegExp][] = [
  [
    'product_recall',
    /\b(recall\w*|injur\w*|burns? from|allergen|allergic|unsafe|battery swelling|pull \w+ [\w ]{0,20}from shelves|stop shipping|braking late|safety (?:issue|defect|risk))\b/gi,
  ],
  [
    'be_acquired',
    /\b(offer(?:ed|s)? to (?:buy|acquire) (?:us|our company|our business)|offer to buy our|(?:acquire|buy) us\b|sell (?:the|our) (?:company|business)|time to sell|offered \S+ for (?:the|our) company|(?:bid|offer) of \S+ for (?:the|our) company|takeover bid|acquirer approached us|acqui-hire|exit offer)/gi,
  ],
  [
    'layoffs',
    /\b(lay(?:ing)? off|layoffs?|redundan\w*|let go(?: of)?|restructur\w*|downsiz\w*|reduce headcount|headcount reduction|cut \d+%? (?:of )?(?:people|roles|staff|jobs|employees)|cut \d+ people|cut \d+% of staff)/gi,
  ],
  [
    'shut_down_product',
    /\b(shut down|sunset|discontinue|end[- ]of[- ]life|retire (?:the|our)|wind down)\b/gi,
  ],
  ['merger_or_jv', /\b(merge|merger|joint venture)\b/gi],
  [
    'acquire_company',
    /\b(acquire (?!us\b)|acquisition of|buy (?:a|an|the|their|our main|our biggest|our largest) (?:\w+ ){0,3}(?:startup|company|competitor|business|rival|supplier|vendor|distributor|manufacturer))/gi,
  ],
  ['take_loan', /\b(loan|borrow\w*|venture debt|credit line|debt facility)\b/gi],
  [
    'raise_funding',
    /\b(raise \S*\d|raise a |raise money|raising|seed round|series [a-e]\b|funding round|fundrais\w*|bridge|crowdfunding|term sheet|investors offer)/gi,
  ],
  ['pricing_change', /\b(prices?|pricing)\b/gi],
  [
    'hire_executive',
    /\b(hire|hiring|appoint\w*|recruit\w*|chief \w+ officer|cfo|coo|cto|cmo|vp of|head of)\b/gi,
  ],
  [
    'legal_regulatory',
    /\b(lawsuit|patent|gdpr|complaint|tribunal|claim|regulator\w*|court|litigation|data protection authority)\b/gi,
  ],
  [
    'infrastructure',
    /\b(aws|azure|gcp|servers?|colocation|cloud|build (?:our own|it ourselves|\w+ or buy)|rewrite|legacy platform|crm|authentication|in-house|tech stack)\b/gi,
  ],
  [
    'partnership',
    /\b(partner(?:ship)? with|reseller|distributor|white-label|featured app|channel partner|alliance)\b/gi,
  ],
  ['pivot', /\b(pivot\w*|refocus|change direction|focus on software|from consumers to)\b/gi],
  [
    'expand_market',
    /\b(expand\w*|enter (?!into an?\b)|open (?:a|an) (?:\w+ )?office|new market|second warehouse|warehouse in|subsidiary|international\w*)\b/gi,
  ],
  [
    'launch_product',
    /\b(launch\w*|release|new tier|mobile app|new feature|marketing spend|paid marketing|go live)\b/gi,
  ],
];

export interface KindReading {
  kind: DecisionKind | null;
  evidence: string[];
  direction: Direction;
}

function score(text: string, re: RegExp, weight: number, evidence: string[]): number {
  let total = 0;
  for (const sentence of sentencesOf(text)) {
    for (const clause of clausesOf(sentence)) {
      for (const m of clause.matchAll(re)) {
        if (isNegatedAt(clause, m.index, m.index + m[0].length)) continue;
        total += weight;
        evidence.push(m[0].trim().toLowerCase());
      }
    }
  }
  return total;
}

/** The decision's kind (null when no cue is found), the phrases that decided it, and its direction. */
export function readKind(topic: string, rest: string): KindReading {
  const scored = KIND_CUES.map(([kind, re], rank) => {
    const evidence: string[] = [];
    const total = score(topic, re, 2, evidence) + score(rest, re, 1, evidence);
    return { kind, total, rank, evidence: [...new Set(evidence)] };
  });
  const best = scored.filter((s) => s.total > 0).sort((a, b) => b.total - a.total || a.rank - b.rank)[0];
  // Being bought outranks buying: 'offered to buy our company' also reads as 'buy … company'.
  const sale = scored.find((s) => s.kind === 'be_acquired');
  const chosen = sale && sale.total > 0 && best?.kind === 'acquire_company' ? sale : best;
  return {
    kind: chosen?.kind ?? null,
    evidence: chosen?.evidence.slice(0, 4) ?? [],
    direction: chosen?.kind === 'be_acquired' ? 'acted_upon' : 'we_act',
  };
}
