import { describe, expect, it } from 'vitest';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { seatsOfDetail } from './detail-seats.ts';

const position = (seat_id: string, position_title: string, position_number: number, source: 'ai' | 'human') =>
  ({ seat_id, position_title, position_number, source }) as SessionDetail['deliberations'][number];

describe('seatsOfDetail', () => {
  it('lists every seat once, in board order, humans marked', () => {
    const detail = {
      deliberations: [position('b', 'CFO', 2, 'ai'), position('h', 'Director', 3, 'human')],
      votes: [
        { seat_id: 'a', position_title: 'CEO', position_number: 1 },
        { seat_id: 'b', position_title: 'CFO', position_number: 2 },
      ],
      failures: [{ seat_id: 'x', position_title: 'CTO' }],
    } as unknown as SessionDetail;
    expect(seatsOfDetail(detail)).toEqual([
      { id: 'a', title: 'CEO', is_human: false },
      { id: 'b', title: 'CFO', is_human: false },
      { id: 'h', title: 'Director', is_human: true },
      { id: 'x', title: 'CTO', is_human: false },
    ]);
  });
});
