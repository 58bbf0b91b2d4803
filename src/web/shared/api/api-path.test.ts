import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('apiPath', () => {
  it('keeps the written path and puts each value in as one segment', () => {
    expect(apiPath`/boards/${'b1'}/papers`).toBe('/boards/b1/papers');
    expect(apiPath`/sessions/${'s1'}`).toBe('/sessions/s1');
  });

  it('encodes what would change the route: slashes, question marks, spaces', () => {
    expect(apiPath`/papers/${'a/b?c d'}/content`).toBe('/papers/a%2Fb%3Fc%20d/content');
  });
});
