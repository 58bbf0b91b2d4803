// A deliberated decision naming two options gets them side by side with their figures, in the
// synthesis and from the CEO and the CFO, with the board's preference and why; a single proposal
// gets no side-by-side line (ADR 0112).
import { describe, expect, it } from 'vitest';
import { deliberateOffline as deliberate } from '../../../test-support/offline-deliberation.ts';

describe('options named in a deliberated decision are compared, with a preference', () => {
  it.each([
    [
      'Should we hire two engineers or outsource the build to an agency?',
      'Cash is $800k and burn $90k a month. The engineers would cost $25k a month together; the agency quotes $120k up front for the build.',
    ],
    [
      'Take the agency or hire two developers?',
      'Our burn is $90,000 a month with $800,000 in the bank. The agency wants $120,000 once for the build. Two developers together would be $25,000 a month.',
    ],
    [
      'Should we take the $2.5M seed from Harbor Lane or keep bootstrapping?',
      '$620k in the bank, burn is about $88k a month. Harbor Lane offered $2.5M at $12M post-money, with one board seat.',
    ],
  ])('%s', async (topic, context) => {
    const r = await deliberate(topic, context);
    expect(r.reading?.verdict).toBe('deliberate');
    const synthesis = r.synthesis?.synthesis ?? '';
    expect(synthesis).toMatch(/Side by side, on what the text gives: \(1\) .+; \(2\) /);
    expect(synthesis).toMatch(/the board prefers \(\d\)/);
    expect(synthesis).toMatch(/runway/);
    for (const key of ['CEO', 'CFO'])
      expect(r.positions.find((p) => p.seat.key === key)?.position.key_points.join(' ')).toMatch(
        /prefers \(\d\)/,
      );
  });

  it.each([
    ['Should we hire a Head of Sales?', 'Cash is $800k and burn $90k a month. The role pays $160k.'],
    // One sentence pricing both options cannot be split between them: no side-by-side on guessed figures.
    [
      'Take the agency or hire two developers?',
      'Burn $90k a month, $800k in the bank; an agency wants $120k once, two developers $25k a month.',
    ],
  ])('no side-by-side line: %s', async (topic, context) => {
    const r = await deliberate(topic, context);
    expect(r.synthesis?.synthesis ?? '').not.toMatch(/Side by side/);
  });
});
