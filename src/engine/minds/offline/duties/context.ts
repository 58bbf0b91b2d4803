// A duty context: the text, the kind, the figures and the places (where the decision happens,
// and the company's home). With text alone (tests), every place named counts as where.
import type { ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { allPlaces, type DecisionPlaces } from '../reader/decision-places.ts';
import type { NumberMeaning } from '../reader/meanings.ts';
import { placesOf } from '../reader/places.ts';
import { normalizeNumberWords } from '../reader/text.ts';
import type { DutyContext } from './duty-kit.ts';

export function dutyContext(
  text: string,
  kind: KindId | null,
  numbers: readonly ReadingNumber[] = [],
  at?: DecisionPlaces,
  options: readonly string[] = [],
): DutyContext {
  const normalized = normalizeNumberWords(text);
  const named = placesOf(normalized);
  return {
    text: normalized,
    lower: normalized.toLowerCase(),
    kind,
    places: at ? at.where : named,
    everywhere: at ? allPlaces(at) : named,
    numbers,
    options,
    get: (meaning: NumberMeaning) =>
      numbers.find((n) => n.meaning === meaning && n.role === 'actual') ?? null,
  };
}
