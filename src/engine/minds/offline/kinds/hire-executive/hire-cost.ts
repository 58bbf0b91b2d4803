// The yearly cost of the hire as the reader worked it out, without its working in brackets: the
// figure a seat quotes inside its own sentence.
import type { KindContext } from '../kind-kit.ts';

export function yearlyCostOfHire(x: KindContext): string | null {
  return x.calc('annual_burn_of_hire')?.result.replace(/ \(.*\)$/, '') ?? null;
}
