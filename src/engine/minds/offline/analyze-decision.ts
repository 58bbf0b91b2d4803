// The offline mind's reading of a decision, through wink-nlp's English model: sentences,
// stemmed tokens with negation, named entities (MONEY, DURATION, DATE, PERCENT, CARDINAL) and
// sentiment become typed features — amounts with their roles, runway, growth, the decision type
// and flags such as regulatory exposure or irreversibility, each with the text that raised it.
// Deterministic: the same decision always yields the same features. The only module that
// touches the NLP library.

import { createRequire } from 'node:module';
import type { ItemEntity, ItemSentence, ItemToken, ItsFunction, Model, WinkMethods } from 'wink-nlp';
import winkNLP from 'wink-nlp';
import type { Decision, DecisionType } from '../../types.ts';
import { DECISION_TYPES } from '../../types.ts';
import type { DecisionFeatures, Hit } from './decision-features.ts';
import { composeText, distinct } from './decision-features.ts';
import { marketsOf, signalsOf } from './decision-signals.ts';
import { FLAG_NAMES, FLAG_TERMS, type FlagName, TYPE_TERMS } from './decision-vocabulary.ts';
import type { DecisionKind } from './frame/frame-types.ts';
import { readFrame } from './frame/read-frame.ts';
import type { Ent, Tok } from './quantities.ts';
import { countsOf, durationsOf, moneyOf, percentsOf } from './quantities.ts';

let loaded: WinkMethods | undefined;

/**
 * The English model, loaded on the first reading rather than at import: it takes ~41 MiB of
 * memory, and a server whose boards deliberate through an LLM provider may never read a decision
 * offline. The first reading pays the load (0.15–0.4 s on a 2-core machine), once per process.
 */
function wink(): { nlp: WinkMethods; its: WinkMethods['its'] } {
  if (!loaded) loaded = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model') as Model);
  return { nlp: loaded, its: loaded.its };
}

const stemCache = new Map<string, string[]>();

/** The stems of a phrase, as the model stems them. */
export function stemsOf(phrase: string): string[] {
  const key = phrase.toLowerCase();
  let stems = stemCache.get(key);
  if (!stems) {
    const { nlp, its } = wink();
    stems = (
      nlp
        .readDoc(key)
        .tokens()
        .out(its.stem as ItsFunction<string>) as string[]
    ).filter((s) => /[\p{L}\p{N}$€£]/u.test(s));
    stemCache.set(key, stems);
  }
  return stems;
}

const contentCache = new Map<string, string[]>();

/** The stems of a phrase's content words (no stop words, no punctuation), e.g. for a persona's red flag. */
export function contentStemsOf(phrase: string): string[] {
  const key = phrase.toLowerCase();
  let stems = contentCache.get(key);
  if (!stems) {
    const { nlp, its } = wink();
    const found: string[] = [];
    nlp
      .readDoc(key)
      .tokens()
      .each((t: ItemToken) => {
        const stem = String(t.out(its.stem as ItsFunction<string>));
        if (!t.out(its.stopWordFlag) && /\p{L}{3,}/u.test(stem) && !found.includes(stem)) found.push(stem);
      });
    stems = found;
    contentCache.set(key, stems);
  }
  return stems;
}

/** Every non-negated occurrence of `phrase` (on stems) in the tokens. */
export function findPhrase(toks: readonly Tok[], sentences: readonly string[], phrase: string): Hit[] {
  const stems = stemsOf(phrase);
  if (stems.length === 0) return [];
  const hits: Hit[] = [];
  for (let i = 0; i + stems.length <= toks.length; i++) {
    if (!stems.every((s, j) => toks[i + j]?.stem === s)) continue;
    const span = toks.slice(i, i + stems.length);
    if (span.some((t) => t.negated)) continue;
    const text = span.map((t) => t.text).join(' ');
    hits.push({ term: phrase, text, sentence: sentences[toks[i]?.sentence ?? 0] ?? '', at: i });
  }
  return hits;
}

