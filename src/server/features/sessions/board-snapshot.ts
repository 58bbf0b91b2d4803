// The board as a session sees it: seats with their personas, frozen when the session starts so
// later edits to the board do not change a deliberation under way or its record.
import type { PersonaLens, Seat } from '../../../engine/types.ts';
import type { SeatRow } from '../boards/repository.ts';
import type { PersonaRow } from '../personas/repository.ts';

export interface SnapshotSeat extends Seat {
  positionNumber: number;
  assignedUserId: string | null;
}

export function snapshotSeats(seats: SeatRow[], personas: Map<string, PersonaRow>): SnapshotSeat[] {
  return seats.map((seat) => {
    const persona = seat.personaId ? personas.get(seat.personaId) : undefined;
    return {
      id: seat.id,
      key: seat.key,
      title: seat.title,
      weight: seat.weight,
      kind: seat.type,
      positionNumber: seat.positionNumber,
      assignedUserId: seat.assignedUserId,
      model: seat.model,
      persona: persona
        ? {
            name: persona.name,
            instructions: persona.instructions,
            lens: (persona.lens as PersonaLens | null) ?? null,
          }
        : null,
    };
  });
}

/** A seat without its persona text, for stored results and API answers. */
export function bareSeat(seat: Seat): Pick<Seat, 'id' | 'key' | 'title' | 'weight' | 'kind'> {
  return { id: seat.id, key: seat.key, title: seat.title, weight: seat.weight, kind: seat.kind };
}
