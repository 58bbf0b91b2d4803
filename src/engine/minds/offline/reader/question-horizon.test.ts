// A span a board asks about ('what does each option cost over 3 years?') is a horizon it asks
// for, not a term it states — also when the question is quoted inside a longer sentence, as a
// seat's condition or the chair's summary of it does. Read as a term, it contradicted a reading
// whose term is another figure (a 6-month migration), though the seat stated nothing.
import { describe, expect, it } from 'vitest';
import type { DecisionReading } from '../../../reading.ts';
import { plainDecision } from '../../../test-support/plain-decision.ts';
import { checkStatement } from './figure-check.ts';
import { numbersOf } from './numbers.ts';
import { readDecision } from './read-decision.ts';

const read = (topic: string, context = ''): DecisionReading => readDecision(plainDecision(topic, context));
const boardFigures = (sentence: string) =>
  numbersOf(sentence, { kind: null, listedTerms: false }).map((n) => n.meaning);

const QUOTED_QUESTIONS = [
  'I support the move provided this is done: answer this before anything is signed: What does each option cost over 3 years, people and migration included?.',
  'In favour: the CFO, once the board answers this: how much will both routes cost across the next five years, staff included?; the others on conditions.',
  'My condition — find out: What would the rollout cost during the first 2 years, with training?) before the vote.',
];

describe('a span inside a quoted question is asked, not stated', () => {
  it.each(QUOTED_QUESTIONS)('%s', (sentence) => {
    expect(boardFigures(sentence)).not.toContain('term_months');
  });
});

describe('a seat quoting such a question does not contradict the reading', () => {
  it.each([
    [
      'Should we move our servers to a managed cloud?',
      'The migration contract runs for 6 months and costs €300k. Our revenue is €8M a year.',
      QUOTED_QUESTIONS[0],
    ],
    [
      'Should we replace our ERP system?',
      'The vendor licence is a 12-month agreement at £90k. We employ 140 people in Leeds.',
      QUOTED_QUESTIONS[1],
    ],
    [
      'Should we roll out a new payroll platform across our Polish and Czech offices?',
      'It is a 9-month subscription at $4,000 a month; cash in the bank is $2.1M.',
      QUOTED_QUESTIONS[2],
    ],
  ])('%s', (topic, context, sentence = '') => {
    const r = read(topic, context);
    expect(r.numbers.some((n) => n.meaning === 'term_months')).toBe(true);
    expect(checkStatement(sentence, r)).toEqual([]);
  });
});

describe('a span stated as fact is still a horizon', () => {
  it.each([
    'Over the next 3 years building costs $400k; what does buying cost?',
    'Across the coming two years the new CRM costs $9k a month. Is that worth it?',
    'During the first 18 months the pilot costs €20k a month. What do we gain by then?',
  ])('%s', (context) => {
    const r = read('Should we go ahead?', context);
    expect(r.numbers.find((n) => n.meaning === 'term_months')?.label).toBe('horizon');
  });
});
