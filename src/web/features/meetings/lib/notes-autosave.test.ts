import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotesAutosave } from './notes-autosave.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('notes autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after a pause in typing, with the text trimmed as the server stores it', async () => {
    const save = vi.fn(async () => {});
    const notes = new NotesAutosave({ save, debounceMs: 500 });
    notes.edit('a', 'Rev', null);
    notes.edit('a', 'Revenue up ', null);
    expect(notes.draft('a')?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('a', 'Revenue up');
    expect(notes.draft('a')).toEqual({ text: 'Revenue up ', status: 'saved', error: null });
    expect(notes.hasUnsaved()).toBe(false);
  });

  it('keeps each item its own text and saves on flush without waiting', async () => {
    const save = vi.fn(async () => {});
    const notes = new NotesAutosave({ save, debounceMs: 10_000 });
    notes.edit('a', 'first item', 'old a');
    notes.flush('a');
    notes.edit('b', 'second item', null);
    notes.flush('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls).toEqual([
      ['a', 'first item'],
      ['b', 'second item'],
    ]);
    expect(notes.draft('a')?.text).toBe('first item');
    expect(notes.draft('b')?.text).toBe('second item');
  });

  it('does not save text equal to what the server holds', async () => {
    const save = vi.fn(async () => {});
    const notes = new NotesAutosave({ save, debounceMs: 10 });
    notes.edit('a', 'same ', 'same');
    await vi.advanceTimersByTimeAsync(50);
    expect(save).not.toHaveBeenCalled();
    expect(notes.draft('a')?.status).toBe('saved');
  });

  it('saves text typed during a save after it, never an older text last', async () => {
    const first = deferred();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const notes = new NotesAutosave({ save, debounceMs: 100 });
    notes.edit('a', 'one', null);
    notes.flush('a');
    expect(notes.draft('a')?.status).toBe('saving');
    notes.edit('a', 'one two', null);
    notes.flush('a');
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls).toEqual([
      ['a', 'one'],
      ['a', 'one two'],
    ]);
    expect(notes.draft('a')?.status).toBe('saved');
  });

  it('keeps the text after a failed save and tries again with a growing delay', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const notes = new NotesAutosave({ save, debounceMs: 10, retryMs: 1000 });
    notes.edit('a', 'do not lose me', null);
    await vi.advanceTimersByTimeAsync(10);
    expect(notes.draft('a')).toEqual({ text: 'do not lose me', status: 'failed', error: 'offline' });
    expect(notes.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(notes.draft('a')?.status).toBe('saved');
  });

  it('tells subscribers of every change', async () => {
    const notes = new NotesAutosave({ save: async () => {}, debounceMs: 10 });
    const listener = vi.fn();
    const unsubscribe = notes.subscribe(listener);
    const before = notes.snapshot();
    notes.edit('a', 'x', null);
    await vi.advanceTimersByTimeAsync(10);
    expect(notes.snapshot()).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