function readTokens(text: string) {
  const { nlp, its } = wink();
  const doc = nlp.readDoc(text);
  const sentences = doc.sentences().out() as string[];
  const toks: Tok[] = [];
  const sentiments: number[] = [];
  doc.sentences().each((s: ItemSentence, index: number) => {
    sentiments.push(Number(s.out(its.sentiment)) || 0);
    s.tokens().each((t: ItemToken) => {
      toks.push({
        text: t.out(),
        normal: String(t.out(its.normal)),
        stem: String(t.out(its.stem as ItsFunction<string>)),
        negated: Boolean(t.out(its.negationFlag)),
        sentence: index,
      });
    });
  });
  const ents: Ent[] = [];
  doc.entities().each((e: ItemEntity) => {
    const tokens = e.tokens();
    ents.push({
      type: String(e.out(its.type)),
      text: e.out(),
      first: tokens.itemAt(0).index(),
      last: tokens.itemAt(tokens.length() - 1).index(),
    });
  });
  return { toks, ents, sentences, sentiments, sentiment: Number(doc.out(its.sentiment)) || 0 };
}

function classify(d: Decision, toks: readonly Tok[], sentences: readonly string[], topicSentences: number) {
  const explicit = DECISION_TYPES.find((t) => t === d.type && t !== 'strategic');
  const scored = (Object.keys(TYPE_TERMS) as (keyof typeof TYPE_TERMS)[]).map((type) => {
    const hits = distinct(TYPE_TERMS[type].flatMap((term) => findPhrase(toks, sentences, term)));
    const score = hits.reduce((sum, h) => sum + (sentences.indexOf(h.sentence) < topicSentences ? 2 : 1), 0);
    return { type, score, evidence: [...new Set(hits.map((h) => h.text.toLowerCase()))] };
  });
  const best = [...scored].sort((a, b) => b.score - a.score)[0];
  if (explicit) {
    const found = scored.find((s) => s.type === explicit)?.evidence ?? [];
    return { type: explicit as DecisionType, evidence: [`declared type '${explicit}'`, ...found] };
  }
  return best && best.score > 0
    ? { type: best.type as DecisionType, evidence: best.evidence }
    : { type: 'strategic' as const, evidence: [] };
}

/** The persona lenses' decision types, for the kinds they were written for; other kinds use checklists. */
const LEGACY_TYPE: Readonly<Record<DecisionKind, DecisionType>> = {
  raise_funding: 'funding',
  take_loan: 'strategic',
  pivot: 'pivot',
  acquire_company: 'acquisition',
  be_acquired: 'strategic',
  merger_or_jv: 'strategic',
  expand_market: 'expansion',
  launch_product: 'launch',
  pricing_change: 'strategic',
  hire_executive: 'hire',
  layoffs: 'strategic',
  product_recall: 'strategic',
  infrastructure: 'strategic',
  partnership: 'strategic',
  legal_regulatory: 'strategic',
  shut_down_product: 'strategic',
};

