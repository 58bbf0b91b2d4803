// The dashboard's four figures, from the counts the boards feature takes over the boards the
// actor sees (boards with at least one seat, as the dashboard lists them).
import type { DashboardStats } from '../../../contracts/boards.ts';
import type { Actor } from '../../policy.ts';

/** The boards feature's port: boards, seats, sessions and decisions over what the actor sees. */
export type BoardFigures = (
  actor: Actor,
) => Promise<{ boards: number; seats: number; sessions: number; decisions: number }>;

export function createDashboardService(boardFigures: BoardFigures) {
  return {
    async stats(actor: Actor): Promise<DashboardStats> {
      const figures = await boardFigures(actor);
      return {
        board_count: figures.boards,
        total_sessions: figures.sessions,
        // A decision is made when a session completes with a recommendation.
        decisions_made: figures.decisions,
        avg_board_size: figures.boards ? Math.round((figures.seats / figures.boards) * 10) / 10 : 0,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
