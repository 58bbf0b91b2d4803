// Meetings, agenda items and action items in their wire shapes (src/contracts/meetings.ts).
import type { ActionItem, AgendaItem, Meeting, MeetingDetail } from '../../../contracts/meetings.ts';
import type { ActionItemRow, AgendaItemRow, MeetingWithBoard } from './repository.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentItem(row: AgendaItemRow): AgendaItem {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    title: row.title,
    description: row.description,
    background: row.background,
    proposal: row.proposal,
    recommendation: row.recommendation,
    item_type: row.itemType as AgendaItem['item_type'],
    estimated_duration_minutes: row.estimatedDurationMinutes,
    requires_vote: row.requiresVote,
    vote_type: row.voteType,
    order: row.position,
    notes: row.notes,
    status: row.status as AgendaItem['status'],
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    decision:
      row.decisionResult && row.decidedAt
        ? {
            session_id: row.decisionSessionId,
            wording: row.decisionWording ?? '',
            result: row.decisionResult as 'proceed' | 'against' | 'mixed',
            headcount: row.decisionHeadcount ?? { approve: 0, against: 0, abstain: 0 },
            weighted: row.decisionWeighted ?? { approve: 0, against: 0, abstain: 0 },
            decided_at: row.decidedAt.toISOString(),
            votes: row.decisionVotes ?? [],
            rule: row.decisionRule,
            conditions: row.decisionConditions ?? [],
          }
        : null,
  };
}

export function presentActionItem(row: ActionItemRow): ActionItem {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    agenda_item_id: row.agendaItemId,
    description: row.description,
    owner: row.owner,
    due_date: row.dueDate,
    status: row.status as ActionItem['status'],
    created_at: row.createdAt.toISOString(),
  };
}

/** What a meeting card says of its agenda. */
export interface AgendaTally {
  itemCount: number;
  doneCount: number;
  durationMinutes: number;
}

export const tallyOf = (items: AgendaItemRow[]): AgendaTally => ({
  itemCount: items.length,
  doneCount: items.filter((i) => i.status === 'done').length,
  durationMinutes: items.reduce((sum, i) => sum + i.estimatedDurationMinutes, 0),
});

export function presentMeeting(row: MeetingWithBoard, tally: AgendaTally, minutesId: string | null): Meeting {
  return {
    id: row.id,
    board_id: row.boardId,
    board_name: row.boardName,
    title: row.title,
    description: row.description,
    meeting_type: row.meetingType as Meeting['meeting_type'],
    scheduled_date: row.scheduledDate.toISOString(),
    scheduled_duration_minutes: row.scheduledDurationMinutes,
    location: row.location,
    status: row.status as Meeting['status'],
    attendees: row.attendees,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    agenda_item_count: tally.itemCount,
    completed_item_count: tally.doneCount,
    agenda_count: tally.itemCount,
    total_duration_minutes: tally.durationMinutes,
    minutes_id: minutesId,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentDetail(
  row: MeetingWithBoard,
  items: AgendaItemRow[],
  actions: ActionItemRow[],
  minutesId: string | null,
): MeetingDetail {
  return {
    ...presentMeeting(row, tallyOf(items), minutesId),
    agenda_items: items.map(presentItem),
    action_items: actions.map(presentActionItem),
  };
}
