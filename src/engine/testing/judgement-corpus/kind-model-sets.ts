// The labelled decisions the kind model is counted from: every blind set that has been opened
// (development sets, paraphrases and the final sets judged in earlier rounds). A set still sealed
// in pending/ is never read, so a round's final set stays unseen by the model too.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labelFileItems } from './items.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const KIND_MODEL_PATH = path.join(ROOT, 'src/engine/minds/offline/reader/kind-model.json');

/** The opened blind sets: bench/blind/*.json and bench/blind/final/*.json, never pending/. */
export function openedSetFiles(): string[] {
  const blind = path.join(ROOT, 'bench/blind');
  const inFolder = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(dir, f));
  return [...inFolder(blind), ...inFolder(path.join(blind, 'final'))].sort();
}

export function openedLabelledKinds() {
  return openedSetFiles().flatMap((f) =>
    labelFileItems(f)
      .filter((it): it is typeof it & { kind: string } => it.kind !== null)
      .map((it) => ({ kind: it.kind, decision: it.decision })),
  );
}
