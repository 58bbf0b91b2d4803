// Track records from reviews: which way proceeding turned out, a vote as a forecast, the Brier
// score, the seats that raised a risk, and no score under 5 reviews.
import { describe, expect, it } from 'vitest';
import type { DeliberationResult } from '../../../engine/types.ts';
import type { SnapshotSeat } from '../sessions/board-snapshot.ts';
import {
  forecastOf,
  pointingOf,
  proceedingWasRight,
  type ReviewedDecision,
  raisersOf,
  trackRecords,
} from './track-records.ts';

const seat = (
  id: string,
  title: string,
  kind: 'AI' | 'Human' = 'AI',
  extra: Partial<SnapshotSeat> = {},
): SnapshotSeat => ({
  id,
  key: title.toUpperCase(),
  title,
  weight: 0.5,
  kind,
  persona:
    kind === 'AI'
      ? {
          name: `${title} persona`,
          instructions: { system: '', behavioral: '', conversation: '' },
          lens: null,
        }
      : null,
  positionNumber: 1,
  assignedUserId: kind === 'Human' ? 'user-1' : null,
  ...extra,
});
const cfo = seat('s1', 'CFO');
const director = seat('s2', 'Director', 'Human');

function decision(
  outcome: 'proceed' | 'against' | 'mixed',
  votes: [SnapshotSeat, 'approve' | 'against' | 'abstain', number][],
  review: Pick<ReviewedDecision, 'action' | 'reviewResult'> & { risks?: ReviewedDecision['risks'] },
  risks: string[] = [],
): ReviewedDecision {
  return {
    sessionModel: 'offline-model',
    seats: [cfo, director],
    result: {
      votes: votes.map(([s, vote, confidence]) => ({ seat: s, vote: { vote, confidence, rationale: '' } })),
      positions: [],
      synthesis: {
        recommendation: '',
        executive_summary: '',
        synthesis: '',
        action_items: [],
        minority_report: '',
        critical_risks: risks.map((risk) => ({ risk, severity: 'critical', mitigation: '' })),
      },
      scores: { outcome } as DeliberationResult['scores'],
    },
    risks: review.risks ?? [],
    action: review.action,
    reviewResult: review.reviewResult,
  };
}

describe('which way it went', () => {
  it('reads proceeding as right when it went well, and holding back as right when the other course went worse', () => {
    expect(proceedingWasRight('proceed', 'followed', 'better')).toBe(true);
    expect(proceedingWasRight('proceed', 'followed', 'worse')).toBe(false);
    expect(proceedingWasRight('against', 'followed', 'as_expected')).toBe(false);
    expect(proceedingWasRight('against', 'other', 'worse')).toBe(false);
    expect(proceedingWasRight('against', 'other', 'better')).toBe(true);
    expect(proceedingWasRight('proceed', 'not_yet', null)).toBeNull();
    expect(proceedingWasRight('mixed', 'followed', 'better')).toBeNull();
  });

  it('turns a vote and its confidence into a forecast: certain at 1, a coin toss at 0', () => {
    expect(forecastOf('approve', 1)).toBe(1);
    expect(forecastOf('against', 1)).toBe(0);
    expect(forecastOf('approve', 0)).toBe(0.5);
    expect(forecastOf('against', 0.6)).toBeCloseTo(0.2);
    expect(forecastOf('approve', 80)).toBeCloseTo(0.9);
  });
});

/** A choice between options A–C whose yes/no vote named no way: the count chose `winner`. */
function optionsDecision(
  winner: string,
  firsts: [SnapshotSeat, string, 'approve' | 'against' | 'abstain', number][],
  review: Pick<ReviewedDecision, 'action' | 'reviewResult'>,
): ReviewedDecision {
  const base = decision(
    'mixed',
    firsts.map(([s, , vote, confidence]) => [s, vote, confidence]),
    review,
  );
  const ballots = firsts.map(([s, first]) => ({
    seat_id: s.id,
    seat: s.title,
    weight: s.weight,
    is_human: s.kind === 'Human',
    ranking: [first, ...['A', 'B', 'C'].filter((o) => o !== first)].map((option) => ({ option, reason: '' })),
    veto: null,
    counted: true,
  }));
  return {
    ...base,
    result: { ...base.result, options: { winner, ballots } as unknown as DeliberationResult['options'] },
  };
}

