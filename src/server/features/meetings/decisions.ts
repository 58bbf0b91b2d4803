// When a session asked about agenda items completes, its outcome and tally become those items'
// decision, so the meeting (and its minutes) record what the board decided: each seat's vote (a
// human seat with the name of the person holding it), the voting rule applied, and the conditions
// a recommendation to proceed came with.
import { votingRuleLine } from '../../../contracts/voting-rules.ts';
import type { OptionsOutcome } from '../../../engine/option-ranking.ts';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { BoardPeople } from '../boards/people.ts';
import type { SessionRow } from '../sessions/access.ts';
import type { DecisionVoteRecord, MeetingRepository } from './repository.ts';

export async function recordMeetingDecision(
  {
    meetings,
    people,
  }: { meetings: Pick<MeetingRepository, 'recordDecision'>; people: Pick<BoardPeople, 'holderNames'> },
  session: SessionRow,
  result: DeliberationResult,
): Promise<void> {
  const meetingId = session.constraints.meeting_id;
  const itemIds = session.constraints.agenda_item_ids ?? [];
  if (!meetingId || itemIds.length === 0) return;
  const { vote_breakdown: tally, outcome, voting_rule: rule } = result.scores;
  // A board that could not judge the text, or framed it for more information, decided nothing:
  // the agenda items stay open.
  if (outcome === 'cannot_judge' || outcome === 'needs_information') return;
  const names = await people.holderNames(
    result.votes.filter((v) => v.seat.kind === 'Human').map((v) => v.seat.id),
  );
  const votes: DecisionVoteRecord[] = result.votes.map((v) => ({
    seat_title: v.seat.title,
    kind: v.seat.kind,
    member_name: v.seat.kind === 'Human' ? (names.get(v.seat.id) ?? null) : null,
    vote: v.vote.vote,
    fallback: v.fallback === true,
    advisory: v.seat.kind === 'AI' && rule?.ai_seats === 'advisory',
  }));
  await meetings.recordDecision(meetingId, itemIds, {
    decisionSessionId: session.id,
    decisionWording: withOptionsRanked(result.synthesis.recommendation, result.options),
    decisionResult: outcome,
    decisionHeadcount: tally.headcount,
    decisionWeighted: tally.weighted,
    decidedAt: new Date(),
    decisionVotes: votes,
    decisionRule: rule ? votingRuleLine({ ...rule, source: session.votingRule?.source ?? 'board' }) : null,
    decisionConditions:
      outcome === 'proceed'
        ? result.synthesis.action_items.map((a) => `${a.action} (${a.owner_role}, ${a.horizon})`)
        : [],
  });
}

/** The minutes name the options as the board ranked them, after the recommendation (ADR 58). */
function withOptionsRanked(wording: string, options: OptionsOutcome | null | undefined): string {
  if (!options?.winner) return wording;
  const rule = options.rule === 'borda' ? 'weighted Borda count' : 'instant-runoff';
  const ranked = options.standings
    .map((s) => `${s.place}. ${s.option} (${s.label})${s.vetoed_by.length ? ', vetoed' : ''}`)
    .join('; ');
  return `${wording} Options ranked by ${rule}: ${ranked}.`;
}
