import { describe, expect, it } from 'vitest';
import { asFinalVote, asInitialPosition, asSynthesis, asUsage } from './step-outputs.ts';

describe('step outputs at the boundary', () => {
  it('fails the step on what would corrupt the scores, naming it', () => {
    expect(() => asInitialPosition({ stance: 'meh', confidence: 1 })).toThrow(
      'Invalid initial position: unknown stance "meh"',
    );
    expect(() => asInitialPosition({ stance: 'support', confidence: Number.NaN })).toThrow(
      'Invalid initial position: no confidence',
    );
    expect(() => asFinalVote({ vote: 'maybe', confidence: 1 })).toThrow('Invalid vote: unknown vote "maybe"');
    expect(() => asSynthesis({ recommendation: '  ' })).toThrow('Invalid synthesis: no recommendation');
    expect(() => asSynthesis([])).toThrow('Invalid synthesis: expected an object');
  });

  it('repairs what is cosmetic: missing lists, empty entries, unknown severities, empty owners', () => {
    expect(
      asInitialPosition({
        stance: 'support',
        confidence: 1.4,
        perspective: ' p ',
        key_points: ['a', ' ', 3],
      }),
    ).toEqual({
      stance: 'support',
      confidence: 1,
      perspective: 'p',
      key_points: ['a'],
      concerns: [],
      recommendations: [],
      questions: [],
    });
    expect(
      asSynthesis({
        recommendation: 'Go',
        action_items: [{ action: 'a', owner_role: ' ' }, { action: '' }],
        critical_risks: [{ risk: 'r', severity: 'huge' }],
      }),
    ).toMatchObject({
      action_items: [{ action: 'a', owner_role: 'CEO', horizon: 'next 30 days' }],
      critical_risks: [{ risk: 'r', severity: 'medium', mitigation: '' }],
      minority_report: 'No dissent.',
    });
    expect(asUsage({ calls: 2, prompt_tokens: -1, completion_tokens: 'x' })).toEqual({
      calls: 2,
      prompt_tokens: 0,
      completion_tokens: 0,
    });
  });

  it('keeps a ranking with entries and a whole veto, letters in capitals', () => {
    const vote = asFinalVote({
      vote: 'approve',
      confidence: 0.5,
      ranking: [{ option: ' b ', reason: 'x' }, { option: '' }],
      veto: { option: 'a', duty: '' },
    });
    expect(vote).toEqual({
      vote: 'approve',
      rationale: '',
      confidence: 0.5,
      ranking: [{ option: 'B', reason: 'x' }],
    });
    expect('veto' in vote).toBe(false);
    expect(
      asFinalVote({ vote: 'against', confidence: 0, ranking: [], veto: { option: 'c', duty: 'd' } }),
    ).toEqual({
      vote: 'against',
      rationale: '',
      confidence: 0,
      veto: { option: 'C', duty: 'd', reason: '' },
    });
  });
});
