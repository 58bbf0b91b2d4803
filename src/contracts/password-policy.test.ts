import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordSchema } from './password-policy.ts';

const problem = (password: string) => passwordSchema.safeParse(password).error?.issues[0]?.message;

describe('new passwords', () => {
  it('refuses common passwords whatever their case, naming the reason', () => {
    for (const password of ['password', '12345678', 'PASSWORD1', 'qwertyuiop', 'iloveyou']) {
      expect(problem(password), password).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it('refuses a password made only of Boardwise and board words, whatever surrounds them', () => {
    for (const password of [
      'Boardwise2026!',
      'board meeting 1',
      'BOARDROOM#2025',
      'directors-minutes',
      'chairperson',
    ]) {
      expect(problem(password), password).toBe(PASSWORD_MESSAGES.context);
    }
    for (const password of ['boardwise harbour lantern', 'my board of seven ravens']) {
      expect(problem(password), password).toBeUndefined();
    }
  });

  it('refuses a password of spaces only', () => {
    expect(problem('        ')).toBe(PASSWORD_MESSAGES.blank);
    expect(problem(' \t \t \t \t')).toBe(PASSWORD_MESSAGES.blank);
  });

  it('accepts a long uncommon password, spaces inside included', () => {
    expect(problem('correct horse battery staple')).toBeUndefined();
    expect(problem('pw-3f9a1c-secret')).toBeUndefined();
  });
});
