// The seat editor's state and its rules (board creation, Manage Members, custom templates). Weight rules and
// Auto-Balance come from src/contracts/weights.ts, shared with the server.

import type { CreateBoardBody, SeatType, Template } from '../../../../contracts/boards.ts';
import { emailSchema } from '../../../../contracts/email.ts';
import {
  isPositionKey,
  POSITION_BY_KEY,
  POSITIONS,
  type PositionKey,
} from '../../../../contracts/positions.ts';
import { autoBalance, checkSeatWeights, MIN_WEIGHT_ON_SELECT } from '../../../../contracts/weights.ts';

type CustomPositionInput = CreateBoardBody['custom_positions'][number];

export interface SeatState {
  key: PositionKey;
  title: string;
  selected: boolean;
  /** Percent; '' while the input is empty. */
  weight: number | '';
  type: SeatType;
  /** A human seat's holder: a member of the board's organization or a pending invitee. */
  humanEmail: string;
  /** An AI seat's persona (null: the seat's built-in persona) and optional model. */
  personaId: string | null;
  model: string;
}

export function createSeats(): SeatState[] {
  return POSITIONS.map((p) => ({
    key: p.key,
    title: p.title,
    selected: false,
    weight: 0,
    type: 'AI',
    humanEmail: '',
    personaId: null,
    model: '',
  }));
}

export function updateSeat(seats: SeatState[], key: PositionKey, patch: Partial<SeatState>): SeatState[] {
  return seats.map((seat) => (seat.key === key ? { ...seat, ...patch } : seat));
}

/** Selecting gives at least the minimum (or the seat's default); deselecting gives 0. */
export function toggleSeat(seats: SeatState[], key: PositionKey, selected: boolean): SeatState[] {
  const weight = selected ? Math.max(MIN_WEIGHT_ON_SELECT, POSITION_BY_KEY[key].defaultWeight) : 0;
  return updateSeat(seats, key, { selected, weight });
}

/** A percent with at most one decimal, from a fraction on the wire. */
export function percentOf(fraction: number): number {
  return Math.round(fraction * 1000) / 10;
}

/**
 * A template selects its seats and clears the rest: a built-in's seats auto-balanced from their
 * default weights, a custom template's with its own titles and weights.
 */
export function applyTemplate(template: Template): SeatState[] {
  const templateSeats = template.positions.filter((p) => isPositionKey(p.key));
  const weights = template.is_builtin
    ? autoBalance(templateSeats.map((p) => p.default_weight_percent))
    : templateSeats.map((p) => percentOf(p.weight));
  return createSeats().map((seat) => {
    const index = templateSeats.findIndex((p) => p.key === seat.key);
    const templateSeat = templateSeats[index];
    if (!templateSeat) return seat;
    const title = template.is_builtin ? seat.title : templateSeat.title;
    return { ...seat, title, selected: true, weight: weights[index] ?? 0, type: templateSeat.type };
  });
}

/** Auto-Balance: the selected seats' default weights scaled to 100, remainder on the first seat. */
export function autoBalanceSeats(seats: SeatState[]): SeatState[] {
  const selected = seats.filter((s) => s.selected);
  const weights = autoBalance(selected.map((s) => POSITION_BY_KEY[s.key].defaultWeight));
  return seats.map((seat) => {
    const index = selected.indexOf(seat);
    return index === -1 ? seat : { ...seat, weight: weights[index] ?? 0 };
  });
}

function selectedWeights(seats: SeatState[]): number[] {
  return seats.filter((s) => s.selected).map((s) => (s.weight === '' ? Number.NaN : s.weight));
}

export function totalWeight(seats: SeatState[]): number {
  return selectedWeights(seats).reduce((sum, w) => (Number.isFinite(w) ? sum + w : sum), 0);
}

/** The first seat-count or weight problem, in the contract's own words; null when valid. */
export function seatProblem(seats: SeatState[]): string | null {
  return checkSeatWeights(selectedWeights(seats))?.message ?? null;
}

/** The e-mail error of a human seat, or null (the holder's e-mail is optional). */
export function humanEmailError(seat: SeatState): string | null {
  if (!seat.selected || seat.type !== 'Human' || seat.humanEmail.trim() === '') return null;
  const result = emailSchema.safeParse(seat.humanEmail);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid email');
}

interface BoardDetails {
  name: string;
  description: string;
  templateSlug: string | null;
  organizationId?: string | null;
}

/** The POST /boards body: weights travel as fractions, seat type as 'AI' | 'Human'. */
export function toCreateBoardBody(details: BoardDetails, seats: SeatState[]): CreateBoardBody {
  return {
    name: details.name.trim(),
    description: details.description.trim() || null,
    board_type: 'directors',
    template_slug: details.templateSlug,
    organization_id: details.organizationId ?? null,
    custom_positions: toPositions(seats),
  };
}

/** The selected seats as the API's positions (creation and Manage Members alike). */
export function toPositions(seats: SeatState[]): CustomPositionInput[] {
  return seats
    .filter((s) => s.selected)
    .map((s) => {
      const isHuman = s.type === 'Human';
      return {
        key: s.key,
        title: s.title,
        weight: Number(s.weight) / 100,
        type: s.type,
        is_human: isHuman,
        human_email: isHuman && s.humanEmail.trim() ? s.humanEmail.trim() : null,
        persona_id: isHuman ? null : s.personaId,
        model: !isHuman && s.model.trim() ? s.model.trim() : null,
      };
    });
}
