// Asks the offline board one decision typed on the command line and prints its whole result:
// `node scripts/ask-offline.ts [--board crisis-board] "Should we …?" "context" ["company info"]`.
// For reading results as a founder would while changing the engine; not a test.
import { BUILTIN_TEMPLATES, type PositionKey } from '../src/contracts/positions.ts';
import { createOfflineMind } from '../src/engine/minds/offline/offline-mind.ts';
import { runDeliberation } from '../src/engine/protocol.ts';
import { createEventLog, createMemoryStore } from '../src/engine/test-support/memory-store.ts';
import { sampleBoard } from '../src/engine/test-support/sample-board.ts';
import { resultText } from './result-text.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--board');
const slug = at >= 0 ? args.splice(at, 2)[1] : 'growth-board';
const [topic = '', context = '', companyInfo = null] = args;
const template = BUILTIN_TEMPLATES.find((t) => t.slug === slug);
if (!template) throw new Error(`No template ${slug}: use startup-board, growth-board or crisis-board`);
const result = await runDeliberation({
  board: sampleBoard(template.positions as readonly PositionKey[]),
  decision: {
    topic,
    context,
    type: 'strategic',
    constraints: { budget: null, timeline: null, other: null, companyInfo },
  },
  mind: createOfflineMind(),
  store: createMemoryStore(),
  emit: createEventLog().emit,
  signal: new AbortController().signal,
});
process.stdout.write(`${resultText(result)}\n`);
