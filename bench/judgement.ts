// `npm run bench:judgement`: how well the offline engine reads the judgement corpus
// (src/engine/testing/judgement-corpus). Prints figures; asserts nothing (the tests do).
import { measureBoilerplate, runCorpus } from '../src/engine/testing/judgement-corpus/boilerplate.ts';
import { HOLDOUT_DECISIONS } from '../src/engine/testing/judgement-corpus/corpus-holdout.ts';
import { JUDGEMENT_CORPUS } from '../src/engine/testing/judgement-corpus/index.ts';
import { measureFrames } from '../src/engine/testing/judgement-corpus/measure.ts';

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

const f = measureFrames(JUDGEMENT_CORPUS);
console.info(`Judgement corpus: ${f.decisions} labelled decisions`);
console.info(
  `  kind (or refusal) right     ${f.kindRight}/${f.decisions}  ${pct(f.kindRight, f.decisions)}   goal ≥ 95%`,
);
console.info(
  `  numbers with their meaning  ${f.numbersRight}/${f.numbersLabelled}  ${pct(f.numbersRight, f.numbersLabelled)}   goal ≥ 90%`,
);
console.info(
  `  red lines raised            ${f.redLinesRaised}/${f.redLinesLabelled}  ${pct(f.redLinesRaised, f.redLinesLabelled)}`,
);
console.info(
  `  refusals right              ${f.gatesRight}/${f.gatesLabelled}; decisions wrongly refused: ${f.falseRefusals}`,
);
for (const miss of f.misses) console.info(`  miss  ${miss.id}: ${miss.what}`);

const h = measureFrames(HOLDOUT_DECISIONS);
console.info(`Second set (unseen when first measured: 5/8 kinds, 14/19 numbers): ${h.decisions}`);
console.info(`  kind (or refusal) right     ${h.kindRight}/${h.decisions}  ${pct(h.kindRight, h.decisions)}`);
console.info(
  `  numbers with their meaning  ${h.numbersRight}/${h.numbersLabelled}  ${pct(h.numbersRight, h.numbersLabelled)}`,
);
console.info(`  red lines raised            ${h.redLinesRaised}/${h.redLinesLabelled}`);
for (const miss of h.misses) console.info(`  miss  ${miss.id}: ${miss.what}`);

const boilerplate = measureBoilerplate(await runCorpus(JUDGEMENT_CORPUS));
console.info(
  `  boilerplate: the most repeated sentence appears in ${pct(boilerplate.maxShare * boilerplate.decisions, boilerplate.decisions)} of ${boilerplate.decisions} judged decisions   goal ≤ 20%`,
);
for (const w of boilerplate.worst.slice(0, 3)) console.info(`    ${w.decisions}× ${w.sentence}`);
