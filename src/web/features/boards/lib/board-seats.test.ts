import { describe, expect, it } from 'vitest';
import type { Position } from '../../../../contracts/boards.ts';
import { seatsFromPositions, toTemplateBody } from './board-seats.ts';
import { seatProblem, toPositions } from './seats.ts';

const position = (patch: Partial<Position>): Position => ({
  id: 'p',
  key: 'CEO',
  title: 'CEO',
  weight: 0.5,
  type: 'AI',
  is_human: false,
  position_number: 1,
  persona_id: null,
  persona_name: null,
  assigned_user_email: null,
  assigned_user_id: null,
  assigned_user_name: null,
  pending_invite_email: null,
  model: null,
  ...patch,
});

describe('seats loaded from a board', () => {
  const positions = [
    position({ key: 'CEO', title: 'Chief', weight: 0.375, persona_id: 'persona-1', model: 'gpt-x' }),
    position({ key: 'CFO', weight: 0.375, type: 'Human', is_human: true, pending_invite_email: 'x@y.z' }),
    position({ key: 'CTO', title: 'CTO', weight: 0.25 }),
  ];

  it('selects the board seats with their titles, percent weights, personas and holders', () => {
    const seats = seatsFromPositions(positions);
    expect(seats.filter((s) => s.selected)).toHaveLength(3);
    expect(seats.find((s) => s.key === 'CEO')).toMatchObject({
      title: 'Chief',
      weight: 37.5,
      personaId: 'persona-1',
      model: 'gpt-x',
    });
    expect(seats.find((s) => s.key === 'CFO')).toMatchObject({
      type: 'Human',
      humanEmail: 'x@y.z',
      weight: 37.5,
    });
    expect(seatProblem(seats)).toBeNull();
  });

  it('round-trips to positions: a human seat keeps its holder and drops persona and model', () => {
    const seats = seatsFromPositions(positions).map((s) =>
      s.key === 'CFO' ? { ...s, personaId: 'ignored', model: 'ignored' } : s,
    );
    const [ceo, cfo] = toPositions(seats);
    expect(ceo).toMatchObject({
      key: 'CEO',
      weight: 0.375,
      persona_id: 'persona-1',
      model: 'gpt-x',
      human_email: null,
    });
    expect(cfo).toMatchObject({
      key: 'CFO',
      is_human: true,
      human_email: 'x@y.z',
      persona_id: null,
      model: null,
    });
  });
});

describe('toTemplateBody', () => {
  it('sends trimmed details, a default icon and the selected seats as fractions', () => {
    const seats = seatsFromPositions([
      position({ key: 'CEO', weight: 0.6 }),
      position({ key: 'CTO', title: 'CTO', weight: 0.4 }),
    ]);
    expect(toTemplateBody({ name: ' Lean ', icon: ' ', description: ' d ' }, seats)).toEqual({
      name: 'Lean',
      icon: '📋',
      description: 'd',
      positions: [
        { key: 'CEO', title: 'CEO', weight: 0.6, type: 'AI' },
        { key: 'CTO', title: 'CTO', weight: 0.4, type: 'AI' },
      ],
    });
  });
});
