// The one error a deliberation ends with when it cannot produce a recommendation: too little of
// the board could vote, the mind failed fatally (bad key, unknown model, quota) or the chair
// could not synthesize. `reason` is written for the person who asked the board.
export class DeliberationFailedError extends Error {
  override readonly name = 'DeliberationFailedError';
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.reason = reason;
  }
}
