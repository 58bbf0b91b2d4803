// Counts the word model of the board's second reading of a decision's kind from the labelled
// blind sets that have been opened (bench/blind/*.json and bench/blind/final/), never from
// pending/. Run `npm run train:kind-model` after opening a set; kind-model.test.ts fails while the
// stored model is stale.
import { writeFileSync } from 'node:fs';
import { trainKindModel } from '../src/engine/minds/offline/reader/kind-model.ts';
import {
  KIND_MODEL_PATH,
  openedLabelledKinds,
} from '../src/engine/testing/judgement-corpus/kind-model-sets.ts';

const items = openedLabelledKinds();
const { counts, ...head } = trainKindModel(items);
// One feature a line, so that a retrained model's diff shows which words moved.
const rows = Object.entries(counts).map(([f, row]) => `    ${JSON.stringify(f)}: ${JSON.stringify(row)}`);
writeFileSync(
  KIND_MODEL_PATH,
  `${JSON.stringify(head).slice(0, -1)},\n  "counts": {\n${rows.join(',\n')}\n  }\n}\n`,
);
console.info(`kind model: ${items.length} labelled decisions → ${KIND_MODEL_PATH}`);
