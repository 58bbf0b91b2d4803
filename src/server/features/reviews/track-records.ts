// Track records from outcome reviews (pure). A seat's record belongs to what sat in it: its AI
// persona with its model, or its human member — a new model or another member starts a new record.
// For each reviewed decision where something was done and its result is known, we ask whether
// proceeding turned out right (proceeded and it went as expected or better, or held back and what
// was done instead went worse), and score each seat's vote against that: pointed the right way or
// not, and a Brier score of the vote weighted by its confidence. See ADR 0049. A choice between
// options whose vote named no way is scored on the option the board chose (ADR 0068).
import {
  type ReviewAction,
  type ReviewResult,
  TRACK_RECORD_MIN_REVIEWS,
  type TrackRecord,
} from '../../../contracts/reviews.ts';
import type { CriticalRisk, DeliberationResult } from '../../../engine/types.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';

export interface ReviewedDecision {
  sessionModel: string;
  seats: SnapshotSeat[];
  result: Pick<DeliberationResult, 'votes' | 'positions' | 'synthesis' | 'scores' | 'options'>;
  action: ReviewAction;
  reviewResult: ReviewResult | null;
  risks: { index: number; happened: boolean }[];
}

export interface CurrentSeat {
  id: string;
  kind: 'AI' | 'Human';
  personaName: string | null;
  model: string | null;
  assignedUserId: string | null;
}

/**
 * Whether proceeding turned out right, or null when the review cannot say: nothing done yet, no
 * result, or a board that neither recommended proceeding nor against (then "followed the board"
 * names no direction).
 */
export function proceedingWasRight(
  outcome: string,
  action: ReviewAction,
  result: ReviewResult | null,
): boolean | null {
  if (action === 'not_yet' || result === null) return null;
  const boardSaid = outcome === 'proceed' ? true : outcome === 'against' ? false : null;
  if (boardSaid === null) return null;
  const proceeded = action === 'followed' ? boardSaid : !boardSaid;
  return proceeded === (result !== 'worse');
}

/**
 * Which way each seat pointed on one decision: true when it pointed the board's way, false against,
 * absent when it pointed no way. A yes/no outcome names the way (proceed or not), and a seat points
 * by its vote. When the vote named no way but the board chose between options, the way is the
 * chosen option: "followed the board" means taking it, and a seat points by the option it ranked
 * first (ADR 68).
 */
export function pointingOf(decision: Pick<ReviewedDecision, 'result' | 'action' | 'reviewResult'>): {
  right: boolean | null;
  seats: Map<string, { towards: boolean; confidence: number }>;
} {
  const { result } = decision;
  const seats = new Map<string, { towards: boolean; confidence: number }>();
  const votes = result.votes ?? [];
  const yesNo = proceedingWasRight(result.scores.outcome, decision.action, decision.reviewResult);
  const winner = result.options?.winner ?? null;
  const byOption = yesNo === null && winner !== null && result.scores.outcome === 'mixed';
  if (!byOption) {
    for (const { seat, vote } of votes)
      if (vote.vote !== 'abstain')
        seats.set(seat.id, { towards: vote.vote === 'approve', confidence: vote.confidence });
    return { right: yesNo, seats };
  }
  const confidence = new Map(votes.map(({ seat, vote }) => [seat.id, vote.confidence]));
  for (const ballot of result.options?.ballots ?? []) {
    const first = ballot.ranking[0]?.option;
    if (!ballot.counted || !first) continue;
    seats.set(ballot.seat_id, { towards: first === winner, confidence: confidence.get(ballot.seat_id) ?? 0 });
  }
  // Taking the chosen option was right when it was taken and went well, or when something else was
  // done and that went worse; without a result, or nothing done yet, nobody is scored.
  const right =
    decision.action === 'not_yet' || decision.reviewResult === null
      ? null
      : (decision.action === 'followed') === (decision.reviewResult !== 'worse');
  return { right, seats };
}

/** A vote as a forecast that proceeding is right: certain at confidence 1, a coin toss at 0. */
export function forecastOf(vote: 'approve' | 'against', confidence: number): number {
  const c = Math.max(0, Math.min(1, confidence > 1 ? confidence / 100 : confidence));
  return vote === 'approve' ? 0.5 + c / 2 : 0.5 - c / 2;
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );

/**
 * The seats that raised a critical risk: the seat the risk is written under ("CFO: …"), else the
 * seats whose own concerns share most of its words. A risk of the whole board (a duty) has none.
 */
export function raisersOf(
  risk: CriticalRisk,
  decision: Pick<ReviewedDecision, 'seats' | 'result'>,
): string[] {
  const named = decision.seats.filter((s) => risk.risk.startsWith(`${s.title}:`));
  if (named.length > 0) return named.map((s) => s.id);
  const riskWords = words(risk.risk);
  if (riskWords.size === 0) return [];
  const raisers: string[] = [];
  for (const { seat, position } of decision.result.positions ?? []) {
    const concern = words((position.concerns ?? []).join(' '));
    let shared = 0;
    for (const w of riskWords) if (concern.has(w)) shared++;
    if (shared / riskWords.size >= 0.5) raisers.push(seat.id);
  }
  return raisers;
}

