// `node scripts/kind-precision.ts [--final]`: per judgement set, how many decisions the offline
// board deliberated with the right kind, how many it deliberated, framed and refused. Prints ids
// and kinds only (never a text), so it can run on the blind sets: a confident wrong script costs
// more than an honest frame, and this shows the trade.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { instructionRulesIn } from '../src/engine/minds/offline/reader/gate-instructions.ts';
import { readDecision } from '../src/engine/minds/offline/reader/read-decision.ts';
import { sectionsOf } from '../src/engine/minds/offline/reader/text.ts';
import { HOLDOUT_DECISIONS } from '../src/engine/testing/judgement-corpus/corpus-holdout.ts';
import { JUDGEMENT_CORPUS } from '../src/engine/testing/judgement-corpus/index.ts';
import {
  blindSetFiles,
  corpusItems,
  type JudgementItem,
  labelFileItems,
} from '../src/engine/testing/judgement-corpus/items.ts';
import { kindIsRight } from '../src/engine/testing/judgement-corpus/measure.ts';

const verbose = process.argv.includes('--ids');

function report(name: string, items: readonly JudgementItem[]): void {
  let right = 0;
  let deliberated = 0;
  let framed = 0;
  let refused = 0;
  const lines: string[] = [];
  for (const item of items) {
    const r = readDecision(item.decision);
    const expected = item.refusal ?? item.kind ?? 'unknown';
    if (r.verdict === 'cannot_judge') {
      refused += 1;
      if (!item.refusal)
        lines.push(
          `    wrongly refused ${item.id}: ${r.cannot_judge?.reason} ${instructionRulesIn(
            sectionsOf(item.decision)
              .map((s) => s.text)
              .join(' '),
          ).join(',')}`,
        );
    } else if (r.verdict === 'needs_information') {
      framed += 1;
      lines.push(
        `    framed ${item.id}: ${expected} (top ${r.kind ?? 'none'}, ${r.runner_up?.kind ?? 'none'})`,
      );
    } else {
      deliberated += 1;
      if (kindIsRight(item, r)) right += 1;
      else lines.push(`    WRONG ${item.id}: ${expected} deliberated as ${r.kind}`);
    }
  }
  const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : 'n/a');
  console.info(
    `${name.padEnd(22)} deliberated right ${right}/${deliberated} (${pct(right, deliberated)})  framed ${framed}/${items.length} (${pct(framed, items.length)})  refused ${refused}`,
  );
  if (verbose) for (const l of lines) console.info(l);
}

report('corpus', corpusItems(JUDGEMENT_CORPUS));
report('holdout', corpusItems(HOLDOUT_DECISIONS));
const blind = path.resolve(import.meta.dirname, '../bench/blind');
for (const { file } of blindSetFiles(blind)) report(path.basename(file), labelFileItems(file));
const finals = path.join(blind, 'final');
if (process.argv.includes('--final') && existsSync(finals))
  for (const f of readdirSync(finals)
    .filter((x) => x.endsWith('.json'))
    .sort())
    report(f, labelFileItems(path.join(finals, f)));