function read(d: Decision): DecisionFeatures {
  const { nlp } = wink();
  const text = composeText(d);
  const { toks, ents, sentences, sentiments, sentiment } = readTokens(text);
  const topicSentences = Math.max(
    1,
    nlp
      .readDoc(d.topic || '.')
      .sentences()
      .length(),
  );
  const amounts = moneyOf(toks, ents);
  const durations = durationsOf(toks, ents);
  const percentages = percentsOf(toks, ents);
  const flags = Object.fromEntries(
    FLAG_NAMES.map((flag) => [
      flag,
      distinct(FLAG_TERMS[flag].flatMap((term) => findPhrase(toks, sentences, term))),
    ]),
  ) as Record<FlagName, Hit[]>;
  const markets = marketsOf({
    topic: d.topic ?? '',
    context: d.context ?? '',
    companyInfo: d.constraints.companyInfo ?? '',
  });
  flags.international = internationalHits(flags.international, markets, sentences, toks.length);
  const signals = signalsOf(sentences);
  const budgetSentence = sentences.findIndex((s) => s.startsWith('Budget:'));
  const primaryAmount =
    amounts.find((a) => a.sentence === budgetSentence && a.role === 'amount') ??
    amounts.find((a) => a.sentence < topicSentences && a.role === 'amount') ??
    [...amounts].filter((a) => a.role === 'amount').sort((a, b) => b.value - a.value)[0] ??
    null;
  const timelineSentence = sentences.findIndex((s) => s.startsWith('Timeline:'));
  const frame = readFrame(d);
  // The frame's kind decides the lens type; the word-count classifier only fills in when the frame found no kind.
  const legacy = frame.kind ? LEGACY_TYPE[frame.kind] : null;
  const { type, evidence } = legacy
    ? { type: legacy, evidence: frame.kindEvidence }
    : classify(d, toks, sentences, topicSentences);
  const growth = percentages.find((p) => p.noun === 'growth') ?? null;
  const runway = durations.find((x) => x.role === 'runway') ?? null;
  const gaps = [
    ...(primaryAmount || d.constraints.budget?.trim() ? [] : ['budget']),
    ...(flags.staged.length || d.constraints.timeline?.trim() || /\bplan\b/i.test(text) ? [] : ['plan']),
    ...(amounts.length + percentages.length + durations.length + countsOf(toks, ents).length
      ? []
      : ['figures']),
  ];
  return {
    text,
    frame,
    sentences,
    type,
    typeEvidence: evidence,
    amounts,
    durations,
    percentages,
    counts: countsOf(toks, ents),
    dates: ents.filter((e) => e.type === 'DATE').map((e) => e.text),
    primaryAmount,
    runway,
    burn: amounts.find((a) => a.role === 'burn') ?? null,
    revenue: amounts.find((a) => a.role === 'revenue') ?? null,
    cash: amounts.find((a) => a.role === 'cash') ?? null,
    growth,
    strongGrowth: (growth?.annual ?? growth?.value ?? 0) >= 25,
    markets,
    signals,
    gaps,
    timeline:
      durations.find((x) => x.sentence === timelineSentence) ??
      durations.find((x) => x.role === 'timeline') ??
      null,
    sentiment: Math.max(-1, Math.min(1, sentiment)),
    negativeSentences: sentences.filter((_, i) => (sentiments[i] ?? 0) < -0.1),
    flags,
    stems: new Set(toks.filter((t) => !t.negated).map((t) => t.stem)),
    sentenceStems: sentences.map(
      (_, i) => new Set(toks.filter((t) => t.sentence === i && !t.negated).map((t) => t.stem)),
    ),
    words: new Map([...toks].reverse().map((t) => [t.stem, t.normal])),
  };
}

/**
 * The international flag names the market the move targets, never the home market: 'UK revenue
 * grows' for a London company is home; 'expand into the US' is the move.
 */
function internationalHits(
  hits: Hit[],
  markets: { home: string | null; target: string | null },
  sentences: readonly string[],
  end: number,
): Hit[] {
  const { home, target } = markets;
  const canonical = (t: string) =>
    /^(uk|britain|england)$/i.test(t) ? 'UK' : /^(eu|europe)$/i.test(t) ? 'Europe' : t;
  const abroad = hits.filter((h) => !home || canonical(h.text) !== home);
  if (!target) return abroad;
  const sentence = sentences.find((s) => s.includes(target)) ?? sentences[0] ?? '';
  return [{ term: 'target market', text: target, sentence, at: abroad[0]?.at ?? end }, ...abroad.slice(1)];
}

const cache = new Map<string, DecisionFeatures>();
const CACHE_LIMIT = 32;

/** The features of a decision (memoized: every seat of a board reads the same decision). */
export function analyzeDecision(decision: Decision): DecisionFeatures {
  const key = JSON.stringify([decision.topic, decision.context, decision.type, decision.constraints]);
  const hit = cache.get(key);
  if (hit) return hit;
  const features = read(decision);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, features);
  return features;
}

export function has(f: DecisionFeatures, flag: FlagName): boolean {
  return f.flags[flag].length > 0;
}

/** Whether any of the phrases occurs (not negated) in the decision. */
export function mentions(f: DecisionFeatures, phrases: readonly string[]): boolean {
  return phrases.some((p) => {
    const stems = stemsOf(p);
    return stems.length === 1 ? f.stems.has(stems[0] ?? '') : f.text.toLowerCase().includes(p.toLowerCase());
  });
}

export type { DecisionFeatures, Hit } from './decision-features.ts';
