// Prints the offline engine's whole result for one corpus decision (or all): `node
// scripts/show-offline.ts layoff-30pct`. For reading results as a founder would; not a test.
import { BUILTIN_TEMPLATES, type PositionKey } from '../src/contracts/positions.ts';
import { createOfflineMind } from '../src/engine/minds/offline/offline-mind.ts';
import { runDeliberation } from '../src/engine/protocol.ts';
import { createEventLog, createMemoryStore } from '../src/engine/test-support/memory-store.ts';
import { sampleBoard } from '../src/engine/test-support/sample-board.ts';
import { decisionOf, JUDGEMENT_CORPUS } from '../src/engine/testing/judgement-corpus/index.ts';
import type { DeliberationResult } from '../src/engine/types.ts';

const pct = (n: number) => `${Math.round(n * 100)}%`;

export function resultText(r: DeliberationResult): string {
  const out: string[] = [];
  const reading = r.reading;
  if (reading) {
    out.push('HOW THE BOARD READ YOUR DECISION', `  ${reading.restatement}`);
    for (const n of reading.numbers) out.push(`  - ${n.label}: ${n.text}`);
    for (const n of reading.negations) out.push(`  - negated: ${n}`);
    for (const c of reading.calculations) out.push(`  = ${c.label}: ${c.result} (${c.inputs})`);
    for (const l of reading.red_lines) out.push(`  ! ${l.text}`);
    if (reading.cannot_judge)
      out.push(
        `  CANNOT JUDGE: ${reading.cannot_judge.explanation}`,
        ...reading.cannot_judge.what_to_add.map((w) => `    + ${w}`),
      );
  }
  const s = r.synthesis;
  out.push('', `RECOMMENDATION: ${s.recommendation} [${r.scores.outcome}]`);
  out.push(`Confidence ${pct(r.scores.confidence_score)}, consensus ${pct(r.scores.consensus_level)}`);
  out.push('', `Executive summary: ${s.executive_summary}`, '', `Synthesis: ${s.synthesis}`);
  out.push(
    '',
    'Action items:',
    ...s.action_items.map((a) => `  - ${a.action} — ${a.owner_role}, ${a.horizon}`),
  );
  out.push(
    'Critical risks:',
    ...s.critical_risks.map((c) => `  - [${c.severity}] ${c.risk} → ${c.mitigation}`),
  );
  out.push(`Minority report: ${s.minority_report}`, '', 'SEATS');
  for (const p of r.positions) {
    out.push(
      `* ${p.seat.title} — ${p.position.stance} (${pct(p.position.confidence)}): ${p.position.perspective}`,
    );
    for (const k of p.position.key_points) out.push(`    · ${k}`);
    for (const q of p.position.questions) out.push(`    ? ${q}`);
    for (const rec of p.position.recommendations) out.push(`    → ${rec}`);
  }
  out.push('', 'VOTES', ...r.votes.map((v) => `  ${v.seat.title}: ${v.vote.vote} — ${v.vote.rationale}`));
  return out.join('\n');
}

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
