import { describe, expect, it } from 'vitest';
import { draftOfRule, ruleOfDraft, sameRule } from './voting-rule-form.ts';

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
