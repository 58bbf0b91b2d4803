// The board as a session sees it: seats with their personas, frozen when the session starts so
// later edits to the board do not change a deliberation under way or its record. Each seat keeps
// which persona (id, version) spoke for it.
import type { PersonaLens, Seat } from '../../../engine/types.ts';
import type { SeatRow } from '../boards/access.ts';
import type { PersonaRow } from '../personas/reader.ts';

export interface SnapshotSeat extends Seat {
  positionNumber: number;
  assignedUserId: string | null;
  /** Absent in sessions recorded before personas were versioned. */
  personaId?: string | null;
  personaVersion?: string | null;
}

const words = (texts: string[]) => [
  ...new Set(texts.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 3)),
];

/**
 * The offline engine reads a lens. An imported persona has none: it borrows the lens of the
 * built-in persona of its category (else of the seat's position), with its own tags and
 * expertise added to the words it reacts to.
 */
export function lensOf(persona: PersonaRow, seatKey: string, builtins: PersonaRow[]): PersonaLens | null {
  if (persona.lens) return persona.lens as unknown as PersonaLens;
  const base =
    builtins.find((b) => b.category.toLowerCase() === persona.category.toLowerCase()) ??
    builtins.find((b) => b.positionKey === seatKey);
  const lens = base?.lens as PersonaLens | null | undefined;
  if (!lens) return null;
  const own = words([...persona.tags, ...persona.expertiseDomains]).slice(0, 15);
  return { ...lens, signalTerms: [...new Set([...own, ...lens.signalTerms])].slice(0, 30) };
}

export function snapshotSeats(
  seats: SeatRow[],
  personas: Map<string, PersonaRow>,
  builtins: PersonaRow[] = [],
): SnapshotSeat[] {
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
      personaId: persona?.id ?? null,
      personaVersion: persona?.version ?? null,
      persona: persona
        ? {
            name: persona.name,
            instructions: persona.instructions,
            lens: lensOf(persona, seat.key, builtins),
          }
        : null,
    };
  });
}

/** A seat without its persona text, for stored results and API answers. */
export function bareSeat(seat: Seat): Pick<Seat, 'id' | 'key' | 'title' | 'weight' | 'kind'> {
  return { id: seat.id, key: seat.key, title: seat.title, weight: seat.weight, kind: seat.kind };
}