interface Tally {
  record: Omit<TrackRecord, 'summary' | 'hit_rate' | 'brier' | 'risk_rate' | 'current'>;
  brierSum: number;
  seat: SnapshotSeat;
  persona: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (n: number) => `${Math.round(n * 100)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function summaryOf(r: Omit<TrackRecord, 'summary' | 'current'>): string {
  if (r.reviews === 0) return 'No reviewed decisions yet.';
  if (r.scored < TRACK_RECORD_MIN_REVIEWS) {
    const known = r.scored === r.reviews ? '' : `, ${r.scored} with a known result`;
    return `${plural(r.reviews, 'reviewed decision')} so far${known}: too few to score (a score needs ${TRACK_RECORD_MIN_REVIEWS}).`;
  }
  const risks =
    r.risks_raised === 0
      ? ' It raised no critical risk that was ticked in a review.'
      : ` Of the ${plural(r.risks_raised, 'critical risk')} it raised, ${r.risks_happened} happened.`;
  return (
    `Pointed the way the outcome went in ${r.pointed_right} of ${r.scored} reviewed decisions (${percent(r.hit_rate ?? 0)}); ` +
    `Brier score ${(r.brier ?? 0).toFixed(2)} (0 is perfect, 0.25 a coin toss).${risks}`
  );
}

export function trackRecords(
  decisions: readonly ReviewedDecision[],
  options: {
    memberNames: ReadonlyMap<string, string>;
    currentSeats: readonly CurrentSeat[];
    /** 'mind': across boards, one record per AI persona and model, whatever seat (no human members). */
    by?: 'seat' | 'mind';
  },
): TrackRecord[] {
  const byMind = options.by === 'mind';
  const tallies = new Map<string, Tally>();
  const tallyOf = (seat: SnapshotSeat, sessionModel: string): Tally => {
    const human = seat.kind === 'Human';
    const persona = human ? null : (seat.persona?.name ?? null);
    const model = human ? null : (seat.model ?? sessionModel);
    const key = human
      ? `human:${seat.id}:${seat.assignedUserId ?? 'unassigned'}`
      : byMind
        ? `ai:${persona ?? ''}:${model}`
        : `ai:${seat.id}:${persona ?? ''}:${model}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        seat,
        persona,
        brierSum: 0,
        record: {
          key,
          seat_id: byMind ? '' : seat.id,
          seat_title: byMind ? 'Any seat' : seat.title,
          kind: human ? 'human' : 'ai',
          persona_name: persona,
          model,
          member_name:
            human && seat.assignedUserId ? (options.memberNames.get(seat.assignedUserId) ?? null) : null,
          reviews: 0,
          scored: 0,
          pointed_right: 0,
          risks_raised: 0,
          risks_happened: 0,
        },
      };
      tallies.set(key, tally);
    }
    return tally;
  };

  for (const decision of decisions) {
    const { right, seats: pointing } = pointingOf(decision);
    const bySeat = new Map(decision.seats.map((s) => [s.id, s]));
    for (const [seatId, { towards, confidence }] of pointing) {
      const seat = bySeat.get(seatId);
      if (!seat || (byMind && seat.kind === 'Human')) continue;
      const tally = tallyOf(seat, decision.sessionModel);
      tally.record.reviews++;
      if (right === null) continue;
      tally.record.scored++;
      if (towards === right) tally.record.pointed_right++;
      tally.brierSum += (forecastOf(towards ? 'approve' : 'against', confidence) - (right ? 1 : 0)) ** 2;
    }
    const risks = decision.result.synthesis?.critical_risks ?? [];
    for (const tick of decision.risks) {
      const risk = risks[tick.index];
      if (!risk) continue;
      for (const seatId of raisersOf(risk, decision)) {
        const seat = bySeat.get(seatId);
        if (!seat || (byMind && seat.kind === 'Human')) continue;
        const tally = tallyOf(seat, decision.sessionModel);
        tally.record.risks_raised++;
        if (tick.happened) tally.record.risks_happened++;
      }
    }
  }

  const isCurrent = (t: Tally) =>
    options.currentSeats.some(
      (c) =>
        c.id === t.seat.id &&
        (t.record.kind === 'human'
          ? c.kind === 'Human' && c.assignedUserId === (t.seat.assignedUserId ?? null)
          : c.kind === 'AI' &&
            c.personaName === t.persona &&
            (c.model === null || c.model === t.record.model)),
    );

  return [...tallies.values()]
    .map((t) => {
      const enough = t.record.scored >= TRACK_RECORD_MIN_REVIEWS;
      const base = {
        ...t.record,
        hit_rate: enough ? round2(t.record.pointed_right / t.record.scored) : null,
        brier: enough ? round2(t.brierSum / t.record.scored) : null,
        risk_rate:
          t.record.reviews >= TRACK_RECORD_MIN_REVIEWS && t.record.risks_raised > 0
            ? round2(t.record.risks_happened / t.record.risks_raised)
            : null,
      };
      return { ...base, current: isCurrent(t), summary: summaryOf(base) };
    })
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        a.seat_title.localeCompare(b.seat_title) ||
        b.reviews - a.reviews,
    );
}
