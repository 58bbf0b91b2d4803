// A board and its seats as the API answers: the whole board (GET /boards/{id}, after a change)
// and the lighter board-list item, which carries only what the list screens show.
import type { Board, BoardListItem, Position, SeatSummary } from '../../../contracts/boards.ts';
import { type Actor, boardAbilities } from '../../policy.ts';
import type { BoardCard, BoardDetails, BoardListRow, SeatCard, SeatRow } from './repository.ts';

export function presentSeat(seat: SeatRow): Position {
  return {
    id: seat.id,
    key: seat.key,
    title: seat.title,
    weight: seat.weight,
    type: seat.type,
    is_human: seat.type === 'Human',
    position_number: seat.positionNumber,
    persona_id: seat.personaId,
    persona_name: seat.personaName,
    assigned_user_email: seat.assignedUserEmail,
    assigned_user_id: seat.assignedUserId,
    assigned_user_name: seat.assignedUserName,
    pending_invite_email: seat.pendingInviteId ? seat.pendingInviteEmail : null,
    model: seat.model,
  };
}

/** A seat on a board card: its title and weight, in seat order. */
function presentSeatSummary(seat: SeatCard): SeatSummary {
  return { title: seat.title, weight: seat.weight, position_number: seat.positionNumber };
}

/** What a board card shows (the dashboard's, the organization's) and the MCP board list reads. */
export function presentBoardListItem(actor: Actor, board: BoardCard): BoardListItem {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    board_type: board.boardType,
    template_slug: board.templateSlug,
    organization_name: board.organizationName,
    status: board.status,
    created_at: board.createdAt.toISOString(),
    positions: board.seats.map(presentSeatSummary),
    memberCount: board.seats.length,
    meeting_count: board.meetingCount,
    session_count: board.sessionTotal,
    board_member_count: board.memberCount,
    abilities: boardAbilities(actor, board),
  };
}

export function presentBoard(actor: Actor, board: BoardListRow, details: BoardDetails): Board {
  return {
    ...presentBoardListItem(actor, { ...board, ...details }),
    template_id: board.templateSlug,
    organization_id: board.organizationId,
    positions: details.seats.map(presentSeat),
    completed_session_count: details.sessionCompleted,
    voting_rule: board.votingRule ?? null,
    quorum: board.quorum ?? null,
    pace: board.pace ?? 'live',
    option_rule: board.optionRule ?? 'borda',
  };
}
