import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona, Template } from '../../../contracts/boards.ts';
import { POSITION_KEYS } from '../../../contracts/positions.ts';
import { createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('built-in personas', () => {
  it('has one public persona per position key, each with its own substantive instructions', async () => {
    const actor = await createUser(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/personas', headers: actor.headers })
    ).json() as Persona[];
    const builtins = list.filter((p) => p.position_key);
    expect(builtins.map((p) => p.position_key).sort()).toEqual([...POSITION_KEYS].sort());
    expect(new Set(builtins.map((p) => p.instructions.system)).size).toBe(10);
    expect(new Set(builtins.map((p) => p.name)).size).toBe(10);
    for (const persona of builtins) {
      expect(persona.instructions.system.split(/\s+/).length).toBeGreaterThan(200);
      expect(persona.is_public).toBe(true);
      expect(persona.version).toBe('1.0');
    }
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/personas/${builtins[0]!.id}`,
      headers: actor.headers,
    });
    expect(one.json()).toEqual(builtins[0]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/personas/nope',
      headers: actor.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('templates', () => {
  it('lists the three built-in templates with their members at balanced weights', async () => {
    const actor = await createUser(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/templates', headers: actor.headers })
    ).json() as Template[];
    expect(list.map((x) => x.slug)).toEqual(['startup-board', 'growth-board', 'crisis-board']);
    const startup = list[0]!;
    expect(startup.name).toBe('Startup Advisory Board');
    expect(startup.positions.map((p) => p.key)).toEqual([
      'CEO',
      'CFO',
      'CTO',
      'INVESTOR_REP',
      'CUSTOMER_ADVOCATE',
      'STRATEGIC_ADVISOR',
    ]);
    expect(startup.positions.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 9);
    const crisis = await t.app.inject({
      method: 'GET',
      url: '/api/v1/templates/crisis-board',
      headers: actor.headers,
    });
    expect(crisis.json().positions.map((p: { key: string }) => p.key)).toContain('RISK_OFFICER');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/templates/moon-board',
      headers: actor.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
