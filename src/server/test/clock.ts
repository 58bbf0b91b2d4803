// A clock tests move by hand: link expiry, attempt limits and re-authentication windows are
// tested by stepping time, never by waiting.
export function createTestClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advanceMinutes(minutes: number) {
      at += minutes * 60_000;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;
