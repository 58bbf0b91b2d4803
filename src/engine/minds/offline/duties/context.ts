// A duty context for text alone (tests, and the reader before figures are known).
import type { ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { NumberMeaning } from '../reader/meanings.ts';
import { placesOf } from '../reader/places.ts';
import { normalizeNumberWords } from '../reader/text.ts';
import type { DutyContext } from './duty-kit.ts';

export function dutyContext(
  text: string,
  kind: KindId | null,
  numbers: readonly ReadingNumber[] = [],
): DutyContext {
  const normalized = normalizeNumberWords(text);
  return {
    text: normalized,
    lower: normalized.toLowerCase(),
    kind,
    places: placesOf(normalized),
    numbers,
    get: (meaning: NumberMeaning) =>
      numbers.find((n) => n.meaning === meaning && n.role === 'actual') ?? null,
  };
}
