// Live progress of the board session deciding an agenda item: Server-Sent Events frames parsed
// from the stream's text, and the seat count per phase they add up to.

export interface StreamEvent {
  type: string;
  phase: string | null;
  round: number | null;
  payload: Record<string, unknown>;
}

/** Splits buffered stream text into complete frames' data; `rest` is the unfinished tail. */
export function parseFrames(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const frames = normalized.split('\n\n');
  const rest = frames.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const frame of frames) {
    const data = frame
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      const parsed = JSON.parse(data) as Partial<StreamEvent>;
      if (typeof parsed.type !== 'string') continue;
      events.push({
        type: parsed.type,
        phase: parsed.phase ?? null,
        round: parsed.round ?? null,
        payload: parsed.payload ?? {},
      });
    } catch {
      // A heartbeat or a frame we do not understand.
    }
  }
  return { events, rest };
}

export interface SeatProgress {
  phase: string | null;
  round: number | null;
  seats: number | null;
  /** Seats done with the current phase (or round). */
  completed: number;
}

export const initialSeatProgress: SeatProgress = { phase: null, round: null, seats: null, completed: 0 };

export function applyEvent(state: SeatProgress, event: StreamEvent): SeatProgress {
  switch (event.type) {
    case 'session_started': {
      const seats = event.payload.seats;
      return { ...state, seats: typeof seats === 'number' ? seats : state.seats };
    }
    case 'phase_started':
      return { ...state, phase: event.phase, round: event.round, completed: 0 };
    case 'seat_completed':
    case 'seat_failed':
      return { ...state, completed: state.completed + 1 };
    default:
      return state;
  }
}

const PHASE_LABELS: Record<string, string> = {
  initial_positions: 'Initial Positions',
  discussion: 'Discussion & Debate',
  consensus: 'Consensus Building',
  final_vote: 'Final Vote',
  synthesis: 'Recommendation',
};

export function phaseLabel(phase: string | null, round: number | null): string {
  if (!phase) return 'Board members are joining the session...';
  const label = PHASE_LABELS[phase] ?? phase.replace(/_/g, ' ');
  return phase === 'consensus' && round ? `${label} (round ${round})` : label;
}
