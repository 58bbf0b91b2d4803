import { describe, expect, it } from 'vitest';
import { decisionWording, quorumLine, quorumOf, voteLine, WITHOUT_QUORUM } from './minutes.ts';

describe('quorum', () => {
  const statuses = new Map([
    ['a', 'present'],
    ['b', 'remote'],
    ['c', 'apologies'],
  ] as const);

  it('is a majority of all seats, AI seats present, human seats when their holder attends', () => {
    const quorum = quorumOf({ aiSeats: 2, humanSeatHolders: ['a', 'c', null], boardQuorum: null, statuses });
    expect(quorum).toEqual({ seats: 5, present: 3, required: 3, source: 'majority', met: true });
    expect(quorumLine(quorum)).toBe(
      'Quorum met: 3 of 5 seats present (3 required, a majority of the seats).',
    );
  });

  it('counts remote attendance, not apologies or an unheld seat; without quorum, says what that means', () => {
    const quorum = quorumOf({
      aiSeats: 0,
      humanSeatHolders: ['b', 'c', null, 'x'],
      boardQuorum: null,
      statuses,
    });
    expect(quorumLine(quorum)).toBe(
      `Quorum not met: 1 of 4 seats present (3 required, a majority of the seats). ${WITHOUT_QUORUM}`,
    );
    expect(quorum).toEqual({
      seats: 4,
      present: 1,
      required: 3,
      source: 'majority',
      met: false,
    });
  });

  it('uses the number the board set', () => {
    const quorum = quorumOf({ aiSeats: 1, humanSeatHolders: ['a', 'b'], boardQuorum: 3, statuses });
    expect(quorum).toMatchObject({ required: 3, source: 'board', met: true });
    expect(quorumLine(quorum)).toContain('set by the board');
  });
});

describe('decision wording', () => {
  const headline = 'The board recommends you proceed with the raise, with the conditions below';
  it('keeps "with the conditions below" when there are conditions to follow it', () => {
    expect(decisionWording(headline, ['Close the round by March (CFO, 90 days)'])).toBe(headline);
  });
  it('drops the phrase when no condition was recorded', () => {
    expect(decisionWording(headline, [])).toBe('The board recommends you proceed with the raise');
    expect(decisionWording('The board is split', [])).toBe('The board is split');
  });
});

describe('vote lines', () => {
  it('name the director of a human seat, and mark advisory AI votes and fallback stances', () => {
    const base = { fallback: false, advisory: false } as const;
    expect(
      voteLine({
        ...base,
        seat_title: 'Audit Chair',
        kind: 'Human',
        member_name: 'Ada Lovelace',
        vote: 'against',
      }),
    ).toBe('Ada Lovelace (Audit Chair): Against');
    expect(
      voteLine({
        ...base,
        seat_title: 'CFO',
        kind: 'AI',
        member_name: null,
        vote: 'approve',
        advisory: true,
      }),
    ).toBe('CFO (AI): Approve — advisory, not counted');
    expect(
      voteLine({
        ...base,
        seat_title: 'Investor',
        kind: 'Human',
        member_name: null,
        vote: 'abstain',
        fallback: true,
      }),
    ).toBe('Unassigned (Investor): Abstain — last stance cast when the vote window closed');
  });
});
