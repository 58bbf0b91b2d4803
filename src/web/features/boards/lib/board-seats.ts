// Seats loaded from a saved board or template into the seat editor, and a custom template's body.
import type { Position, TemplateBody } from '../../../../contracts/boards.ts';
import { isPositionKey } from '../../../../contracts/positions.ts';
import { createSeats, percentOf, type SeatState } from './seats.ts';

/** A board's positions as editor seats: its titles, weights, holders, personas and models. */
export function seatsFromPositions(positions: readonly Position[]): SeatState[] {
  return createSeats().map((seat) => {
    const position = positions.find((p) => isPositionKey(p.key) && p.key === seat.key);
    if (!position) return seat;
    return {
      ...seat,
      title: position.title,
      selected: true,
      weight: percentOf(position.weight),
      type: position.type,
      humanEmail: position.assigned_user_email ?? position.pending_invite_email ?? '',
      personaId: position.persona_id,
      model: position.model ?? '',
    };
  });
}

interface TemplateDetails {
  name: string;
  icon: string;
  description: string;
}

/** The body of POST / PATCH /templates (without the organization, added on creation). */
export function toTemplateBody(
  details: TemplateDetails,
  seats: SeatState[],
): Omit<TemplateBody, 'organization_id'> {
  return {
    name: details.name.trim(),
    icon: details.icon.trim() || '📋',
    description: details.description.trim(),
    positions: seats
      .filter((s) => s.selected)
      .map((s) => ({ key: s.key, title: s.title, weight: Number(s.weight) / 100, type: s.type })),
  };
}
