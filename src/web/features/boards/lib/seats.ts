// The create-board form's seat state and its rules (spec §5 Board creation). Weight rules and
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

export interface SeatState {
  key: PositionKey;
  title: string;
  selected: boolean;
  /** Percent; '' while the input is empty. */
  weight: number | '';
  type: SeatType;
  humanEmail: string;
}

export function createSeats(): SeatState[] {
  return POSITIONS.map((p) => ({
    key: p.key,
    title: p.title,
    selected: false,
    weight: 0,
    type: 'AI',
    humanEmail: '',
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

/** A template selects its seats, auto-balanced from their default weights; the rest are cleared. */
export function applyTemplate(template: Template): SeatState[] {
  const templateSeats = template.positions.filter((p) => isPositionKey(p.key));
  const weights = autoBalance(templateSeats.map((p) => p.default_weight_percent));
  return createSeats().map((seat) => {
    const index = templateSeats.findIndex((p) => p.key === seat.key);
    const templateSeat = templateSeats[index];
    if (!templateSeat) return seat;
    return { ...seat, selected: true, weight: weights[index] ?? 0, type: templateSeat.type };
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
}

/** The POST /boards body: weights travel as fractions, seat type as 'AI' | 'Human'. */
export function toCreateBoardBody(details: BoardDetails, seats: SeatState[]): CreateBoardBody {
  return {
    name: details.name.trim(),
    description: details.description.trim() || null,
    board_type: 'directors',
    template_slug: details.templateSlug,
    custom_positions: seats
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
        };
      }),
  };
}
