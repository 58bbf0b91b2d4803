// How well the kind model reads decisions it was not counted from: each opened blind set is held
// out in turn, the model is counted from the others, and the held-out set is read by the model
// and by the board (the rules, then the model's dispute): `npm run bench:kind-model`.
import { RULES_ONLY, rankedKinds, trainKindModel } from '../src/engine/minds/offline/reader/kind-model.ts';
import { readDecision } from '../src/engine/minds/offline/reader/read-decision.ts';
import { labelFileItems } from '../src/engine/testing/judgement-corpus/items.ts';
import { openedSetFiles } from '../src/engine/testing/judgement-corpus/kind-model-sets.ts';

const files = openedSetFiles();
const sets = files.map((f) => ({ f, items: labelFileItems(f).filter((i) => i.kind !== null) }));
const tally = {
  read: 0,
  modelRight: 0,
  rulesRight: 0,
  scripted: 0,
  disputed: 0,
  disputedRulesRight: 0,
  named: 0,
  namedRight: 0,
};
const pairs = new Map<string, number>();
for (const held of sets) {
  const model = trainKindModel(
    sets
      .filter((s) => s !== held)
      .flatMap((s) => s.items.map((i) => ({ kind: i.kind as string, decision: i.decision }))),
  );
  for (const item of held.items) {
    const right = (k: string | null) =>
      k === item.kind || item.acceptableKinds.includes(k ?? '') || (k === null && item.kind === 'unknown');
    const rules = readDecision(item.decision, RULES_ONLY);
    if (rules.verdict === 'cannot_judge') continue;
    tally.read++;
    const top = rankedKinds(item.decision, model)[0]?.[0] ?? null;
    if (right(top)) tally.modelRight++;
    if (right(rules.kind)) tally.rulesRight++;
    const board = readDecision(item.decision, model);
    if (rules.verdict === 'needs_information' && !rules.kind && board.kind) {
      tally.named++;
      if (right(board.kind)) tally.namedRight++;
    }
    if (rules.verdict !== 'deliberate') continue;
    tally.scripted++;
    if (board.verdict === 'deliberate') continue;
    tally.disputed++;
    if (right(rules.kind)) tally.disputedRulesRight++;
    const pair = `${right(rules.kind) ? 'right' : 'wrong'} ${rules.kind} → ${board.runner_up?.kind ?? 'none'}${process.argv.includes('--ids') ? ` ${item.id}` : ''}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
}
console.info(
  `held out set by set: ${tally.read} decisions; kind right: the model ${tally.modelRight}, the rules ${tally.rulesRight} (the rules were written from these sets)`,
);
console.info(
  `scripted by the rules: ${tally.scripted}; framed by the model's dispute: ${tally.disputed}, of which the rules' kind was right on ${tally.disputedRulesRight}`,
);
console.info(
  `placed by the model where the rules found no kind (framed as that kind): ${tally.named}, right on ${tally.namedRight}`,
);
if (process.argv.includes('--pairs'))
  for (const [p, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.info(`  ${n} ${p}`);
