// Organizations: the personal one every account gets, creating more, the dashboard's figures,
// settings and the permission matrix, members and their roles, upgrade requests, audit trail.
import {
  type AuditPage,
  type CreateOrganizationBody,
  DELETE_ORGANIZATION_MESSAGES,
  type DeleteOrganizationBody,
  type Organization,
  type OrganizationSummary,
  type OrgMember,
  planOf,
  type UpdateOrganizationBody,
  type UpgradeRequest,
} from '../../../contracts/organizations.ts';
import { allowedActions, effectiveMatrix, type OrgRole } from '../../../contracts/permissions.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { type Actor, canChangeRole, canInOrganization } from '../../policy.ts';
import { endSignInSessions } from '../account/sign-in-sessions.ts';
import { auditorOf, listAudit, recordAudit } from '../audit/audit-log.ts';
import { describeChanges } from '../audit/changes.ts';
import { loadOrganization, type OrganizationAccess } from './access.ts';
import { createOrganizationRepository, type OrganizationRow } from './repository.ts';

export { ORGANIZATION_NOT_FOUND } from './access.ts';
export const LAST_ADMIN = 'An organization must keep at least one Admin. Make someone else an Admin first.';

/** An organization's figures from its boards, as the actor sees them (the boards feature's, handed in by app.ts). */
export interface OrganizationBoardStats {
  activeBoards: number;
  sessionsThisMonth: number;
  decisionsMade: number;
}

export interface OrganizationServiceDeps {
  db: Db;
  boardStats(actor: Actor, organizationId: string): Promise<OrganizationBoardStats>;
  defaultPlan: string;
  emailEnabled: boolean;
  /** Re-authentication (account's): the password in the request, or one given in the last 10 minutes. */
  reauth(identity: Identity, password: string | undefined): Promise<void>;
}

const displayName = (user: { fullName: string | null; username: string; email: string | null }) =>
  user.fullName?.trim() || user.email || user.username;

/** The personal organization's name: the person's, or a neutral one for a guest. */
export const personalOrganizationName = (user: UserRow) =>
  user.isGuest ? 'My organization' : `${displayName(user)}'s organization`;

/** Paid plans bill monthly from the day the plan started; the free plan never bills. */
function nextBilling(org: OrganizationRow, now = new Date()): string | null {
  if (org.plan === 'free') return null;
  const next = new Date(org.planStartedAt);
  while (next <= now) next.setMonth(next.getMonth() + 1);
  return next.toISOString();
}

