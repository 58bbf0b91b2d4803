import { describe, expect, it } from 'vitest';
import { initialLiveState } from './live-state.ts';
import { progressDisplay } from './progress-display.ts';

describe('progressDisplay', () => {
  const state = initialLiveState([]);

  it('says the members are joining while starting, then that the board deliberates', () => {
    expect(progressDisplay(state, 'running')).toEqual({
      value: 0,
      message: 'Board members are joining the session...',
    });
    expect(progressDisplay({ ...state, status: 'in_progress', progress: 42 }, 'running')).toEqual({
      value: 42,
      message: 'Board deliberation in progress...',
    });
  });

  it('shows 95 while the results load, then 100 and complete', () => {
    expect(progressDisplay({ ...state, status: 'completed', progress: 80 }, 'finishing').value).toBe(95);
    expect(progressDisplay(state, 'complete')).toEqual({
      value: 100,
      message: 'Board deliberation complete!',
    });
  });
});
