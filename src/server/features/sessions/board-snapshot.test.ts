import { describe, expect, it } from 'vitest';
import type { PersonaRow } from '../personas/repository.ts';
import { lensOf } from './board-snapshot.ts';

const lens = (term: string) => ({
  optimizesFor: [term],
  alwaysAsks: [],
  trustedEvidence: [],
  redFlags: [],
  underUncertainty: '',
  signalTerms: [term],
});
const persona = (over: Partial<PersonaRow>): PersonaRow =>
  ({
    name: 'P',
    category: 'General',
    tags: [],
    expertiseDomains: [],
    lens: null,
    positionKey: null,
    ...over,
  }) as PersonaRow;

describe('the lens an imported persona gives the offline engine', () => {
  const builtins = [
    persona({ category: 'Finance', positionKey: 'CFO', lens: lens('runway') }),
    persona({ category: 'Technology', positionKey: 'CTO', lens: lens('architecture') }),
  ];

  it("borrows its category's built-in lens and adds its own tags and expertise as signal words", () => {
    const imported = persona({
      category: 'finance',
      tags: ['pricing'],
      expertiseDomains: ['Unit economics'],
    });
    const result = lensOf(imported, 'CTO', builtins)!;
    expect(result.optimizesFor).toEqual(['runway']);
    expect(result.signalTerms).toEqual(['pricing', 'unit', 'economics', 'runway']);
  });

  it("falls back to the seat's built-in lens for an unknown category, and keeps a persona's own lens", () => {
    expect(lensOf(persona({ category: 'Poetry' }), 'CTO', builtins)!.optimizesFor).toEqual(['architecture']);
    expect(lensOf(persona({ lens: lens('own') }), 'CTO', builtins)!.optimizesFor).toEqual(['own']);
  });
});
