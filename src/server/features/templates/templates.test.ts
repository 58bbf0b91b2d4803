import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../../contracts/boards.ts';
import { type Actor, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (actor: Actor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: actor.headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const seats = [
  { key: 'CEO', title: 'Chair', weight: 0.4 },
  { key: 'RISK_OFFICER', title: 'Risk Officer', weight: 0.35 },
  { key: 'CUSTOMER_ADVOCATE', title: 'Customer Advocate', weight: 0.25 },
];

describe('custom templates and the marketplace', () => {
  it('are created in an organization with the board rules, shared, used by another organization, and deleted', async () => {
    const author = await createUser(t.app);
    const orgId = await personalOrganization(t.app, author);
    const bad = await api(author, 'POST', '/templates', {
      organization_id: orgId,
      name: 'Lopsided',
      positions: seats.map((s, i) => ({ ...s, weight: i === 0 ? 0.5 : s.weight })),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Weights must sum to 100% \(currently/);
    const created = await api(author, 'POST', '/templates', {
      organization_id: orgId,
      name: 'Safety board',
      icon: '🛡️',
      description: 'For product safety calls',
      positions: seats,
    });
    expect(created.statusCode).toBe(201);
    const template = created.json() as Template;
    expect(template).toMatchObject({
      is_shared: false,
      uses_count: 0,
      positions_count: 3,
      organization_id: orgId,
    });

    const other = await createUser(t.app);
    expect((await api(other, 'GET', `/templates/${template.slug}`)).statusCode).toBe(404);
    expect((await api(other, 'GET', '/templates/marketplace')).json()).not.toContainEqual(
      expect.objectContaining({ id: template.id }),
    );
    await api(author, 'POST', `/templates/${template.id}/share`, { shared: true });
    const market = (await api(other, 'GET', '/templates/marketplace')).json() as Template[];
    expect(market.find((m) => m.id === template.id)).toMatchObject({ name: 'Safety board', uses_count: 0 });

    const board = await api(other, 'POST', '/boards', {
      name: 'From the marketplace',
      template_slug: template.slug,
      custom_positions: [],
    });
    expect(board.statusCode).toBe(201);
    expect(board.json().positions.map((p: { title: string; weight: number }) => [p.title, p.weight])).toEqual(
      seats.map((s) => [s.title, s.weight]),
    );
    expect((await api(author, 'GET', `/templates/${template.slug}`)).json().uses_count).toBe(1);

    expect((await api(other, 'DELETE', `/templates/${template.id}`)).statusCode).toBe(403);
    expect((await api(author, 'DELETE', `/templates/${template.id}`)).statusCode).toBe(204);
    expect((await api(other, 'GET', '/templates/marketplace')).json()).not.toContainEqual(
      expect.objectContaining({ id: template.id }),
    );
    // The board made from it keeps its seats.
    expect((await api(other, 'GET', `/boards/${board.json().id}`)).json().positions).toHaveLength(3);
  });

  it('lists built-ins first, then the organization’s own', async () => {
    const author = await createUser(t.app);
    const orgId = await personalOrganization(t.app, author);
    await api(author, 'POST', '/templates', { organization_id: orgId, name: 'Ours', positions: seats });
    const list = (await api(author, 'GET', `/templates?organization_id=${orgId}`)).json() as Template[];
    expect(list.map((x) => x.slug).slice(0, 3)).toEqual(['startup-board', 'growth-board', 'crisis-board']);
    expect(list[3]).toMatchObject({ name: 'Ours', is_builtin: false });
  });
});
