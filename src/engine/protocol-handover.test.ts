// The engine hands its writes over without waiting for earlier ones to settle, so a journal can
// commit together what happens together: a phase's announcement with its seats' 'started' events,
// and each step's checkpoint immediately followed by the event reporting it.
import { describe, expect, it } from 'vitest';
import { runDeliberation } from './protocol.ts';
import { createEventLog, createMemoryStore } from './test-support/memory-store.ts';
import { SEED_ROUND, STARTUP_KEYS, sampleBoard } from './test-support/sample-board.ts';
import { createScriptedMind } from './test-support/scripted-mind.ts';
import type { CheckpointStore, EventSink } from './types.ts';

const board = sampleBoard(STARTUP_KEYS);

interface Handover {
  what: string;
  seatId: string | null;
  /** Writes handed over and not yet settled, this one included. */
  pending: number;
}

/** Ports whose writes each settle a tick later, recording what was handed over and when. */
function slowPorts() {
  const memory = createMemoryStore();
  const log = createEventLog();
  const handovers: Handover[] = [];
  let pending = 0;
  const later = <T>(write: () => Promise<T>): Promise<T> => {
    pending++;
    return new Promise((resolve) => setImmediate(resolve)).then(write).finally(() => {
      pending--;
    });
  };
  const store: CheckpointStore = {
    load: memory.load,
    save(checkpoint) {
      handovers.push({ what: 'checkpoint', seatId: checkpoint.seatId, pending: pending + 1 });
      return later(() => memory.save(checkpoint));
    },
  };
  const emit: EventSink = (event) => {
    handovers.push({ what: event.type, seatId: event.seatId, pending: pending + 1 });
    return later(() => log.emit(event));
  };
  return { store, emit, handovers, log };
}

/** A whole deliberation through ports that take their time to write. */
async function deliberatedWithSlowPorts() {
  const ports = slowPorts();
  await runDeliberation({
    board,
    decision: SEED_ROUND,
    mind: createScriptedMind(),
    ...ports,
    signal: new AbortController().signal,
  });
  return ports;
}

describe('runDeliberation: handing writes over', () => {
  it("hands a phase's announcement and its seats' 'started' events over together, in order", async () => {
    const ports = await deliberatedWithSlowPorts();
    const opening = ports.handovers.findIndex((h) => h.what === 'phase_started');
    const started = ports.handovers.slice(opening, opening + 1 + board.length);
    expect(started.map((h) => h.what)).toEqual(['phase_started', ...board.map(() => 'seat_started')]);
    expect(started.map((h) => h.seatId)).toEqual([null, ...board.map((s) => s.id)]);
    // None of them waited for the one before it to be written.
    expect(started.map((h) => h.pending)).toEqual(started.map((_, i) => i + 1));
    // The log keeps the order the events were handed over in.
    expect(ports.log.events.map((e) => e.type)).toEqual(
      ports.handovers.filter((h) => h.what !== 'checkpoint').map((h) => h.what),
    );
  });

  it("hands every step's checkpoint over right before the event reporting it", async () => {
    const ports = await deliberatedWithSlowPorts();
    const { handovers } = ports;
    const checkpoints = handovers.flatMap((h, i) => (h.what === 'checkpoint' ? [i] : []));
    expect(checkpoints.length).toBeGreaterThan(0);
    for (const i of checkpoints) {
      expect(handovers[i + 1]).toMatchObject({ what: 'seat_completed', seatId: handovers[i]!.seatId });
      // Handed over without waiting for the checkpoint to be written.
      expect(handovers[i + 1]!.pending).toBe(handovers[i]!.pending + 1);
    }
  });
});
