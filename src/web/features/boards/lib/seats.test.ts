import { describe, expect, it } from 'vitest';
import type { Template } from '../../../../contracts/boards.ts';
import {
  applyTemplate,
  autoBalanceSeats,
  createSeats,
  humanEmailError,
  seatProblem,
  toCreateBoardBody,
  toggleSeat,
  totalWeight,
  updateSeat,
} from './seats.ts';

const template: Template = {
  id: 't1',
  slug: 'crisis-board',
  name: 'Crisis Management Board',
  purpose: 'Turnarounds and restructuring',
  icon: '📋',
  is_builtin: true,
  organization_id: null,
  organization_name: null,
  is_shared: false,
  uses_count: 0,
  positions_count: 3,
  positions: [
    { key: 'CEO', title: 'CEO', weight: 0.25, default_weight_percent: 15, type: 'AI' },
    { key: 'CFO', title: 'CFO', weight: 0.2, default_weight_percent: 12, type: 'AI' },
    { key: 'RISK_OFFICER', title: 'Risk Officer', weight: 0.14, default_weight_percent: 8, type: 'Human' },
  ],
};

describe('create-board seats', () => {
  it('selecting a seat gives it its default weight and deselecting gives 0', () => {
    let seats = toggleSeat(createSeats(), 'CEO', true);
    expect(seats.find((s) => s.key === 'CEO')).toMatchObject({ selected: true, weight: 15 });
    seats = toggleSeat(seats, 'CEO', false);
    expect(seats.find((s) => s.key === 'CEO')).toMatchObject({ selected: false, weight: 0 });
  });

  it('a template selects exactly its seats, auto-balanced to 100 with their types', () => {
    const seats = applyTemplate(template);
    const selected = seats.filter((s) => s.selected);
    expect(selected.map((s) => s.key)).toEqual(['CEO', 'CFO', 'RISK_OFFICER']);
    expect(totalWeight(seats)).toBe(100);
    expect(selected.find((s) => s.key === 'RISK_OFFICER')?.type).toBe('Human');
    expect(seatProblem(seats)).toBeNull();
  });

  it('Auto-Balance scales the selected defaults to 100', () => {
    let seats = createSeats();
    for (const key of ['CEO', 'CFO', 'CTO'] as const) seats = toggleSeat(seats, key, true);
    expect(seatProblem(seats)).toBe('Weights must sum to 100% (currently 39%)');
    seats = autoBalanceSeats(seats);
    expect(seats.filter((s) => s.selected).map((s) => s.weight)).toEqual([38, 31, 31]);
    expect(seatProblem(seats)).toBeNull();
  });

  it('reports too few seats in the contract wording', () => {
    expect(seatProblem(toggleSeat(createSeats(), 'CEO', true))).toBe('Select at least 2 board members');
  });

  it('checks a human seat holder e-mail only when one is given', () => {
    const seats = updateSeat(applyTemplate(template), 'RISK_OFFICER', { humanEmail: 'not-an-email' });
    const risk = seats.find((s) => s.key === 'RISK_OFFICER')!;
    expect(humanEmailError(risk)).not.toBeNull();
    expect(humanEmailError({ ...risk, humanEmail: '' })).toBeNull();
  });

  it('sends weights as fractions and marks human seats', () => {
    const seats = updateSeat(applyTemplate(template), 'RISK_OFFICER', { humanEmail: ' ann@example.com ' });
    const body = toCreateBoardBody(
      { name: ' Crisis ', description: ' ', templateSlug: 'crisis-board' },
      seats,
    );
    expect(body).toMatchObject({ name: 'Crisis', description: null, template_slug: 'crisis-board' });
    const risk = body.custom_positions.find((p) => p.key === 'RISK_OFFICER');
    expect(risk).toMatchObject({ type: 'Human', is_human: true, human_email: 'ann@example.com' });
    const sum = body.custom_positions.reduce((total, p) => total + p.weight, 0);
    expect(sum).toBeCloseTo(1, 6);
  });
});
