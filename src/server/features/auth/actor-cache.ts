// Every authenticated request needs its actor (the user, memberships, boards, seats): one
// statement, but the most frequent one by far. This cache keeps actors per sign-in session and
// forgets all of them whenever anything they are made of may have changed:
//   - the database says so: triggers on the tables an actor is read from NOTIFY on commit
//     (migration 0010_access_changed), which reaches every process sharing the database — other web
//     processes, workers, jobs, `npm run admin` included;
//   - this process changed something through the API (any write request), so that the next
//     request here reads its own writes even before the NOTIFY arrives;
//   - the notification connection is down: then nothing is cached at all.
// An entry also ends at its sign-in session's expiry and after a short time to live. ADR 21.
import type { ActorRow } from './repository.ts';

export interface CachedActorRow extends ActorRow {
  /** When the sign-in session ends: a cached actor must not outlive it. */
  sessionExpiresAt: Date;
  /** When the session was last used (written once a minute at most). */
  sessionLastSeenAt: Date | null;
}

export interface ActorCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  row: CachedActorRow;
  generation: number;
  storedAt: number;
}

export function createActorCache(options: ActorCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;

  const fresh = (entry: Entry, at: number) =>
    entry.generation === generation &&
    at - entry.storedAt < ttlMs &&
    entry.row.sessionExpiresAt.getTime() > at;

  return {
    /** The actor of a sign-in session: from the cache when still good, else read and kept. */
    async load(
      sessionId: string,
      read: () => Promise<CachedActorRow | undefined>,
    ): Promise<CachedActorRow | undefined> {
      const at = now();
      const entry = entries.get(sessionId);
      if (entry && fresh(entry, at)) return entry.row;
      if (entry) entries.delete(sessionId);
      // A change that lands while the read is in flight may not be in what it returns.
      const readFrom = generation;
      const row = await read();
      if (row && listening && readFrom === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { row, generation: readFrom, storedAt: at });
      }
      return row;
    },
    /** Something an actor is made of may have changed: every cached actor is dropped. */
    invalidate(): void {
      generation++;
      entries.clear();
    },
    /**
     * Whether change notifications are arriving. Going down or coming back both invalidate:
     * changes made in between were never announced.
     */
    setListening(value: boolean): void {
      listening = value;
      generation++;
      entries.clear();
    },
    /** 'Last Active' was written: the cached copy follows, so it is not written again at once. */
    touched(sessionId: string, at: Date): void {
      const entry = entries.get(sessionId);
      if (entry) {
        entry.row.user.lastActiveAt = at;
        entry.row.sessionLastSeenAt = at;
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type ActorCache = ReturnType<typeof createActorCache>;
