// What a seat's checklist reads: the reading and helpers over it. Built once per reading.
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { findCues } from '../duties/match.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import type { KindContext } from '../kinds/kind-kit.ts';
import { kindModule } from '../kinds/registry.ts';
import { calcContext } from '../reader/calculations.ts';
import { allPlaces, decisionPlaces } from '../reader/decision-places.ts';
import { readingProfile } from '../reader/reading-profile.ts';
import { composeText } from '../reader/text.ts';

export function kindContextOf(reading: DecisionReading, decision: Decision): KindContext {
  const text = composeText(decision);
  const kind = kindModule(reading.kind);
  return {
    ...calcContext((reading.kind as KindId | null) ?? null, reading.numbers),
    reading,
    text: text.toLowerCase(),
    source: text,
    // Where the decision happens first: 'a UK company opening in Austin' is about Texas.
    places: allPlaces(decisionPlaces(decision)),
    home: decisionPlaces(decision).home,
    calc: (id) => reading.calculations.find((c) => c.id === id) ?? null,
    duty: (id) => reading.duties.find((d) => d.id === id) ?? null,
    says: (pattern) => findCues(text, [pattern]).length > 0,
    phrase: kind?.phraseFor?.(text.toLowerCase()) ?? kind?.phrase ?? 'this decision',
    profile: readingProfile(text.toLowerCase(), text, reading.numbers),
  };
}
