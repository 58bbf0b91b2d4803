// The English model (~41 MiB in memory) is loaded on the first reading of a decision, not when
// the engine is imported: a server whose boards use an LLM provider never pays for it. Checked in
// a process of its own, since the test runner's process may have loaded it already.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SCRIPT = `
import { createRequire } from 'node:module';
const cache = createRequire(import.meta.url).cache;
const loaded = () => Object.keys(cache).some((file) => file.includes('wink-eng-lite-web-model'));
const { analyzeDecision } = await import('./src/engine/minds/offline/analyze-decision.ts');
await import('./src/engine/minds/offline/offline-mind.ts');
const atImport = loaded();
const features = analyzeDecision({
  topic: 'Should we raise a $2M seed round?',
  context: 'We have 8 months of runway.',
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});
console.log(JSON.stringify({ atImport, afterReading: loaded(), runway: features.runway?.months ?? null }));
`;

describe('the offline engine’s language model', () => {
  it('is loaded on the first reading, not at import', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      atImport: false,
      afterReading: true,
      runway: 8,
    });
  });
});
