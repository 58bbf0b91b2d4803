// `npm run bench:judgement`: how well the offline engine reads and judges each set, kept apart —
// the development corpus (its misses by id), and the blind sets written by people who do not
// change the engine (bench/blind: figures and failure categories only, never a text). The sealed
// final set is measured only with `-- --final`. Prints figures; asserts nothing (the tests do).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { measureBoilerplate, runItems } from '../src/engine/testing/judgement-corpus/boilerplate.ts';
import { HOLDOUT_DECISIONS } from '../src/engine/testing/judgement-corpus/corpus-holdout.ts';
import { JUDGEMENT_CORPUS } from '../src/engine/testing/judgement-corpus/index.ts';
import {
  blindSetFiles,
  corpusItems,
  type JudgementItem,
  labelFileItems,
} from '../src/engine/testing/judgement-corpus/items.ts';
import { type Miss, measureBoards, measureReadings } from '../src/engine/testing/judgement-corpus/measure.ts';

const blind = path.resolve(import.meta.dirname, 'blind');
const pct = (a: number, b: number) => (b === 0 ? '   n/a' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const row = (label: string, a: number, b: number, goal = '') =>
  console.info(
    `  ${label.padEnd(34)} ${`${a}/${b}`.padStart(9)} ${pct(a, b)}${goal ? `   goal ${goal}` : ''}`,
  );

/**
 * Whether a sentence is the engine's own words: it shares no run of four words with any blind
 * text, so printing it shows nothing of the set.
 */
function ownWords(sentence: string, items: readonly JudgementItem[]): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  const runs = (t: string) => {
    const w = words(t);
    return w.slice(0, Math.max(0, w.length - 3)).map((_, i) => w.slice(i, i + 4).join(' '));
  };
  const mine = new Set(runs(sentence));
  return !items.some((item) => {
    const d = item.decision;
    return runs([d.topic, d.context, ...Object.values(d.constraints)].join(' ')).some((r) => mine.has(r));
  });
}

/** Misses grouped by category (blind sets), or listed by id (the corpus). */
function printMisses(misses: readonly Miss[], byId: boolean): void {
  if (byId) {
    for (const m of misses) console.info(`    miss ${m.id}: ${m.category}`);
    return;
  }
  const counts = new Map<string, number>();
  for (const m of misses) counts.set(m.category, (counts.get(m.category) ?? 0) + 1);
  for (const [category, n] of [...counts].sort((a, b) => b[1] - a[1]))
    console.info(`    ${String(n).padStart(3)}× ${category}`);
}

async function report(name: string, items: readonly JudgementItem[], byId: boolean): Promise<void> {
  const r = measureReadings(items);
  console.info(`\n${name}: ${items.length} decisions`);
  row('kind (or refusal, or framing) right', r.kindRight, r.decisions, '≥ 90%');
  row('figures with their meaning', r.figuresRight, r.figuresLabelled, '≥ 90%');
  row('calculations right', r.calculationsRight, r.calculationsLabelled);
  row('premise checks flagged', r.premiseFlagged, r.premiseLabelled);
  row('duties raised', r.dutiesRaised, r.dutiesLabelled, '≥ 90%');
  row('bad inputs refused for the right reason', r.refusalsRight, r.refusalsLabelled, '100%');
  console.info(`  ${'decisions wrongly refused'.padEnd(34)} ${String(r.falseRefusals).padStart(9)}`);
  const runs = await runItems(items);
  const b = measureBoards(runs);
  row('abstentions among votes', b.abstentions, b.votes, '≤ 25%');
  console.info(
    `  ${'statements contradicting the reading'.padEnd(34)} ${String(b.contradictions).padStart(9)}   goal 0`,
  );
  row('sensible outcome', b.outcomesSensible, b.outcomesLabelled);
  const judged = runs
    .filter((x) => x.result.votes.length > 0)
    .map((x) => ({ id: x.item.id, result: x.result }));
  const boilerplate = measureBoilerplate(judged);
  console.info(
    `  ${'most repeated sentence'.padEnd(34)} ${`in ${Math.round(boilerplate.maxShare * judged.length)}/${judged.length}`.padStart(9)} ${pct(boilerplate.maxShare * judged.length, judged.length)}   goal ≤ 20%`,
  );
  for (const w of boilerplate.worst.slice(0, 3))
    if (byId || ownWords(w.sentence, items)) console.info(`    ${w.decisions}× ${w.sentence}`);
  printMisses([...r.misses, ...b.misses], byId);
}

// `-- --file probes.json`: an engineer's own labelled probes, reported by id (not a blind set).
const fileAt = process.argv.indexOf('--file');
const probes = fileAt >= 0 ? process.argv[fileAt + 1] : undefined;
if (probes) {
  await report(`Probes (${path.basename(probes)})`, labelFileItems(probes), true);
  process.exit(0);
}

await report(
  'Development corpus (tuned on: proves nothing about quality)',
  corpusItems(JUDGEMENT_CORPUS),
  true,
);
await report('Holdout (written after the first rules; seen since)', corpusItems(HOLDOUT_DECISIONS), true);
for (const { file, name } of blindSetFiles(blind)) await report(name, labelFileItems(file), false);
// Each sealed set is measured once, at the end of the round of engine work it was written for.
const finals = path.join(blind, 'final');
if (process.argv.includes('--final') && existsSync(finals))
  for (const f of readdirSync(finals)
    .filter((x) => x.endsWith('.json'))
    .sort())
    await report(`Sealed final blind set (${f})`, labelFileItems(path.join(finals, f)), false);
