import { describe, expect, it } from 'vitest';
import { draftOfRule, ruleOfDraft, ruleWarning, sameRule } from './voting-rule-form.ts';

describe('the voting-rule form', () => {
  it('shows a board without a rule as the default, and saves the default as null', () => {
    const draft = draftOfRule(null);
    expect(draft.threshold).toBe('default');
    expect(ruleOfDraft({ ...draft, base: 'all_seats' })).toBeNull();
  });

  it('round-trips a chosen rule, and tells a change from none', () => {
    const rule = { threshold: 'two_thirds', base: 'present', ai_seats: 'advisory' } as const;
    expect(ruleOfDraft(draftOfRule(rule))).toEqual(rule);
    expect(sameRule(rule, ruleOfDraft(draftOfRule(rule)))).toBe(true);
    expect(sameRule(rule, ruleOfDraft({ ...draftOfRule(rule), ai_seats: 'voting' }))).toBe(false);
  });
});

describe('a rule no vote could satisfy', () => {
  it('is flagged when AI seats only advise on a board without human seats', () => {
    const advisory = { threshold: 'simple_majority', base: 'votes_cast', ai_seats: 'advisory' } as const;
    expect(ruleWarning(advisory, [{ type: 'AI' }, { type: 'AI' }])).toMatch(/no human seats/);
    expect(ruleWarning(advisory, [{ type: 'AI' }, { type: 'Human' }])).toBeNull();
    expect(ruleWarning({ ...advisory, ai_seats: 'voting' }, [{ type: 'AI' }])).toBeNull();
    expect(ruleWarning(null, [{ type: 'AI' }])).toBeNull();
  });
});