describe('a choice between options', () => {
  it('scores a split vote on the option the board chose: a seat points by the option it ranked first', () => {
    // The board chose A, took it, and it went worse: the seat that ranked B first pointed right,
    // even though it abstained on the yes/no question.
    const worse = optionsDecision(
      'A',
      [
        [cfo, 'A', 'approve', 0.8],
        [director, 'B', 'abstain', 0.6],
      ],
      { action: 'followed', reviewResult: 'worse' },
    );
    const pointed = pointingOf(worse);
    expect(pointed.right).toBe(false);
    expect([...pointed.seats]).toEqual([
      ['s1', { towards: true, confidence: 0.8 }],
      ['s2', { towards: false, confidence: 0.6 }],
    ]);
    // Something else was done and it went worse: taking A would have been right.
    expect(pointingOf({ ...worse, action: 'other' }).right).toBe(true);
    expect(pointingOf({ ...worse, action: 'not_yet', reviewResult: null }).right).toBeNull();

    const records = trackRecords(
      Array.from({ length: 5 }, () => worse),
      { memberNames: new Map([['user-1', 'Dana']]), currentSeats: [] },
    );
    const byTitle = new Map(records.map((r) => [r.seat_title, r]));
    expect(byTitle.get('CFO')).toMatchObject({
      reviews: 5,
      scored: 5,
      pointed_right: 0,
      hit_rate: 0,
      brier: 0.81,
    });
    expect(byTitle.get('Director')).toMatchObject({
      reviews: 5,
      scored: 5,
      pointed_right: 5,
      hit_rate: 1,
      brier: 0.04,
      member_name: 'Dana',
    });
  });

  it('keeps scoring by the vote when the vote named a way, options or not', () => {
    const proceed = optionsDecision('A', [[cfo, 'B', 'approve', 1]], {
      action: 'followed',
      reviewResult: 'better',
    });
    const yesNo = {
      ...proceed,
      result: { ...proceed.result, scores: { outcome: 'proceed' } as DeliberationResult['scores'] },
    };
    expect(pointingOf(yesNo)).toEqual({
      right: true,
      seats: new Map([['s1', { towards: true, confidence: 1 }]]),
    });
  });
});

describe('track records', () => {
  it('gives no score under 5 reviews, and says so', () => {
    const decisions = Array.from({ length: 4 }, () =>
      decision('proceed', [[cfo, 'approve', 0.8]], { action: 'followed', reviewResult: 'better' }),
    );
    const [record] = trackRecords(decisions, { memberNames: new Map(), currentSeats: [] });
    expect(record).toMatchObject({ reviews: 4, scored: 4, pointed_right: 4, hit_rate: null, brier: null });
    expect(record!.summary).toBe('4 reviewed decisions so far: too few to score (a score needs 5).');
  });

  it('scores hits and the Brier score of confident votes, per persona and model, and per human member', () => {
    const decisions = [
      ...Array.from({ length: 4 }, () =>
        decision(
          'proceed',
          [
            [cfo, 'approve', 0.8],
            [director, 'against', 0.5],
          ],
          {
            action: 'followed',
            reviewResult: 'better',
          },
        ),
      ),
      decision(
        'proceed',
        [
          [cfo, 'approve', 0.8],
          [director, 'against', 0.5],
        ],
        { action: 'followed', reviewResult: 'worse' },
      ),
      decision('proceed', [[cfo, 'abstain', 0.8]], { action: 'not_yet', reviewResult: null }),
    ];
    const records = trackRecords(decisions, {
      memberNames: new Map([['user-1', 'Dana Director']]),
      currentSeats: [{ id: 's1', kind: 'AI', personaName: 'CFO persona', model: null, assignedUserId: null }],
    });
    const ai = records.find((r) => r.kind === 'ai')!;
    // Forecast 0.9 each time: four right ((0.1)^2) and one wrong ((0.9)^2): mean 0.17.
    expect(ai).toMatchObject({
      reviews: 5,
      scored: 5,
      pointed_right: 4,
      hit_rate: 0.8,
      brier: 0.17,
      current: true,
    });
    expect(ai.model).toBe('offline-model');
    expect(ai.summary).toContain(
      'Pointed the way the outcome went in 4 of 5 reviewed decisions (80%); Brier score 0.17',
    );
    const human = records.find((r) => r.kind === 'human')!;
    expect(human).toMatchObject({
      member_name: 'Dana Director',
      pointed_right: 1,
      scored: 5,
      current: false,
    });
    // The same seat on another model starts another record.
    const later = decision('proceed', [[cfo, 'approve', 1]], { action: 'followed', reviewResult: 'better' });
    later.seats = [{ ...cfo, model: 'gpt-x' }, director];
    const both = trackRecords([decisions[0]!, later], { memberNames: new Map(), currentSeats: [] });
    expect(
      both
        .filter((r) => r.kind === 'ai')
        .map((r) => r.model)
        .sort(),
    ).toEqual(['gpt-x', 'offline-model']);
  });

  it('credits a risk to the seat it is written under, or whose concerns it repeats, and counts what happened', () => {
    const d = decision(
      'proceed',
      [[cfo, 'approve', 0.5]],
      {
        action: 'followed',
        reviewResult: 'worse',
        risks: [
          { index: 0, happened: true },
          { index: 1, happened: false },
        ],
      },
      ['CFO: runway falls under six months', 'Personal data: customer records leave the region'],
    );
    expect(raisersOf(d.result.synthesis.critical_risks[0]!, d)).toEqual(['s1']);
    expect(raisersOf(d.result.synthesis.critical_risks[1]!, d)).toEqual([]);
    const [record] = trackRecords([d], { memberNames: new Map(), currentSeats: [] });
    expect(record).toMatchObject({ risks_raised: 1, risks_happened: 1, risk_rate: null });
  });
});
