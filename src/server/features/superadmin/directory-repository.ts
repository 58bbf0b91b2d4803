// Every organization's organizations, boards, meetings and minutes, searchable and paginated,
// and the platform-wide audit trail, for the super-admin's Organizations section.
import { type SQL, sql } from 'drizzle-orm';
import type { DirectoryRow, PlatformAuditEvent } from '../../../contracts/superadmin.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface PageArgs {
  q?: string | undefined;
  organizationId?: string | undefined;
  page: number;
  pageSize: number;
}

/** An organization's row before its plan's seats are counted in: its pending invitations. */
type OrganizationRow = Omit<DirectoryRow<'organizations'>, 'seats_used' | 'seats_total'> & {
  pending: number;
};

/** `%q%` for ILIKE, with the pattern characters escaped. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const offset = (a: PageArgs) => (a.page - 1) * a.pageSize;
const where = (conditions: (SQL | null)[]) => {
  const present = conditions.filter((c): c is SQL => c !== null);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

async function paged<T>(db: Db, select: SQL, from: SQL, order: SQL, a: PageArgs) {
  const [items, [total]] = await Promise.all([
    rowsOf<T>(db, sql`${select} ${from} ${order} limit ${a.pageSize} offset ${offset(a)}`),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
  ]);
  return { items, total: total?.n ?? 0 };
}

export function createDirectoryRepository(db: Db) {
  const orgFilter = (column: SQL, a: PageArgs) =>
    a.organizationId ? sql`${column} = ${a.organizationId}::uuid` : null;

  return {
    /** Accounts (not guests), by address or name: the super-admin disables one or removes a lost factor. */
    users(a: PageArgs) {
      return paged<DirectoryRow<'users'>>(
        db,
        sql`select u.id, u.email, coalesce(u.full_name, u.username) as name, u.is_superadmin,
          (u.disabled_at is not null) as disabled,
          exists (select 1 from user_totp t where t.user_id = u.id and t.secret_sealed is not null) as two_factor,
          (select count(*) from passkeys p where p.user_id = u.id)::int as passkeys,
          to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
        sql`from users u ${where([
          sql`not u.is_guest and u.deleted_at is null`,
          a.q
            ? sql`(u.email ilike ${like(a.q)} or u.username ilike ${like(a.q)} or u.full_name ilike ${like(a.q)})`
            : null,
        ])}`,
        sql`order by u.created_at desc, u.id`,
        a,
      );
    },

    organizations(a: PageArgs) {
      return paged<OrganizationRow>(
        db,
        sql`select o.id, o.name, o.plan, (o.personal_owner_id is not null) as is_personal,
          (select count(*) from organization_members m where m.organization_id = o.id)::int as members,
          (select count(*) from invites i where i.organization_id = o.id and i.accepted_at is null
            and i.revoked_at is null and i.expires_at > now())::int as pending,
          (select count(*) from boards b where b.organization_id = o.id)::int as boards,
          to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
        sql`from organizations o ${where([a.q ? sql`o.name ilike ${like(a.q)}` : null])}`,
        sql`order by o.created_at desc, o.id`,
        a,
      );
    },

    boards(a: PageArgs) {
      return paged<DirectoryRow<'boards'>>(
        db,
        sql`select b.id, b.name, b.organization_id, o.name as organization_name, b.status,
          (select count(*) from board_positions p where p.board_id = b.id)::int as seats,
          (select count(*) from decision_sessions s where s.board_id = b.id)::int as sessions,
          to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
        sql`from boards b join organizations o on o.id = b.organization_id
          ${where([a.q ? sql`(b.name ilike ${like(a.q)} or o.name ilike ${like(a.q)})` : null, orgFilter(sql`b.organization_id`, a)])}`,
        sql`order by b.created_at desc, b.id`,
        a,
      );
    },

    meetings(a: PageArgs) {
      return paged<DirectoryRow<'meetings'>>(
        db,
        sql`select m.id, m.title, m.board_id, b.name as board_name, o.name as organization_name, m.status,
          to_char(m.scheduled_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as scheduled_date,
          exists (select 1 from meeting_minutes n where n.meeting_id = m.id) as has_minutes`,
        sql`from meetings m join boards b on b.id = m.board_id join organizations o on o.id = b.organization_id
          ${where([sql`not m.is_pool`, a.q ? sql`(m.title ilike ${like(a.q)} or b.name ilike ${like(a.q)})` : null, orgFilter(sql`b.organization_id`, a)])}`,
        sql`order by m.scheduled_date desc, m.id`,
        a,
      );
    },

    minutes(a: PageArgs) {
      return paged<DirectoryRow<'minutes'>>(
        db,
        sql`select n.id, m.id as meeting_id, m.title as meeting_title, b.id as board_id, b.name as board_name,
          o.name as organization_name, n.decision_count, n.action_count,
          to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`,
        sql`from meeting_minutes n join meetings m on m.id = n.meeting_id join boards b on b.id = m.board_id
          join organizations o on o.id = b.organization_id
          ${where([a.q ? sql`(m.title ilike ${like(a.q)} or b.name ilike ${like(a.q)})` : null, orgFilter(sql`b.organization_id`, a)])}`,
        sql`order by n.created_at desc, n.id`,
        a,
      );
    },

    audit(filter: {
      organizationId?: string | undefined;
      actor?: string | undefined;
      action?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      return paged<PlatformAuditEvent>(
        db,
        sql`select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, e.action,
          e.actor_id, e.actor_email, e.target_type, e.target_id, e.summary, e.ip,
          e.organization_id, o.name as organization_name`,
        sql`from audit_events e left join organizations o on o.id = e.organization_id
          ${where([
            filter.organizationId ? sql`e.organization_id = ${filter.organizationId}::uuid` : null,
            filter.actor ? sql`e.actor_email ilike ${like(filter.actor)}` : null,
            filter.action ? sql`e.action = ${filter.action}` : null,
            filter.from ? sql`e.at >= ${filter.from}::date` : null,
            filter.to ? sql`e.at < ${filter.to}::date + 1` : null,
          ])}`,
        sql`order by e.at desc, e.id`,
        filter,
      );
    },

    async billing() {
      return rowsOf<{
        organization_id: string;
        organization_name: string;
        plan: string;
        members: number;
        pending: number;
        request_id: string | null;
        request_plan: string | null;
        request_note: string | null;
        requested_by: string | null;
        requested_at: string | null;
      }>(
        db,
        sql`select o.id as organization_id, o.name as organization_name, o.plan,
          (select count(*) from organization_members m where m.organization_id = o.id)::int as members,
          (select count(*) from invites i where i.organization_id = o.id and i.accepted_at is null
            and i.revoked_at is null and i.expires_at > now())::int as pending,
          r.id as request_id, r.plan as request_plan, r.note as request_note, u.email as requested_by,
          to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at
        from organizations o
        left join plan_upgrade_requests r on r.organization_id = o.id and r.status = 'pending'
        left join users u on u.id = r.requested_by
        order by (r.id is null), r.created_at, (o.personal_owner_id is not null), o.name
        limit 500`,
      );
    },

    /** Boards whose seats speak with a persona. */
    async boardsUsingPersona(personaId: string) {
      return rowsOf<{ board_id: string; board_name: string }>(
        db,
        sql`select distinct b.id as board_id, b.name as board_name from board_positions p
            join boards b on b.id = p.board_id where p.persona_id = ${personaId}::uuid order by b.name`,
      );
    },
  };
}
