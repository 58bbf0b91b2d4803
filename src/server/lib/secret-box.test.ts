import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a server secret of enough length for tests');

  it('opens what it sealed, and seals the same key differently each time', () => {
    const a = box.seal('sk-live-1234');
    expect(box.open(a)).toBe('sk-live-1234');
    expect(box.seal('sk-live-1234')).not.toBe(a);
    expect(a).not.toContain('sk-live');
  });

  it('refuses a text sealed under another secret or altered', () => {
    const sealed = box.seal('sk-live-1234');
    expect(() => createSecretBox('another server secret entirely').open(sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => box.open([iv, tag, flipped].join('.'))).toThrow();
  });
});
