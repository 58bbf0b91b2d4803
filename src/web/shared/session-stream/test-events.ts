// Test fixtures: session events shaped like the server's (see src/engine/step-runner.ts).
import type { SessionEvent } from '../../../contracts/sessions.ts';

let clock = Date.UTC(2026, 0, 1);

export function ev(
  seq: number,
  type: string,
  where: { phase?: string | null; round?: number | null; seat?: string | null } = {},
  payload: Record<string, unknown> = {},
): SessionEvent {
  clock += 10;
  // Fixtures carry only the payload fields a test is about.
  return {
    seq,
    type,
    phase: where.phase ?? null,
    round: where.round ?? null,
    seat_id: where.seat ?? null,
    payload,
    at: new Date(clock).toISOString(),
  } as SessionEvent;
}

export const SEEDS = [
  { id: 'ceo', title: 'CEO', is_human: false },
  { id: 'cfo', title: 'CFO', is_human: false },
  { id: 'dir', title: 'Independent Director', is_human: true },
];
