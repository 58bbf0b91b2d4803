import { describe, expect, it } from 'vitest';
import { humanPerspectiveBodySchema, perspectiveDraftSchema } from '../../../../contracts/sessions.ts';
import {
  analysisShortfall,
  canAddQuestion,
  canSubmit,
  EMPTY_FORM,
  fromDraft,
  type PerspectiveFormValues,
  toDraft,
  toSubmitBody,
} from './perspective-form.ts';

const analysis = 'Retention past the first cohort is unproven, and the price the term sheet sets shows it.';

const filled: PerspectiveFormValues = {
  stance: 'oppose',
  perspective: `  ${analysis}  `,
  keyPoints: '- Retention unproven\n\n* Price too low\n• Wait a quarter\n   ',
  confidence: 60,
  questionsTo: [
    { seatId: 'cfo', question: ' How long is our runway? ' },
    { seatId: '', question: 'to nobody' },
    { seatId: 'cto', question: '   ' },
  ],
};

describe('the perspective form', () => {
  it('starts with confidence 70 and no stance, so it cannot be submitted', () => {
    expect(EMPTY_FORM.confidence).toBe(70);
    expect(canSubmit(EMPTY_FORM)).toBe(false);
  });

  it('needs a stance and more than 50 characters of analysis', () => {
    expect(canSubmit({ ...filled, stance: null })).toBe(false);
    expect(canSubmit({ ...filled, perspective: `${'x'.repeat(50)}   ` })).toBe(false);
    expect(canSubmit({ ...filled, perspective: 'x'.repeat(51) })).toBe(true);
  });

  it('counts an analysis begun but too short against the 51 characters it needs', () => {
    expect(analysisShortfall('')).toBeUndefined();
    expect(analysisShortfall('  Too early  ')).toBe('9/51 characters');
    expect(analysisShortfall('x'.repeat(51))).toBeUndefined();
  });

  it('submits key points without bullets or blank lines, confidence as a fraction, complete questions only', () => {
    const body = toSubmitBody(filled);
    expect(body).toEqual({
      stance: 'oppose',
      perspective: analysis,
      key_points: ['Retention unproven', 'Price too low', 'Wait a quarter'],
      confidence: 0.6,
      questions_to: [{ seat_id: 'cfo', question: 'How long is our runway?' }],
    });
    expect(humanPerspectiveBodySchema.safeParse(body).success).toBe(true);
  });

  it('round-trips through a draft the server accepts', () => {
    const draft = toDraft(filled);
    const parsed = perspectiveDraftSchema.parse(draft);
    const restored = fromDraft({ ...parsed, updated_at: '2026-01-01T00:00:00.000Z' });
    expect(restored).toEqual({
      ...filled,
      questionsTo: [
        { seatId: 'cfo', question: ' How long is our runway? ' },
        { seatId: 'cto', question: '   ' },
      ],
    });
  });

  it('snaps a stored confidence to the slider step', () => {
    const draft = perspectiveDraftSchema.parse({ confidence: 0.64 });
    expect(fromDraft({ ...draft, updated_at: '' }).confidence).toBe(60);
  });

  it('allows at most five questions', () => {
    const five = Array.from({ length: 5 }, () => ({ seatId: 'cfo', question: 'Why?' }));
    expect(canAddQuestion({ ...EMPTY_FORM, questionsTo: five.slice(0, 4) })).toBe(true);
    expect(canAddQuestion({ ...EMPTY_FORM, questionsTo: five })).toBe(false);
  });
});
