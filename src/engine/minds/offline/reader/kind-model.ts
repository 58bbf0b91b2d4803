// The board's second reading of what kind a decision is: a word model (naive Bayes over the
// words and word pairs of the topic and the context) counted from the labelled decisions in
// bench/blind by `npm run train:kind-model`. The rules in kind.ts name the kind; this reading
// only says when the decision as a whole reads unlike that kind, so that the board frames it
// instead of running a script it would have to guess (see ADR 0154).
import type { Decision } from '../../../types.ts';
import model from './kind-model.json' with { type: 'json' };

export interface KindModel {
  smoothing: number;
  topicWeight: number;
  kinds: Record<string, { docs: number; tokens: number }>;
  counts: Record<string, Record<string, number>>;
}

/** A model with no kinds: the reading of the rules alone, for a test or benchmark of the rules. */
export const RULES_ONLY: KindModel = { smoothing: 0.1, topicWeight: 3, kinds: {}, counts: {} };

const STOP = new Set(
  'the a an of to and in for on our we is are be it at by with or as from that this should do does what how have has was were will would not no but their its they than which who can'.split(
    ' ',
  ),
);

/** Words of three letters or more that carry meaning, and each pair of neighbours among them. */
export function wordsOf(text: string): string[] {
  const words = (text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []).filter(
    (w) => w.length > 2 && !STOP.has(w),
  );
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}_${w}`)];
}

/** The features of a decision: the topic's words marked apart from the context's, each once. */
export function featuresOf(decision: Pick<Decision, 'topic' | 'context'>): string[] {
  return [
    ...new Set([
      ...wordsOf(decision.topic ?? '').map((w) => `T:${w}`),
      ...wordsOf(decision.context ?? '').map((w) => `C:${w}`),
    ]),
  ];
}

/** A model's vocabulary size and number of decisions: fixed for a model, so counted once. */
const totals = new WeakMap<KindModel, { vocabulary: number; docs: number }>();
function totalsOf(m: KindModel) {
  let t = totals.get(m);
  if (!t) {
    t = {
      vocabulary: Object.keys(m.counts).length,
      docs: Object.values(m.kinds).reduce((s, k) => s + k.docs, 0),
    };
    totals.set(m, t);
  }
  return t;
}

/** Each kind's log-likelihood of the decision's features, under the model given (the stored one by default). */
function kindLikelihoods(
  decision: Pick<Decision, 'topic' | 'context'>,
  m: KindModel = model as KindModel,
): Map<string, number> {
  const { vocabulary, docs } = totalsOf(m);
  const features = featuresOf(decision).filter((f) => f in m.counts);
  const out = new Map<string, number>();
  for (const [kind, { docs: kindDocs, tokens }] of Object.entries(m.kinds)) {
    let score = Math.log(kindDocs / docs);
    const denominator = tokens + m.smoothing * vocabulary;
    for (const f of features) {
      const weight = f.startsWith('T:') ? m.topicWeight : 1;
      score += weight * Math.log(((m.counts[f]?.[kind] ?? 0) + m.smoothing) / denominator);
    }
    out.set(kind, score);
  }
  return out;
}

/** The kinds from likeliest to least, ties by name so that the order is always the same. */
export function rankedKinds(
  decision: Pick<Decision, 'topic' | 'context'>,
  m: KindModel = model as KindModel,
): [kind: string, likelihood: number][] {
  return [...kindLikelihoods(decision, m)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The kind the word model reads, and how far it prefers it to the kind the rules named (in
 * log-likelihood); null when it agrees with the rules.
 */
export function secondOpinion(
  decision: Pick<Decision, 'topic' | 'context'>,
  rulesKind: string,
  m: KindModel = model as KindModel,
): { kind: string; gap: number } | null {
  const ranked = rankedKinds(decision, m);
  const [best] = ranked;
  if (!best || best[0] === rulesKind) return null;
  const ruled = ranked.find(([k]) => k === rulesKind)?.[1];
  return { kind: best[0], gap: ruled === undefined ? Number.POSITIVE_INFINITY : best[1] - ruled };
}

/** Counts a model from labelled decisions (kind 'unknown' for those no kind covers). */
export function trainKindModel(
  items: readonly { kind: string; decision: Pick<Decision, 'topic' | 'context'> }[],
  minDocs = 2,
): KindModel {
  const docFrequency = new Map<string, number>();
  const featured = items.map((it) => ({ kind: it.kind, features: featuresOf(it.decision) }));
  for (const { features } of featured)
    for (const f of features) docFrequency.set(f, (docFrequency.get(f) ?? 0) + 1);
  const kinds: KindModel['kinds'] = {};
  const counts: KindModel['counts'] = {};
  for (const { kind, features } of featured) {
    const k = kinds[kind] ?? { docs: 0, tokens: 0 };
    kinds[kind] = k;
    k.docs += 1;
    for (const f of features) {
      if ((docFrequency.get(f) ?? 0) < minDocs) continue;
      k.tokens += 1;
      const row = counts[f] ?? {};
      counts[f] = row;
      row[kind] = (row[kind] ?? 0) + 1;
    }
  }
  const sortedKeys = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) as Record<string, T>;
  return {
    smoothing: 0.1,
    topicWeight: 3,
    kinds: sortedKeys(kinds),
    counts: sortedKeys(Object.fromEntries(Object.entries(counts).map(([f, row]) => [f, sortedKeys(row)]))),
  };
}
