// When a session asked about agenda items completes, its outcome and tally become those items'
// decision, so the meeting (and its minutes) record what the board decided.
import type { DeliberationResult } from '../../../engine/types.ts';
import type { SessionRow } from '../sessions/repository.ts';
import type { MeetingRepository } from './repository.ts';

export async function recordMeetingDecision(
  meetings: MeetingRepository,
  session: SessionRow,
  result: DeliberationResult,
): Promise<void> {
  const meetingId = session.constraints.meeting_id;
  const itemIds = session.constraints.agenda_item_ids ?? [];
  if (!meetingId || itemIds.length === 0) return;
  const { vote_breakdown: tally, outcome } = result.scores;
  // A board that could not judge the text, or framed it for more information, decided nothing:
  // the agenda items stay open.
  if (outcome === 'cannot_judge' || outcome === 'needs_information') return;
  await meetings.recordDecision(meetingId, itemIds, {
    decisionSessionId: session.id,
    decisionWording: result.synthesis.recommendation,
    decisionResult: outcome,
    decisionHeadcount: tally.headcount,
    decisionWeighted: tally.weighted,
    decidedAt: new Date(),
  });
}
