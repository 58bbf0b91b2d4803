// Boilerplate, measured: run the offline engine on every judged decision of the corpus and count,
// for each sentence it writes, how many different decisions it appears in. A sentence that shows
// up whatever the decision says is filler. Numbers are masked so that 'runway is 7 months' and
// 'runway is 9 months' count as the same template.
import { createOfflineMind } from '../../minds/offline/offline-mind.ts';
import { runDeliberation } from '../../protocol.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import type { DeliberationResult } from '../../types.ts';
import { JUDGEMENT_CORPUS, type LabelledDecision } from './index.ts';
import { boardOf, corpusItems, type JudgementItem } from './items.ts';

/** Sentences shorter than this many words ('I abstain.') are not counted as boilerplate. */
export const MIN_WORDS = 6;

export interface BoilerplateFigures {
  decisions: number;
  /** The largest share of decisions any one sentence template appears in. */
  maxShare: number;
  worst: { sentence: string; decisions: number }[];
}

function texts(r: DeliberationResult): string[] {
  const s = r.synthesis;
  return [
    ...r.positions.flatMap(({ position: p }) => [
      p.perspective,
      ...p.key_points,
      ...p.concerns,
      ...p.recommendations,
      ...p.questions,
    ]),
    ...r.discussion.flatMap(({ turn }) => [
      turn.summary,
      ...turn.agreements.map((x) => x.point),
      ...turn.rebuttals.map((x) => x.point),
      ...turn.questions.map((x) => x.point),
    ]),
    ...r.rounds.flatMap((round) => round.seats.flatMap((x) => [x.reasoning, x.what_would_change_my_mind])),
    ...r.votes.map((v) => v.vote.rationale),
    s.executive_summary,
    s.synthesis,
    ...s.action_items.map((a) => a.action),
    ...s.critical_risks.flatMap((c) => [c.risk, c.mitigation]),
    s.minority_report,
  ];
}

/**
 * A sentence as a template: lowercase, numbers masked. Quotations of the decision stay: a
 * sentence quoting the decision has its trigger in it. The headline is left out: it is the
 * outcome's label, not an argument.
 */
function template(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[$€£]?\d[\d,.]*\s?(k|m|bn|%)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map(template)
    .filter((t) => t.split(' ').length >= MIN_WORDS);
}

/** Every item deliberated by the offline board on its board (refused and framed ones end early). */
export async function runItems(items: readonly JudgementItem[]) {
  const runs: { item: JudgementItem; result: DeliberationResult }[] = [];
  for (const item of items) {
    const result = await runDeliberation({
      board: boardOf(item.board),
      decision: item.decision,
      mind: createOfflineMind(),
      store: createMemoryStore(),
      emit: createEventLog().emit,
      signal: new AbortController().signal,
    });
    runs.push({ item, result });
  }
  return runs;
}

/** The corpus's judged decisions on the growth board, as before. */
export async function runCorpus(corpus: readonly LabelledDecision[] = JUDGEMENT_CORPUS) {
  const runs = await runItems(corpusItems(corpus.filter((x) => !x.gate)));
  return runs.map(({ item, result }) => ({ id: item.id, result }));
}

/**
 * The wording of the duties the reading raised. A duty is the same law wherever it applies (every
 * sale has change-of-control clauses to list), so its wording is not counted as a stock line;
 * what is measured is the seats' arguments and the synthesis around it.
 */
function dutyWording(result: DeliberationResult): Set<string> {
  const duties = result.reading?.duties ?? [];
  return new Set(duties.flatMap((d) => [d.text, d.action].flatMap(sentencesOf)));
}

export function measureBoilerplate(
  results: readonly { id: string; result: DeliberationResult }[],
): BoilerplateFigures {
  const seenIn = new Map<string, Set<string>>();
  for (const { id, result } of results) {
    const law = dutyWording(result);
    for (const sentence of new Set(texts(result).flatMap(sentencesOf))) {
      if ([...law].some((duty) => sentence.includes(duty))) continue;
      const ids = seenIn.get(sentence) ?? new Set<string>();
      ids.add(id);
      seenIn.set(sentence, ids);
    }
  }
  const worst = [...seenIn.entries()]
    .map(([sentence, ids]) => ({ sentence, decisions: ids.size }))
    .sort((a, b) => b.decisions - a.decisions)
    .slice(0, 10);
  return {
    decisions: results.length,
    maxShare: results.length ? (worst[0]?.decisions ?? 0) / results.length : 0,
    worst,
  };
}
