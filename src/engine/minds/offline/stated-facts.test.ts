// 'Asks for facts already given', beyond figures: a break clause, vesting, where it is, the
// ownership split, exclusivity, a personal guarantee, the term, the rate and the price are facts
// when the text states them, either way ('no break clause', 'no vesting'). No seat question, vote
// or 'needs information' line asks for one. Each in three wordings, and the whole corpus after.
import { describe, expect, it } from 'vitest';
import { boardSentences, decisionItem } from '../../test-support/board-sentences.ts';
import { runCorpus, runItems } from '../../testing/judgement-corpus/boilerplate.ts';
import { asksForGiven, withoutGiven } from './reader/figure-check.ts';

/** A decision's topic and context, and any fact only this wording states. */
type Wording = readonly [topic: string, context: string, alsoStated?: readonly string[]];

/** Each kind of decision, the facts all its wordings state, and the wordings. */
const KINDS: readonly { kind: string; stated: readonly string[]; wordings: readonly Wording[] }[] = [
  {
    kind: 'lease',
    stated: ['break clause', 'term', 'location'],
    wordings: [
      [
        'Should we sign a 10-year lease on a warehouse in Leeds?',
        'Rent is $120k a year and there is no break clause. We have $2M in the bank, burning $100k a month.',
      ],
      [
        'Do we take the new office for five years?',
        'The landlord offers a break after year 3; it is based in Manchester. Rent is $8k a month.',
      ],
      [
        'Should we commit to the Bristol studio on a 7-year lease?',
        'We would be locked in with no way out; the rent is $5k a month.',
      ],
    ],
  },
  {
    kind: 'loan',
    stated: ['interest rate', 'term', 'personal guarantee'],
    wordings: [
      [
        'Should we take a $500k loan from our bank?',
        'The rate is 9% fixed over 5 years, with a personal guarantee from the founders. We have $1M in the bank and burn $80k a month.',
      ],
      [
        'Do we borrow $300k from Lendco?',
        'Interest is 11% a year, repaid over 36 months; no personal guarantee is needed.',
      ],
      [
        'Should we draw a $1M term loan?',
        'It is a 4-year loan at 8% APR, and the founders must guarantee it personally.',
      ],
    ],
  },
  {
    kind: 'joint venture',
    stated: ['ownership split', 'exclusivity'],
    wordings: [
      [
        'Should we form a joint venture with Orbit Ltd?',
        'Ownership would be split 50/50, based in Singapore under English law, exclusive for 3 years.',
        ['location', 'jurisdiction'],
      ],
      [
        'Do we set up a JV with a Korean distributor?',
        'We would hold 60% and they 40%; the venture is incorporated in Delaware and non-exclusive.',
        ['jurisdiction'],
      ],
      [
        'Should we go into a joint venture with Nordlys?',
        'An even split, with an exclusive licence in the Nordics, located in Oslo.',
        ['location'],
      ],
    ],
  },
  {
    kind: 'acquisition',
    stated: ['purchase price', 'vesting', 'location'],
    wordings: [
      [
        'Should we acquire Beta Labs for $3M?',
        'Beta has 12 staff in Berlin and $1M ARR. The founders would join with no vesting on their shares.',
      ],
      [
        'Do we buy our competitor Quill for $1.2M in cash?',
        'Their two founders would get shares that vest over 3 years; Quill is based in Austin.',
      ],
    ],
  },
  {
    kind: 'hire',
    stated: ['vesting', 'location', 'equity offered'],
    wordings: [
      [
        'Should we hire a VP of Sales at $180k base?',
        'The role is based in London; equity of 1% vests over four years with a one-year cliff. We have $3M in the bank, burning $150k a month.',
      ],
    ],
  },
];

const CASES = KINDS.flatMap(({ kind, stated, wordings }) =>
  wordings.map(
    ([topic, context, alsoStated = []]) => [kind, topic, context, [...stated, ...alsoStated]] as const,
  ),
);

describe('no seat asks for a term the text states in words', () => {
  it.each(CASES)('%s: %s', async (_kind, topic, context, facts) => {
    const [run] = await runItems([decisionItem(topic, context)]);
    const reading = run?.result.reading;
    expect(reading?.stated).toEqual(expect.arrayContaining([...facts]));
    const asks = boardSentences(run?.result).filter((s) => reading && asksForGiven(s, reading).length > 0);
    expect(asks).toEqual([]);
    for (const m of reading?.missing ?? []) expect(asksForGiven(m.question, reading as never)).toEqual([]);
  });

  it('keeps the part of a question the text leaves open', () => {
    const reading = { stated: ['break clause'] } as never;
    expect(withoutGiven('How long is the lease, and can you break it?', reading)).toBe(
      'How long is the lease?',
    );
    expect(withoutGiven('Is there a break clause?', reading)).toBeNull();
    expect(withoutGiven('What is the rent?', reading)).toBe('What is the rent?');
  });

  it('still asks for a term the text does not state', () => {
    const reading = { stated: ['term'] } as never;
    expect(asksForGiven('Is there a break clause?', reading)).toEqual([]);
    expect(asksForGiven('Does the loan need a personal guarantee?', reading)).toEqual([]);
  });
});

describe('across the corpus', () => {
  it('no seat, vote, synthesis or needs-information line asks for a fact the decision states', async () => {
    const runs = await runCorpus();
    const asks = runs.flatMap(({ id, result }) => {
      const reading = result.reading;
      if (!reading) return [];
      const written = boardSentences(result).filter((s) => asksForGiven(s, reading).length > 0);
      const missing = reading.missing
        .map((m) => m.question)
        .filter((q) => asksForGiven(q, reading).length > 0);
      return [...written, ...missing].map((s) => `${id}: ${s}`);
    });
    expect(asks).toEqual([]);
  }, 120_000);
});

describe('a stated absence is argued from, not asked about', () => {
  it.each([
    [
      'Should we sign a 10-year lease on a warehouse in Leeds?',
      'Rent is $120k a year and there is no break clause.',
    ],
    [
      'Do we take the Bristol studio on a 7-year lease?',
      'We would be locked in with no way out; rent is $5k a month.',
    ],
    [
      'Should we commit to a new office lease for eight years?',
      'The landlord will not give us a break clause. Rent is $9k a month.',
    ],
  ])('%s', async (topic, context) => {
    const [run] = await runItems([decisionItem(topic, context)]);
    const said = JSON.stringify(run?.result.positions ?? []);
    expect(said).toMatch(/no break clause: the company pays the rent for the whole term/);
  });
});
