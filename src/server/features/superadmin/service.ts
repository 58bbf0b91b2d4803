// The super-admin area's services, wired once: figures, directories, audit (with CSV), billing,
// health, configuration and persona management.

import { planOf } from '../../../contracts/organizations.ts';
import type { DirectoryQuery, PlatformAuditQuery } from '../../../contracts/superadmin.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createBilling } from './billing.ts';
import { effectiveConfiguration } from './configuration.ts';
import { createDirectoryRepository, type PageArgs } from './directory-repository.ts';
import { createFiguresRepository } from './figures-repository.ts';
import { createPersonaAdmin } from './persona-admin.ts';
import { createSystemHealth, type ReachableProvider } from './system-health.ts';

const CSV_MAX_ROWS = 10_000;
const CSV_COLUMNS = [
  'at',
  'organization_name',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'summary',
  'ip',
] as const;

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function createSuperadminService(deps: {
  database: Database;
  config: Config;
  version: string;
  reachableProviders: () => Promise<ReachableProvider[]>;
}) {
  const db = deps.database.db;
  const figures = createFiguresRepository(db);
  const directory = createDirectoryRepository(db);
  const health = createSystemHealth({
    database: deps.database,
    version: deps.version,
    providers: deps.reachableProviders,
  });
  const args = (q: DirectoryQuery): PageArgs => ({
    q: q.q,
    organizationId: q.organization_id,
    page: q.page,
    pageSize: q.page_size,
  });
  const withPage = <T>(q: DirectoryQuery, result: { items: T[]; total: number }) => ({
    ...result,
    page: q.page,
    page_size: q.page_size,
  });
  const auditFilter = (q: Omit<PlatformAuditQuery, 'page' | 'page_size'>) => ({
    organizationId: q.organization_id,
    actor: q.actor,
    action: q.action,
    from: q.from,
    to: q.to,
  });

  return {
    overview: () => figures.overview(),
    analytics: () => figures.analytics(),
    async organizations(q: DirectoryQuery) {
      const { items, total } = await directory.organizations(args(q));
      return withPage(q, {
        total,
        items: items.map((o) => ({
          id: o.id,
          name: o.name,
          plan: planOf(o.plan).id,
          is_personal: o.is_personal,
          seats_used: o.members + o.pending,
          seats_total: planOf(o.plan).seats,
          members: o.members,
          boards: o.boards,
          created_at: o.created_at,
        })),
      });
    },
    users: async (q: DirectoryQuery) => withPage(q, await directory.users(args(q))),
    boards: async (q: DirectoryQuery) => withPage(q, await directory.boards(args(q))),
    meetings: async (q: DirectoryQuery) => withPage(q, await directory.meetings(args(q))),
    minutes: async (q: DirectoryQuery) => withPage(q, await directory.minutes(args(q))),
    async audit(q: PlatformAuditQuery) {
      const result = await directory.audit({ ...auditFilter(q), page: q.page, pageSize: q.page_size });
      return { ...result, page: q.page, page_size: q.page_size };
    },
    async auditCsv(q: Omit<PlatformAuditQuery, 'page' | 'page_size'>) {
      const { items } = await directory.audit({ ...auditFilter(q), page: 1, pageSize: CSV_MAX_ROWS });
      const lines = [
        CSV_COLUMNS.join(','),
        ...items.map((e) => CSV_COLUMNS.map((c) => csvCell(e[c])).join(',')),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
    billing: createBilling(db),
    health: () => health.report(),
    configuration: () => effectiveConfiguration(deps.config),
    personas: createPersonaAdmin(db),
  };
}
export type SuperadminService = ReturnType<typeof createSuperadminService>;
