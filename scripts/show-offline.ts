// Prints the offline engine's whole result for one corpus decision (or all): `node
// scripts/show-offline.ts layoff-30pct`. For reading results as a founder would; not a test.
import { BUILTIN_TEMPLATES, type PositionKey } from '../src/contracts/positions.ts';
import { createOfflineMind } from '../src/engine/minds/offline/offline-mind.ts';
import { runDeliberation } from '../src/engine/protocol.ts';
import { createEventLog, createMemoryStore } from '../src/engine/test-support/memory-store.ts';
import { sampleBoard } from '../src/engine/test-support/sample-board.ts';
import { decisionOf, JUDGEMENT_CORPUS } from '../src/engine/testing/judgement-corpus/index.ts';
import { resultText } from './result-text.ts';

const board = sampleBoard(
  BUILTIN_TEMPLATES.find((t) => t.slug === 'growth-board')?.positions as readonly PositionKey[],
);
const ids = process.argv.slice(2);
for (const d of JUDGEMENT_CORPUS.filter((x) => ids.length === 0 || ids.includes(x.id))) {
  const result = await runDeliberation({
    board,
    decision: decisionOf(d),
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal: new AbortController().signal,
  });
  process.stdout.write(`\n######## ${d.id}: ${d.topic}\n${d.context}\n\n${resultText(result)}\n`);
}
