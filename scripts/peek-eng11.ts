import { readDecision } from '/work/wt-eng11-figures/src/engine/minds/offline/reader/read-decision.ts';
import { plainDecision } from '/work/wt-eng11-figures/src/engine/test-support/plain-decision.ts';
const [topic = '', context = ''] = process.argv.slice(2);
const r = readDecision(plainDecision(topic, context));
console.log('kind', r.kind, r.verdict);
for (const n of r.numbers) console.log('N', n.meaning, n.value, n.unit, n.whose, n.role, JSON.stringify(n.label), '|', (n as any).source ?? (n as any).text);
for (const c of r.calculations) console.log('C', c.id, '|', c.label, '|', c.result, '|', c.inputs);
for (const p of r.premise_checks) console.log('P', JSON.stringify(p));
