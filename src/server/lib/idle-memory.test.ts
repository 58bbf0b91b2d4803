import { describe, expect, it } from 'vitest';
import { idleMemoryCheck } from './idle-memory.ts';

const MIB = 1024 * 1024;

function watched(start: { rss: number; busy: number }) {
  const state = { ...start, collections: 0 };
  const check = idleMemoryCheck({
    collect: (() => {
      state.collections++;
    }) as typeof globalThis.gc,
    rss: () => state.rss * MIB,
    busyShare: () => state.busy,
  });
  return { state, check };
}

describe('idle memory release', () => {
  it('collects at the first quiet moment after start, then only after new growth', () => {
    const { state, check } = watched({ rss: 300, busy: 0.01 });
    expect(check()).toBe(true);
    state.rss = 250; // what the collection gave back
    expect(check()).toBe(false); // the reference becomes 250 MiB
    state.rss = 270;
    expect(check()).toBe(false); // 20 MiB of growth is not worth a collection
    state.rss = 290;
    expect(check()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it('waits while the event loop is busy', () => {
    const { state, check } = watched({ rss: 300, busy: 0.6 });
    expect(check()).toBe(false);
    expect(check()).toBe(false);
    state.busy = 0.02;
    expect(check()).toBe(true);
    expect(state.collections).toBe(1);
  });

  it('collects once for memory that cannot be given back', () => {
    const { state, check } = watched({ rss: 300, busy: 0 });
    for (let i = 0; i < 10; i++) check();
    expect(state.collections).toBe(1);
  });

  it('measures growth from the lowest point since the release, not from a peak at its time', () => {
    const { state, check } = watched({ rss: 900, busy: 0 });
    expect(check()).toBe(true); // released while a compiler's scratch memory was still held
    expect(check()).toBe(false); // reference 900 MiB
    state.rss = 300; // the scratch memory is given back
    expect(check()).toBe(false);
    state.rss = 340; // a burst of sessions later
    expect(check()).toBe(true);
  });

  it('does nothing without a collector (node started without --expose-gc)', () => {
    const check = idleMemoryCheck({ collect: undefined, rss: () => 900 * MIB, busyShare: () => 0 });
    expect(check()).toBe(false);
  });
});
