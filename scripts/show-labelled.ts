// Prints the offline engine's whole result for each decision of a labelled JSON set (or the ids
// given): `node scripts/show-labelled.ts path/to/set.json [id …]`. For the judges of a blind set,
// who read whole results; engineers changing the engine never run it on the blind sets.
import { createOfflineMind } from '../src/engine/minds/offline/offline-mind.ts';
import { runDeliberation } from '../src/engine/protocol.ts';
import { createEventLog, createMemoryStore } from '../src/engine/test-support/memory-store.ts';
import { boardOf, labelFileItems } from '../src/engine/testing/judgement-corpus/items.ts';
import { resultText } from './result-text.ts';

const [file, ...ids] = process.argv.slice(2);
if (!file) throw new Error('Usage: node scripts/show-labelled.ts path/to/set.json [id …]');
for (const item of labelFileItems(file).filter((x) => ids.length === 0 || ids.includes(x.id))) {
  const result = await runDeliberation({
    board: boardOf(item.board),
    decision: item.decision,
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal: new AbortController().signal,
  });
  const { topic, context, constraints } = item.decision;
  process.stdout.write(
    `\n######## ${item.id} (${item.board}): ${topic}\n${context}\n${JSON.stringify(constraints)}\n\n${resultText(result)}\n`,
  );
}