export function createOrganizationService(deps: OrganizationServiceDeps) {
  const { db } = deps;
  const organizations = createOrganizationRepository(db);

  const load = (actor: Actor, id: string, access: OrganizationAccess = 'view') =>
    loadOrganization(organizations, actor, id, access);

  async function present(actor: Actor, org: OrganizationRow): Promise<Organization> {
    const role: OrgRole = actor.organizations.get(org.id)?.role ?? 'member';
    const matrix = effectiveMatrix(org.permissions);
    const [stats, seats, upgrades] = await Promise.all([
      deps.boardStats(actor, org.id),
      organizations.seatCounts(org.id),
      organizations.listUpgradeRequests(org.id),
    ]);
    const plan = planOf(org.plan);
    return {
      id: org.id,
      name: org.name,
      industry: org.industry,
      default_board_type: org.defaultBoardType,
      plan: plan.id,
      plan_name: plan.name,
      is_personal: org.personalOwnerId !== null,
      seats_used: seats.members + seats.pending,
      seats_total: plan.seats,
      next_billing: nextBilling(org),
      board_count: stats.activeBoards,
      member_count: seats.members,
      sessions_this_month: stats.sessionsThisMonth,
      decisions_made: stats.decisionsMade,
      created_at: org.createdAt.toISOString(),
      role,
      allowed_actions: actor.organizations.has(org.id) ? allowedActions(matrix, role) : [],
      can_administer: canInOrganization(actor, 'administer', org.id),
      permissions: matrix,
      email_enabled: deps.emailEnabled,
      pending_upgrade: upgrades.find((u) => u.status === 'pending')?.plan ?? null,
    };
  }

  return {
    /** Every account gets one at registration (guests too), with its holder as Admin. */
    async createPersonal(tx: Db, user: UserRow): Promise<OrganizationRow> {
      return createOrganizationRepository(tx).insert(
        { name: personalOrganizationName(user), personalOwnerId: user.id, plan: deps.defaultPlan },
        user.id,
      );
    },

    /**
     * Adds a member with this role in the caller's transaction (single sign-on's first sign-in
     * joins the organization's domain); false when they were one already.
     */
    addMember(tx: Db, organizationId: string, userId: string, role: OrgRole): Promise<boolean> {
      return createOrganizationRepository(tx).addMember(organizationId, userId, role);
    },

    /** A guest who registers keeps their organization; it takes their name if it had the guest one. */
    async renamePersonal(tx: Db, user: UserRow): Promise<void> {
      const repository = createOrganizationRepository(tx);
      const personal = await repository.findPersonal(user.id);
      if (personal && personal.name === 'My organization') {
        await repository.update(personal.id, { name: personalOrganizationName(user) });
      }
    },

    async list(actor: Actor): Promise<OrganizationSummary[]> {
      return (await organizations.listForUser(actor.user.id)).map(({ organization, role }) => ({
        id: organization.id,
        name: organization.name,
        plan: organization.plan,
        is_personal: organization.personalOwnerId !== null,
        role,
        allowed_actions: allowedActions(effectiveMatrix(organization.permissions), role),
      }));
    },

    async create(actor: Actor, body: Required<CreateOrganizationBody>): Promise<Organization> {
      const org = await db.transaction(async (tx) => {
        const created = await createOrganizationRepository(tx).insert(
          {
            name: body.name,
            industry: body.industry,
            defaultBoardType: body.default_board_type,
            plan: deps.defaultPlan,
          },
          actor.user.id,
        );
        await recordAudit(tx, auditorOf(actor), {
          organizationId: created.id,
          action: 'organization.created',
          targetType: 'organization',
          targetId: created.id,
          summary: `Created the organization ${created.name}`,
        });
        return created;
      });
      // The actor was loaded before this request made them Admin of the new organization.
      const withMembership: Actor = {
        ...actor,
        organizations: new Map([
          ...actor.organizations,
          [org.id, { role: 'admin', matrix: effectiveMatrix(null) }],
        ]),
      };
      return present(withMembership, org);
    },

    async get(actor: Actor, id: string): Promise<Organization> {
      return present(actor, await load(actor, id));
    },

    async update(actor: Actor, id: string, body: UpdateOrganizationBody): Promise<Organization> {
      const org = await load(actor, id, 'administer');
      const updated = await db.transaction(async (tx) => {
        const repository = createOrganizationRepository(tx);
        // Only values that differ count, so the trail records real changes.
        const changes = {
          ...(body.name !== undefined && body.name !== org.name ? { name: body.name } : {}),
          ...(body.industry !== undefined && body.industry !== org.industry
            ? { industry: body.industry }
            : {}),
          ...(body.default_board_type !== undefined && body.default_board_type !== org.defaultBoardType
            ? { defaultBoardType: body.default_board_type }
            : {}),
        };
        if (Object.keys(changes).length > 0) {
          await repository.update(org.id, changes);
          await recordAudit(tx, auditorOf(actor), {
            organizationId: org.id,
            action: 'organization.settings_changed',
            targetType: 'organization',
            targetId: org.id,
            summary: `Changed ${describeChanges([
              { label: 'name', before: org.name, after: changes.name ?? org.name },
              { label: 'industry', before: org.industry, after: changes.industry ?? org.industry },
              {
                label: 'default board type',
                before: org.defaultBoardType,
                after: changes.defaultBoardType ?? org.defaultBoardType,
              },
            ]).join('; ')}`,
          });
        }
        const matrix = body.permissions ? effectiveMatrix(body.permissions) : null;
        const before = effectiveMatrix(org.permissions);
        if (matrix && JSON.stringify(matrix) !== JSON.stringify(before)) {
          await repository.update(org.id, { permissions: matrix });
          await recordAudit(tx, auditorOf(actor), {
            organizationId: org.id,
            action: 'organization.permissions_changed',
            targetType: 'organization',
            targetId: org.id,
            // Only the actions whose roles changed, old → new.
            summary: describeChanges(
              Object.entries(matrix).map(([action, roles]) => ({
                label: action,
                before: (before[action as keyof typeof before] ?? []).join('/'),
                after: roles.join('/'),
              })),
            )
              .join('; ')
              .replaceAll('"', ''),
          });
        }
        return (await repository.findById(org.id))!;
      });
      const membership = actor.organizations.get(org.id)!;
      const refreshed: Actor = {
        ...actor,
        organizations: new Map([
          ...actor.organizations,
          [org.id, { ...membership, matrix: effectiveMatrix(updated.permissions) }],
        ]),
      };
      return present(refreshed, updated);
    },

    async members(actor: Actor, id: string): Promise<OrgMember[]> {
      const org = await load(actor, id);
      return (await organizations.members(org.id)).map((m) => ({
        user_id: m.userId,
        name: displayName(m),
        email: m.email,
        role: m.role,
        board_count: m.boardCount,
        last_active: m.lastActiveAt?.toISOString() ?? null,
        joined_at: m.joinedAt.toISOString(),
        can_hold_seat: !deps.emailEnabled || m.emailVerifiedAt !== null,
        email_bounce: m.emailBouncedAt
          ? { at: m.emailBouncedAt.toISOString(), reason: m.emailBounceReason ?? '' }
          : null,
      }));
    },

    async changeRole(actor: Actor, id: string, userId: string, role: OrgRole): Promise<OrgMember> {
      const org = await load(actor, id, 'manage_members');
      const member = isUuid(userId) ? await organizations.findMember(org.id, userId) : undefined;
      if (!member) throw notFound('Member not found');
      if (!canChangeRole(actor, org.id, member.role, role))
        throw forbidden('Only an Admin can change who is an Admin');
      await db.transaction(async (tx) => {
        const repository = createOrganizationRepository(tx);
        if (member.role === 'admin' && role !== 'admin' && (await repository.countAdmins(org.id)) <= 1)
          throw conflict(LAST_ADMIN);
        await repository.setRole(org.id, userId, role);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: org.id,
          action: 'member.role_changed',
          targetType: 'user',
          targetId: userId,
          summary: `${member.email ?? userId}: ${member.role} → ${role}`,
        });
      });
      return (await this.members(actor, org.id)).find((m) => m.user_id === userId)!;
    },

    /** Removes a member (or lets a member leave): their board memberships and seats go with them. */
    async removeMember(actor: Actor, id: string, userId: string): Promise<void> {
      const org = await load(actor, id);
      const self = userId === actor.user.id;
      if (!self && !canInOrganization(actor, 'manage_members', org.id)) throw forbidden();
      const member = isUuid(userId) ? await organizations.findMember(org.id, userId) : undefined;
      if (!member) throw notFound('Member not found');
      if (!self && !canChangeRole(actor, org.id, member.role, null))
        throw forbidden('Only an Admin can remove an Admin');
      if (org.personalOwnerId === userId)
        throw conflict('This is their personal organization: its owner cannot be removed from it');
      await db.transaction(async (tx) => {
        const repository = createOrganizationRepository(tx);
        if (member.role === 'admin' && (await repository.countAdmins(org.id)) <= 1)
          throw conflict(LAST_ADMIN);
        await repository.removeMember(org.id, userId);
        // Removed by someone else: every session of theirs ends, so a tab still open on the
        // organization's pages is signed out within seconds (its stream is woken by the database).
        const ended = self ? 0 : await endSignInSessions(tx, userId, new Date(), 'removed_from_organization');
        await recordAudit(tx, auditorOf(actor), {
          organizationId: org.id,
          action: 'member.removed',
          targetType: 'user',
          targetId: userId,
          summary: self
            ? `${member.email ?? userId} left the organization`
            : `Removed ${member.email ?? userId}; ${ended} session(s) ended`,
        });
      });
    },

    /**
     * Deletes an organization with everything in it (boards, sessions, meetings, minutes, papers):
     * an Admin, after re-authentication and its name typed out. A personal organization goes only
     * with its account. Its own trail goes with it, so the platform's trail records the deletion.
     */
    async remove(identity: Identity, id: string, body: DeleteOrganizationBody): Promise<void> {
      const org = await load(identity.actor, id, 'administer');
      if (org.personalOwnerId) throw conflict(DELETE_ORGANIZATION_MESSAGES.personal);
      if (body.confirmation.trim().toLowerCase() !== org.name.trim().toLowerCase())
        throw unprocessable(DELETE_ORGANIZATION_MESSAGES.mismatch);
      await deps.reauth(identity, body.current_password);
      await db.transaction(async (tx) => {
        await createOrganizationRepository(tx).deleteById(org.id);
        await recordAudit(tx, auditorOf(identity.actor), {
          action: 'organization.deleted',
          targetType: 'organization',
          targetId: org.id,
          summary: `Deleted the organization ${org.name} with its boards`,
        });
      });
    },

    async audit(
      actor: Actor,
      id: string,
      query: { action?: string | undefined; actor_id?: string | undefined; page: number; page_size: number },
    ): Promise<AuditPage> {
      const org = await load(actor, id, 'administer');
      if (query.actor_id && !isUuid(query.actor_id))
        return { events: [], total: 0, page: query.page, page_size: query.page_size };
      const { events, total } = await listAudit(db, {
        organizationId: org.id,
        action: query.action,
        actorId: query.actor_id,
        page: query.page,
        pageSize: query.page_size,
      });
      return { events, total, page: query.page, page_size: query.page_size };
    },

    async requestUpgrade(
      actor: Actor,
      id: string,
      plan: string,
      note: string | null,
    ): Promise<UpgradeRequest> {
      const org = await load(actor, id, 'manage_billing');
      if (plan === org.plan)
        throw unprocessable(`This organization is already on the ${planOf(plan).name} plan`);
      const pending = (await organizations.listUpgradeRequests(org.id)).find((r) => r.status === 'pending');
      if (pending)
        throw conflict(`An upgrade to ${planOf(pending.plan).name} is already waiting for approval`);
      const row = await db.transaction(async (tx) => {
        const created = await createOrganizationRepository(tx).insertUpgradeRequest({
          organizationId: org.id,
          plan,
          note,
          requestedBy: actor.user.id,
        });
        await recordAudit(tx, auditorOf(actor), {
          organizationId: org.id,
          action: 'organization.upgrade_requested',
          targetType: 'organization',
          targetId: org.id,
          summary: `Requested the ${planOf(plan).name} plan`,
        });
        return created;
      });
      return presentUpgrade(row, actor.user.email);
    },

    async upgradeRequests(actor: Actor, id: string): Promise<UpgradeRequest[]> {
      const org = await load(actor, id, 'manage_billing');
      return (await organizations.listUpgradeRequests(org.id)).map((r) => presentUpgrade(r, null));
    },
  };
}

function presentUpgrade(
  row: {
    id: string;
    plan: string;
    status: 'pending' | 'granted' | 'declined';
    note: string | null;
    requestedBy: string | null;
    createdAt: Date;
  },
  requester: string | null,
): UpgradeRequest {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    note: row.note,
    requested_by: requester ?? row.requestedBy,
    created_at: row.createdAt.toISOString(),
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
