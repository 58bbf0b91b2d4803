// An in-memory HumanInputPort for engine tests: scripted perspectives, revisions per round,
// votes and interjections, answered at once (or after `onCall`), with every call recorded.
import type { FinalVote, HumanInputPort, HumanPerspective, Interjection, Revision, Seat } from '../types.ts';

export interface HumanScript {
  /** By seat key; missing or null = no response. */
  perspectives?: Record<string, HumanPerspective | null>;
  /** By round, then seat key. */
  revisions?: Record<number, Record<string, Revision>>;
  /** By seat key; missing = did not vote in time. */
  votes?: Record<string, FinalVote>;
  /** Read at each phase, so a test can add to it while the run goes on. */
  interjections?: Interjection[];
  /** Awaited before a wait answers (e.g. to hold a window open). */
  onCall?: (call: HumanCall) => Promise<void>;
  /** How long each window lasts (ms from its opening). */
  windowMs?: number;
}

export interface HumanCall {
  kind: 'perspectives' | 'revisions' | 'votes';
  round: number;
  seats: string[];
}

export function createMemoryHumans(script: HumanScript = {}) {
  const calls: HumanCall[] = [];
  const windows = new Map<string, Date>();
  const keys = (seats: readonly Seat[]) => seats.map((s) => s.key);
  const record = async (call: HumanCall) => {
    calls.push(call);
    await script.onCall?.(call);
  };
  const humans: HumanInputPort = {
    async awaitPerspectives(seats) {
      await record({ kind: 'perspectives', round: 0, seats: keys(seats) });
      return new Map(seats.map((s) => [s.id, script.perspectives?.[s.key] ?? null]));
    },
    async openWindow(step, round) {
      const key = `${step}:${round}`;
      const existing = windows.get(key);
      if (existing) return existing;
      const deadline = new Date(Date.now() + (script.windowMs ?? 60_000));
      windows.set(key, deadline);
      return deadline;
    },
    async awaitRevisions(seats, round) {
      await record({ kind: 'revisions', round, seats: keys(seats) });
      const byKey = script.revisions?.[round] ?? {};
      return new Map(seats.flatMap((s) => (byKey[s.key] ? [[s.id, byKey[s.key]!] as const] : [])));
    },
    async awaitVotes(seats) {
      await record({ kind: 'votes', round: 0, seats: keys(seats) });
      const votes = script.votes ?? {};
      return new Map(seats.flatMap((s) => (votes[s.key] ? [[s.id, votes[s.key]!] as const] : [])));
    },
    async interjections() {
      return [...(script.interjections ?? [])];
    },
  };
  return { humans, calls, windows };
}
