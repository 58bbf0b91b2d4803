// Matching a member's question against what a seat said rests on these stems: word forms meet,
// function words never count as a match.
import { describe, expect, it } from 'vitest';
import { contentStemsOf } from './stems.ts';

describe('content stems', () => {
  it('gives one stem to the forms of a word', () => {
    expect(contentStemsOf('Acquisitions')).toEqual(contentStemsOf('acquisition'));
    expect(contentStemsOf('hiring')).toEqual(contentStemsOf('hire'));
    expect(contentStemsOf('the companies')).toEqual(contentStemsOf('company'));
  });

  it('leaves out function words, contractions and punctuation', () => {
    expect(contentStemsOf("Why hasn't the board, in the end, said anything about pricing?")).toEqual([
      'board',
      'end',
      'said',
      'price',
    ]);
  });

  it('splits hyphenated words and keeps each stem once, in order', () => {
    expect(contentStemsOf('pre-money valuation; the money')).toEqual(['pre', 'money', 'valuat']);
  });
});
