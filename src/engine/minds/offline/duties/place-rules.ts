// A duty's rules for the places a decision names, written once per region: a duty gives its
// sentence for the UK, the EU, the US or Australia, and gets back those that apply, in that order.
import type { Place } from '../reader/places.ts';

export interface RegionRules {
  uk?: string;
  eu?: string;
  us?: string;
  australia?: string;
}

const IN: Readonly<Record<keyof RegionRules, (p: Place) => boolean>> = {
  uk: (p) => p.name === 'the UK',
  eu: (p) => p.blocs.includes('EU'),
  us: (p) => p.country === 'the US',
  australia: (p) => p.name === 'Australia',
};

/** The sentences of the regions among the places, in the order uk, eu, us, australia. */
export function rulesFor(places: readonly Place[], rules: RegionRules): string[] {
  return (Object.keys(IN) as (keyof RegionRules)[]).flatMap((region) => {
    const rule = rules[region];
    return rule && places.some(IN[region]) ? [rule] : [];
  });
}

/** The sentences of the regions among the places, joined; `otherwise` when the places name none. */
export function rulesOr(places: readonly Place[], rules: RegionRules, otherwise: string): string {
  const found = rulesFor(places, rules);
  return found.length ? found.join('; ') : otherwise;
}

/** The countries among the places (and the company's home) that a table of national rules names. */
export function countriesIn(places: readonly Place[], rules: Readonly<Record<string, string>>): string[] {
  return [...new Set(places.map((p) => p.country))].filter((c) => rules[c]);
}
