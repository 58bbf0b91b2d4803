// The English model (~41 MiB in memory) is loaded only when a seat first matches words (answering
// a member's question, weighing a rebuttal), not when the engine is imported or a decision is
// read: a server whose boards use an LLM provider never pays for it. Checked in a process of its
// own, since the test runner's process may have loaded it already.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SCRIPT = `
import { createRequire } from 'node:module';
const cache = createRequire(import.meta.url).cache;
const loaded = () => Object.keys(cache).some((file) => file.includes('wink-eng-lite-web-model'));
const { readDecision } = await import('./src/engine/minds/offline/reader/read-decision.ts');
const { contentStemsOf } = await import('./src/engine/minds/offline/stems.ts');
await import('./src/engine/minds/offline/offline-mind.ts');
const atImport = loaded();
const reading = readDecision({
  topic: 'Should we raise a $2M seed round?',
  context: 'We have 8 months of runway.',
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
const afterReading = loaded();
contentStemsOf('acquisitions of companies');
console.log(JSON.stringify({ atImport, afterReading, afterMatching: loaded(), runway: reading.numbers[1]?.value ?? null }));
`;

describe('the offline engine’s language model', () => {
  it('is loaded on the first word matching, not at import or when a decision is read', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      atImport: false,
      afterReading: false,
      afterMatching: true,
      runway: 8,
    });
  });
});
