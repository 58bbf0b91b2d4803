import { describe, expect, it } from 'vitest';
import { dateSchema, dateTimeSchema, MAX_SEQUENCE, sequenceSchema, textSchema } from './text.ts';

describe('shared input schemas', () => {
  it('accepts any well-formed text, emoji and other scripts included', () => {
    for (const value of ['Budget', 'Café 😀 漢字', ''])
      expect(textSchema.safeParse(value).success).toBe(true);
  });

  it('refuses NUL and lone surrogates', () => {
    for (const value of ['a\u0000b', 'x\ud800y', '\udfffB'])
      expect(textSchema.safeParse(value).success).toBe(false);
  });

  it('takes dates from year 1 and sequence numbers up to 2^31 − 1', () => {
    expect(dateSchema().safeParse('0000-01-01').success).toBe(false);
    expect(dateSchema().safeParse('0001-01-01').success).toBe(true);
    expect(dateTimeSchema().safeParse('0000-12-31T23:00:00Z').success).toBe(false);
    expect(sequenceSchema.safeParse(String(MAX_SEQUENCE)).success).toBe(true);
    expect(sequenceSchema.safeParse(String(MAX_SEQUENCE + 1)).success).toBe(false);
  });
});
