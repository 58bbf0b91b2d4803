// Meeting notes saved while the secretary types: one draft per agenda item, kept outside React so a
// save under way survives moving to another item (the editor unmounts) and the text is never lost.
// A pause in typing saves (debounced); leaving the item saves at once; a failed save keeps the text
// and tries again with a growing delay. Saves of one item run one at a time, in order, so an older
// text never overwrites a newer one.

export type NotesStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface NotesDraft {
  text: string;
  status: NotesStatus;
  /** Why the last save failed (while `status` is 'failed'). */
  error: string | null;
}

export interface NotesAutosaveOptions {
  save: (itemId: string, notes: string) => Promise<void>;
  describeError?: (error: unknown) => string;
  debounceMs?: number;
  retryMs?: number;
  maxRetryMs?: number;
}

interface Entry extends NotesDraft {
  /** The text the server holds (as it stores it: trimmed). */
  saved: string;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: boolean;
  failures: number;
}

/** The server stores notes trimmed; a draft differing only in outer whitespace is saved. */
const stored = (text: string) => text.trim();

export class NotesAutosave {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<NotesAutosaveOptions>;
  private version = 0;

  constructor(options: NotesAutosaveOptions) {
    this.options = {
      describeError: (error) => (error instanceof Error ? error.message : 'Notes were not saved'),
      debounceMs: 800,
      retryMs: 2000,
      maxRetryMs: 30_000,
      ...options,
    };
  }

  /** The item's draft, or null when it was never edited here (the server's notes are current). */
  draft(itemId: string): NotesDraft | null {
    const entry = this.entries.get(itemId);
    return entry ? { text: entry.text, status: entry.status, error: entry.error } : null;
  }

  /** Changes with every edit and state change (for useSyncExternalStore). */
  snapshot(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True while any item has text the server does not hold yet. */
  hasUnsaved(): boolean {
    return [...this.entries.values()].some((entry) => entry.status !== 'saved');
  }

  /** The secretary typed: `serverNotes` is what the server held when the editor opened. */
  edit(itemId: string, text: string, serverNotes: string | null): void {
    const entry = this.entry(itemId, serverNotes);
    entry.text = text;
    if (stored(text) === entry.saved && !entry.inFlight) {
      this.clearTimer(entry);
      this.set(entry, 'saved');
      return;
    }
    if (!entry.inFlight) this.set(entry, 'pending');
    this.schedule(itemId, entry, this.options.debounceMs);
  }

  /** Saves now whatever is waiting (leaving the field or the item). */
  flush(itemId: string): void {
    const entry = this.entries.get(itemId);
    if (!entry?.timer) return;
    this.clearTimer(entry);
    void this.run(itemId);
  }

  flushAll(): void {
    for (const itemId of this.entries.keys()) this.flush(itemId);
  }

  private entry(itemId: string, serverNotes: string | null): Entry {
    let entry = this.entries.get(itemId);
    if (!entry) {
      const saved = stored(serverNotes ?? '');
      entry = { text: saved, saved, status: 'saved', error: null, timer: null, inFlight: false, failures: 0 };
      this.entries.set(itemId, entry);
    }
    return entry;
  }

  private schedule(itemId: string, entry: Entry, ms: number): void {
    this.clearTimer(entry);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void this.run(itemId);
    }, ms);
  }

  private clearTimer(entry: Entry): void {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
  }

  private async run(itemId: string): Promise<void> {
    const entry = this.entries.get(itemId);
    // A save under way: the text typed meanwhile is saved when it ends (below).
    if (!entry || entry.inFlight) return;
    const text = stored(entry.text);
    if (text === entry.saved) {
      this.set(entry, 'saved');
      return;
    }
    entry.inFlight = true;
    this.set(entry, 'saving');
    try {
      await this.options.save(itemId, text);
      entry.saved = text;
      entry.failures = 0;
      entry.error = null;
    } catch (error) {
      entry.failures += 1;
      entry.error = this.options.describeError(error);
      entry.inFlight = false;
      this.set(entry, 'failed');
      const delay = Math.min(this.options.retryMs * 2 ** (entry.failures - 1), this.options.maxRetryMs);
      if (!entry.timer) this.schedule(itemId, entry, delay);
      return;
    }
    entry.inFlight = false;
    if (stored(entry.text) === entry.saved) {
      this.clearTimer(entry);
      this.set(entry, 'saved');
    } else if (!entry.timer) {
      // Typed while saving and already past the pause: save the newer text now.
      void this.run(itemId);
    } else {
      this.set(entry, 'pending');
    }
  }

  private set(entry: Entry, status: NotesStatus): void {
    entry.status = status;
    if (status !== 'failed') entry.error = null;
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
