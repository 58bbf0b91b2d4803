import { describe, expect, it } from 'vitest';
import type { SessionEvent, SessionStatusResponse } from '../../../contracts/sessions.ts';
import { type FollowDeps, followSession, MAX_RECONNECTS, type StreamEnd } from './follow-session.ts';
import { MAX_POLLS, POLL_INTERVAL_MS } from './polling.ts';
import { ev } from './test-events.ts';

type Script = ((after: number, emit: (e: SessionEvent) => void) => StreamEnd | Error)[];

function harness(script: Script, statuses: (SessionStatusResponse | Error)[] = []) {
  const log = { afters: [] as number[], events: [] as number[], sleeps: [] as number[], polls: 0 };
  const result = { polling: false, gaveUp: null as string | null, statuses: [] as string[] };
  const deps: FollowDeps = {
    async openStream(after, onOpen, onEvent) {
      log.afters.push(after);
      const step = script.shift();
      if (!step) throw new Error('no more streams');
      const outcome = step(after, (e) => {
        onOpen();
        onEvent(e);
      });
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    async getStatus() {
      log.polls += 1;
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0];
      if (!next) throw new Error('no status');
      if (next instanceof Error) throw next;
      return next;
    },
    async sleep(ms) {
      log.sleeps.push(ms);
    },
    stopped: () => false,
    isFatal: (error) => error instanceof Error && error.message === 'fatal',
  };
  const handlers = {
    onEvent: (e: SessionEvent) => log.events.push(e.seq),
    onStatus: (s: SessionStatusResponse) => result.statuses.push(s.status),
    onPolling: () => {
      result.polling = true;
    },
    onGiveUp: (message: string) => {
      result.gaveUp = message;
    },
  };
  return { deps, handlers, log, result };
}

const status = (s: SessionStatusResponse['status']): SessionStatusResponse => ({
  status: s,
  phase: null,
  round: null,
  progress: 10,
  error: null,
});

describe('followSession', () => {
  it('reads the stream to its closing event', async () => {
    const h = harness([
      (_after, emit) => {
        emit(ev(1, 'session_started'));
        emit(ev(2, 'session_completed'));
        return 'end';
      },
    ]);
    await followSession(h.deps, h.handlers);
    expect(h.log.events).toEqual([1, 2]);
    expect(h.result.polling).toBe(false);
  });

  it('reconnects after a drop with the last event id', async () => {
    const h = harness([
      (_after, emit) => {
        emit(ev(1, 'session_started'));
        emit(ev(2, 'phase_started'));
        return 'dropped';
      },
      () => new Error('network'),
      (_after, emit) => {
        emit(ev(3, 'session_failed'));
        return 'end';
      },
    ]);
    await followSession(h.deps, h.handlers);
    expect(h.log.afters).toEqual([0, 2, 2]);
    expect(h.log.events).toEqual([1, 2, 3]);
    expect(h.log.sleeps).toEqual([500, 1000]);
  });

  it('polls the status when the stream cannot be opened', async () => {
    const h = harness([() => new Error('500')], [status('in_progress'), status('completed')]);
    await followSession(h.deps, h.handlers);
    expect(h.result.polling).toBe(true);
    expect(h.result.statuses).toEqual(['in_progress', 'completed']);
    expect(h.log.sleeps).toEqual([POLL_INTERVAL_MS]);
  });

  it('polls when the stream ends without a closing event, and after too many drops', async () => {
    const ended = harness([() => 'end'], [status('failed')]);
    await followSession(ended.deps, ended.handlers);
    expect(ended.result.statuses).toEqual(['failed']);

    const drops = Array.from({ length: MAX_RECONNECTS + 1 }, () => () => 'dropped' as const);
    const flaky = harness(drops, [status('completed')]);
    await followSession(flaky.deps, flaky.handlers);
    expect(flaky.log.afters).toHaveLength(MAX_RECONNECTS + 1);
    expect(flaky.result.statuses).toEqual(['completed']);
  });

  it('keeps streaming when every dropped stream brought new events (the server bounds a stream)', async () => {
    const closedByServer = Array.from(
      { length: MAX_RECONNECTS + 3 },
      (_, i) => (_after: number, emit: (e: SessionEvent) => void) => {
        emit(ev(i + 1, 'phase_started'));
        return 'dropped' as const;
      },
    );
    const h = harness([
      ...closedByServer,
      (_after, emit) => {
        emit(ev(MAX_RECONNECTS + 4, 'session_completed'));
        return 'end';
      },
    ]);
    await followSession(h.deps, h.handlers);
    expect(h.result.polling).toBe(false);
    expect(h.log.events).toHaveLength(MAX_RECONNECTS + 4);
  });

  it('gives up after 60 polls: timed out, or the status could not be read', async () => {
    const slow = harness([() => new Error('x')], [status('in_progress')]);
    await followSession(slow.deps, slow.handlers);
    expect(slow.log.polls).toBe(MAX_POLLS);
    expect(slow.result.gaveUp).toBe('Session timed out - deliberation took too long');

    const broken = harness([() => new Error('x')], [new Error('offline')]);
    await followSession(broken.deps, broken.handlers);
    expect(broken.log.polls).toBe(MAX_POLLS);
    expect(broken.result.gaveUp).toBe('Failed to get session status after multiple attempts');
  });

  it('stops at a fatal error (session not found)', async () => {
    const h = harness([() => new Error('fatal')]);
    await expect(followSession(h.deps, h.handlers)).rejects.toThrow('fatal');
  });
});
