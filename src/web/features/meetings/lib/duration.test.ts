import { describe, expect, it } from 'vitest';
import { durationError } from './duration.ts';

const bounds = { min: 5, max: 480 };

describe('durationError', () => {
  it('accepts a whole number of minutes within the bounds, typed or picked', () => {
    expect(durationError(5, bounds)).toBeUndefined();
    expect(durationError('480', bounds)).toBeUndefined();
  });

  it('asks for a number when the field is empty or not a whole number', () => {
    expect(durationError('', bounds)).toBe('Duration must be a number');
    expect(durationError('7.5', bounds)).toBe('Duration must be a number');
  });

  it('names both bounds when the duration is outside them', () => {
    expect(durationError(4, bounds)).toBe('Duration must be between 5 and 480 minutes');
    expect(durationError(481, bounds)).toBe('Duration must be between 5 and 480 minutes');
  });
});
