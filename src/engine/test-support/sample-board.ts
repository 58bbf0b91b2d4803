// Realistic boards for tests: the built-in personas on their positions, default weights
// normalized to sum to 1, optionally with some seats held by humans.
import { BUILTIN_TEMPLATES, POSITION_BY_KEY, type PositionKey } from '../../contracts/positions.ts';
import { BUILTIN_PERSONAS } from '../../server/features/personas/builtin-personas.ts';
import type { Decision, Seat } from '../types.ts';

export const ALL_KEYS: readonly PositionKey[] = BUILTIN_PERSONAS.map((p) => p.positionKey);
/** The seats of the startup-board template, in its order. */
export const STARTUP_KEYS: readonly PositionKey[] = templatePositions('startup-board');

function templatePositions(slug: string): readonly PositionKey[] {
  const template = BUILTIN_TEMPLATES.find((t) => t.slug === slug);
  if (!template) throw new Error(`no built-in template ${slug}`);
  return template.positions;
}

export function sampleBoard(
  keys: readonly PositionKey[] = ALL_KEYS,
  options: { humans?: readonly PositionKey[]; weights?: Partial<Record<PositionKey, number>> } = {},
): Seat[] {
  const raw = keys.map((key) => options.weights?.[key] ?? POSITION_BY_KEY[key].defaultWeight);
  const total = raw.reduce((a, b) => a + b, 0);
  return keys.map((key, i) => {
    const persona = BUILTIN_PERSONAS.find((p) => p.positionKey === key);
    return {
      id: `seat-${key.toLowerCase()}`,
      key,
      title: POSITION_BY_KEY[key].title,
      weight: (raw[i] ?? 0) / total,
      kind: options.humans?.includes(key) ? 'Human' : 'AI',
      persona: persona
        ? { name: persona.name, instructions: persona.instructions, lens: persona.lens }
        : null,
    };
  });
}

export function seatOf(board: readonly Seat[], key: PositionKey): Seat {
  const seat = board.find((s) => s.key === key);
  if (!seat) throw new Error(`No ${key} seat on this board`);
  return seat;
}

export const SEED_ROUND: Decision = {
  topic: 'Raise a $2M seed round to extend 8 months of runway',
  context:
    'We are a B2B analytics startup with $600k in the bank and a monthly burn of $75k, which gives us 8 months ' +
    'of runway. Revenue grew 30% last quarter to $40k MRR and three lead investors have asked for our deck. ' +
    'The round would fund two senior engineers and a first sales hire.',
  type: 'funding',
  constraints: {
    budget: '$2M',
    timeline: 'Close within 3 months',
    other: null,
    companyInfo: '12 people, seed stage, SaaS',
  },
};

export const EU_ACQUISITION: Decision = {
  topic: 'Acquire a competitor for $40M with regulatory review pending in the EU',
  context:
    'The target is our largest competitor in Germany with 2,000 customers who would migrate to our platform within ' +
    '6 months. The deal is irreversible once signed and the EU competition authority has opened a review that may ' +
    'take a year. Integrating their legacy codebase will need most of our engineering team, and the seller wants ' +
    'an answer by next month.',
  type: 'strategic',
  constraints: {
    budget: '$40M',
    timeline: 'Sign by next month',
    other: null,
    companyInfo: 'Series B, $12M ARR, 150 people',
  },
};

/** A seat with no persona, titled by its id, for tests of counting rules. */
export const bareSeat = (id: string, weight: number, kind: Seat['kind'] = 'AI'): Seat => ({
  id,
  key: id,
  title: id,
  weight,
  kind,
  persona: null,
});
