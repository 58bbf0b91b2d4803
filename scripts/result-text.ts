// The whole result of a deliberation as plain text, for reading results as a founder would
// (scripts/show-offline.ts, the blind set's reader). Not a test.
import type { DeliberationResult } from '../src/engine/types.ts';

const pct = (n: number) => `${Math.round(n * 100)}%`;

export function resultText(r: DeliberationResult): string {
  const out: string[] = [];
  const reading = r.reading;
  if (reading) {
    out.push('HOW THE BOARD READ YOUR DECISION', `  ${reading.restatement}`);
    for (const n of reading.numbers)
      out.push(`  - ${n.label}: ${n.text}${n.corrected_by ? ` (corrected by ${n.corrected_by})` : ''}`);
    for (const n of reading.negations) out.push(`  - negated: ${n}`);
    for (const c of reading.calculations) out.push(`  = ${c.label}: ${c.result} (${c.inputs})`);
    for (const p of reading.premise_checks ?? []) out.push(`  ≠ ${p.text}`);
    for (const d of reading.duties ?? [])
      out.push(`  ! ${d.title} [${d.owner_title}${d.breached ? ', BREACHED AS PROPOSED' : ''}]: ${d.text}`);
    for (const m of reading.missing ?? []) out.push(`  ? missing ${m.fact} (${m.owner}): ${m.question}`);
    for (const c of reading.corrections ?? [])
      out.push(`  ✎ corrected by ${c.author}: ${c.changes.join('; ')}`);
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
