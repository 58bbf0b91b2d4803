// A board's pace: how long its human seats have to act. Live boards keep the short windows of a
// board in session; asynchronous boards give their directors hours, on their own time.
import { z } from 'zod';

export const BOARD_PACES = ['live', 'asynchronous'] as const;
export type BoardPace = (typeof BOARD_PACES)[number];
export const boardPaceSchema = z.enum(BOARD_PACES);

export const BOARD_PACE_LABELS: Record<BoardPace, string> = {
  live: 'Live — the board meets and answers within minutes',
  asynchronous: 'Asynchronous — directors answer on their own time, within hours',
};
