import { describe, expect, it } from 'vitest';
import { initialLiveState } from './live-state.ts';
import { engineLine, progressDisplay, progressHeading } from './progress-display.ts';

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
    expect(progressDisplay({ ...state, status: 'completed', progress: 80 }, 'finishing')).toEqual({
      value: 95,
      message: 'Board deliberation complete. Loading the results...',
    });
    expect(progressDisplay(state, 'complete')).toEqual({
      value: 100,
      message: 'Board deliberation complete!',
    });
  });
});

describe('once the board has decided', () => {
  const offline = { engine: 'offline', model: null };
  const llm = { engine: 'llm', model: 'gpt-x' };

  it('says in progress and is deliberating only while it runs', () => {
    expect(progressHeading('running')).toBe('Board Deliberation in Progress');
    expect(engineLine(llm, 'running')).toBe('The language model gpt-x is deliberating.');
    expect(engineLine(offline, 'running')).toBe(
      'The built-in offline engine is deliberating (deterministic, no AI model).',
    );
    expect(engineLine({ engine: null, model: null }, 'running')).toBeNull();
  });

  it('says complete and deliberated while the results load and after', () => {
    for (const stage of ['finishing', 'complete', 'results'] as const) {
      expect(progressHeading(stage)).toBe('Board Deliberation Complete');
      expect(engineLine(llm, stage)).toBe('The language model gpt-x deliberated.');
      expect(engineLine(offline, stage)).toBe(
        'The built-in offline engine deliberated (deterministic, no AI model).',
      );
    }
  });
});
