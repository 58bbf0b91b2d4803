// The audit trail says what an edit changed, old → new: a board saved from Manage Members with
// every field sent records only the fields and seats that differ; organization settings and the
// permission matrix likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '../../../contracts/permissions.ts';
import { auditSummaries } from '../../test/audit.ts';
import { type Actor, createBoard, createUser, personalOrganization } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { describeChanges, describeSeatChanges } from './changes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const trail = (actor: Actor, organizationId: string, action: string) =>
  auditSummaries(t.app, actor, organizationId, action);

describe('what changed, in the audit trail', () => {
  it('lists only the values that differ, old → new', () => {
    expect(
      describeChanges([
        { label: 'name', before: 'Old', after: 'New' },
        { label: 'status', before: 'active', after: 'active' },
        { label: 'quorum', before: null, after: 3 },
        { label: 'description', before: 'x'.repeat(200), after: null },
      ]),
    ).toEqual(['name: "Old" → "New"', 'quorum: none → 3', `description: "${'x'.repeat(78)}… → none`]);
    expect(
      describeSeatChanges(
        [
          { key: 'CEO', title: 'CEO', weight: 0.5, type: 'AI' },
          { key: 'CFO', title: 'CFO', weight: 0.5, type: 'AI' },
        ],
        [
          { key: 'CEO', title: 'Chief Executive', weight: 0.6, type: 'AI' },
          { key: 'CTO', title: 'CTO', weight: 0.4, type: 'Human' },
        ],
      ),
    ).toEqual([
      'seat CEO: title: CEO → Chief Executive, weight: 50% → 60%',
      'added seat CTO (Human, 40%)',
      'removed seat CFO',
    ]);
  });

  it('records a board saved with every field sent as only what changed', async () => {
    const owner = await createUser(t.app);
    const organizationId = await personalOrganization(t.app, owner);
    const board = await createBoard(t.app, owner, { organization_id: organizationId, name: 'Audit board' });
    const positions = board.positions.map((p) => ({
      key: p.key,
      title: p.title,
      weight: p.weight,
      type: p.type,
      is_human: p.is_human,
    }));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boards/${board.id}`,
      headers: owner.headers,
      payload: {
        name: 'Audit board',
        description: board.description,
        status: 'active',
        pace: 'asynchronous',
        positions: positions.map((p, i) => (i === 0 ? { ...p, title: `${p.title} (chair)` } : p)),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await trail(owner, organizationId, 'board.updated')).toEqual([
      `Changed on Audit board: pace: "live" → "asynchronous"; seat ${positions[0]!.title}: title: ${positions[0]!.title} → ${positions[0]!.title} (chair)`,
    ]);
  });

  it('records organization settings and the permission matrix as old → new', async () => {
    const admin = await createUser(t.app);
    const organizationId = await personalOrganization(t.app, admin);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${organizationId}`,
        headers: admin.headers,
      })
    ).json() as { name: string };
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${organizationId}`,
      headers: admin.headers,
      payload: {
        name: 'Renamed Ltd',
        permissions: { ...DEFAULT_PERMISSIONS, delete_boards: ['admin', 'manager'] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await trail(admin, organizationId, 'organization.settings_changed')).toEqual([
      `Changed name: "${before.name}" → "Renamed Ltd"`,
    ]);
    expect(await trail(admin, organizationId, 'organization.permissions_changed')).toEqual([
      'delete_boards: admin → admin/manager',
    ]);
  });
});
