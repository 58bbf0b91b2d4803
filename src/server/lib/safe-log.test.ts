import { describe, expect, it } from 'vitest';
import { redactMessage, safeLogFields, serializeError } from './safe-log.ts';

describe('safe log fields', () => {
  it('masks token-like runs and e-mails, and cuts query parameters', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl';
    expect(redactMessage(`bad token ${jwt} for ana@example.com`)).toBe('bad token [redacted] for [email]');
    expect(redactMessage('Failed query: insert into "users"\nparams: secret')).not.toContain('secret');
  });

  it('keeps only frames of a stack, whose first lines repeat the message', () => {
    const error = new Error('Failed query: select 1\nparams: hunter2-hunter2');
    const safe = serializeError(error);
    expect(JSON.stringify(safe)).not.toContain('hunter2');
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it('treats the worker console the same way', () => {
    const fields = safeLogFields({ sessionId: 's', err: new Error('token abcdefghijklmnopqrstuvwxyz0123') });
    expect(JSON.stringify(fields)).not.toContain('abcdefghijklmnopqrstuvwxyz0123');
    expect(fields).toMatchObject({ sessionId: 's' });
  });
});
