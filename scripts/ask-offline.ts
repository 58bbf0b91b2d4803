// Asks the offline board one decision typed on the command line and prints its whole result:
// `node scripts/ask-offline.ts [--board crisis-board] "Should we …?" "context" ["company info"]`.
// Options as the server would take them: typed with --option (repeated), else read from the text.
// For reading results as a founder would while changing the engine; not a test.
import { BUILTIN_TEMPLATES, type PositionKey } from '../src/contracts/positions.ts';
import { createOfflineMind } from '../src/engine/minds/offline/offline-mind.ts';
import { optionsInText } from '../src/engine/minds/offline/reader/options-in-text.ts';
import { runDeliberation } from '../src/engine/protocol.ts';
import { createEventLog, createMemoryStore } from '../src/engine/test-support/memory-store.ts';
import { sampleBoard } from '../src/engine/test-support/sample-board.ts';
import { resultText } from './result-text.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--board');
const slug = at >= 0 ? args.splice(at, 2)[1] : 'growth-board';
const typed: string[] = [];
for (let i = args.indexOf('--option'); i >= 0; i = args.indexOf('--option'))
  typed.push(args.splice(i, 2)[1] ?? '');
const [topic = '', context = '', companyInfo = null] = args;
const options = typed.length
  ? typed.map((label, i) => ({ id: 'ABCDE'[i] ?? String(i + 1), label }))
  : (optionsInText(topic, context) ?? []);
const template = BUILTIN_TEMPLATES.find((t) => t.slug === slug);
if (!template) throw new Error(`No template ${slug}: use startup-board, growth-board or crisis-board`);
const result = await runDeliberation({
  board: sampleBoard(template.positions as readonly PositionKey[]),
  decision: {
    topic,
    context,
    type: 'strategic',
    constraints: { budget: null, timeline: null, other: null, companyInfo },
    ...(options.length >= 2 ? { options } : {}),
  },
  mind: createOfflineMind(),
  store: createMemoryStore(),
  emit: createEventLog().emit,
  signal: new AbortController().signal,
});
process.stdout.write(`${resultText(result)}\n`);
if (result.options)
  process.stdout.write(
    `\nOPTIONS\n${JSON.stringify({ figures: result.reading?.option_figures, ranking: result.options }, null, 2)}\n`,
  );
