import { describe, expect, it } from 'vitest';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { askableSeats, followUpsOpen, questionProblem } from './follow-ups.ts';

const position = (seat_id: string, position_title: string, position_number: number, source: 'ai' | 'human') =>
  ({ seat_id, position_title, position_number, source }) as SessionDetail['deliberations'][number];
const vote = (seat_id: string, position_title: string, position_number: number, is_human: boolean) =>
  ({ seat_id, position_title, position_number, is_human }) as SessionDetail['votes'][number];

describe('follow-up questions in the analysis', () => {
  it('offers the AI seats that said something, in board order, never a human seat', () => {
    const detail = {
      deliberations: [position('b', 'CFO', 2, 'ai'), position('h', 'Director', 3, 'human')],
      votes: [vote('a', 'CEO', 1, false), vote('b', 'CFO', 2, false), vote('h', 'Director', 3, true)],
    } as unknown as SessionDetail;
    expect(askableSeats(detail)).toEqual([
      { value: 'a', label: 'CEO' },
      { value: 'b', label: 'CFO' },
    ]);
  });

  it('opens once the session completed with a deliberation, not for a refusal or a running session', () => {
    const of = (status: string, outcome: string | null) =>
      ({ session: { status }, recommendation: outcome ? { outcome } : null }) as unknown as SessionDetail;
    expect(followUpsOpen(of('completed', 'proceed'))).toBe(true);
    expect(followUpsOpen(of('completed', 'cannot_judge'))).toBe(false);
    expect(followUpsOpen(of('in_progress', null))).toBe(false);
    expect(followUpsOpen(of('failed', null))).toBe(false);
  });

  it('says what is missing before sending, with the limits the server applies', () => {
    expect(questionProblem(null, 'Why?')).toBe('Choose the seat to ask');
    expect(questionProblem('a', '   ')).toBe('Type a question for the seat');
    expect(questionProblem('a', 'x'.repeat(1001))).toMatch(/under 1000 characters/);
    expect(questionProblem('a', 'Why?')).toBeNull();
  });
});
