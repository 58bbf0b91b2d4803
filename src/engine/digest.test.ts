import { describe, expect, it } from 'vitest';
import {
  buildDigest,
  digestEntry,
  estimateTokens,
  PROMPT_TOKEN_BUDGET,
  renderDigest,
  truncate,
} from './digest.ts';
import { sampleBoard } from './test-support/sample-board.ts';
import type { DigestEntry } from './types.ts';

describe('digest', () => {
  it('truncates points at a word boundary to about 200 characters', () => {
    const long = 'word '.repeat(100);
    const short = truncate(long);
    expect(short.length).toBeLessThanOrEqual(200);
    expect(short.endsWith('…')).toBe(true);
    expect(truncate('  a   b  ')).toBe('a b');
  });

  it('never cuts a figure from its magnitude, which would state a different number', () => {
    expect(truncate('The price is ₹12 crore for the whole company', 19)).toBe('The price is…');
    expect(truncate('Runway is 18 months at today’s burn', 14)).toBe('Runway is…');
    expect(truncate('We pay 12 people', 10)).toBe('We pay 12…');
  });

  it('keeps at most three distinct, non-empty points per seat', () => {
    const [seat] = sampleBoard(['CFO']);
    const entry = digestEntry(seat!, 'support', 0.734, ['one', '', 'one', 'two', 'three', 'four']);
    expect(entry.top_points).toEqual(['one', 'two', 'three']);
    expect(entry.confidence).toBe(0.73);
  });

  it('lists seats in board order and can leave one seat out', () => {
    const board = sampleBoard(['CEO', 'CFO', 'CTO']);
    const entries = new Map(board.map((s) => [s.id, digestEntry(s, 'neutral', 0.5, ['p'])]));
    expect(buildDigest(board, entries, board[1]!.id).map((e) => e.title)).toEqual(['CEO', 'CTO']);
  });

  it('keeps a 10-seat board with maximal points well under the prompt budget', () => {
    const board = sampleBoard();
    const verbose = 'A very detailed argument about runway, margins and regulatory exposure. '.repeat(20);
    const digest: DigestEntry[] = board.map((s) =>
      digestEntry(s, 'oppose', 0.9, [verbose, `${verbose}b`, `${verbose}c`, verbose]),
    );
    const tokens = estimateTokens(JSON.stringify(digest)) + estimateTokens(renderDigest(digest));
    expect(tokens).toBeLessThan(PROMPT_TOKEN_BUDGET / 2);
    expect(estimateTokens('abcd')).toBe(1);
  });
});
