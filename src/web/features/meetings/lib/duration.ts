// A duration typed in whole minutes, kept within the contract's bounds: a meeting's and an agenda
// item's are checked alike, and say the same thing when they are off.
export interface DurationBounds {
  min: number;
  max: number;
}

/** What is wrong with the typed duration, or undefined when it is a whole number within bounds. */
export function durationError(value: number | string, bounds: DurationBounds): string | undefined {
  const minutes = Number(value);
  if (value === '' || !Number.isInteger(minutes)) return 'Duration must be a number';
  if (minutes < bounds.min || minutes > bounds.max) {
    return `Duration must be between ${bounds.min} and ${bounds.max} minutes`;
  }
  return undefined;
}
