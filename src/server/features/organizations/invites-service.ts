// Invitations: single-use tokens that expire after a week. Sent by e-mail when SMTP is set;
// otherwise the link goes back to the inviter to pass on. Accepting joins the organization with
// the invited role, the chosen boards and any human seat kept for the invitation.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type CreateInvitesResponse,
  INVITE_TTL_DAYS,
  type Invite,
  type InvitePreview,
  planOf,
} from '../../../contracts/organizations.ts';
import { type OrgRole, ROLE_LABELS } from '../../../contracts/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { type Actor, type BoardRef, canInOrganization, canOnBoard } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import { notifyInvited, type UserWake } from '../notifications/notify.ts';
import { createAccountTwoFactor } from '../two-factor/requirement-of-account.ts';
import { loadOrganization } from './access.ts';
import { createInviteRepository, type InviteRow } from './invites-repository.ts';
import { createOrganizationRepository, type OrganizationRow } from './repository.ts';

/** What invitations need of boards (the boards feature's, handed in by app.ts). */
export interface InviteBoards {
  findById(id: string): Promise<BoardRef | undefined>;
  /** Makes the new member a member of the boards the invitation named, in the acceptance's transaction. */
  addMembers(tx: Db, boardIds: string[], userId: string, organizationId: string): Promise<void>;
}

export interface InviteServiceDeps {
  db: Db;
  boards: InviteBoards;
  mailer: Mailer;
  publicUrl: string;
  wakeUsers: UserWake;
}

const INVITE_NOT_FOUND = 'Invitation not found';
const isEmail = (value: string) => z.email().safeParse(value).success;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const TWO_FACTOR_FIRST =
  'This organization requires two-factor authentication: turn it on or add a passkey in Settings → Security, then open the link again.';

export function createInviteService(deps: InviteServiceDeps) {
  const { db, mailer, boards } = deps;
  const organizations = createOrganizationRepository(db);
  const invites = createInviteRepository(db);
  const accounts = createAccountDirectory(db);

  const linkFor = (token: string) => `${deps.publicUrl}/invite/${token}`;

  /** Someone who already has an account hears of the invitation in the app as well. */
  async function notifyAccountHolder(
    tx: Db,
    org: OrganizationRow,
    actor: Actor,
    row: InviteRow,
    token: string,
  ) {
    const account = await createAccountDirectory(tx).findUserByEmail(row.email);
    // With e-mail on, the link in the notice is the one e-mailed, and accepting it proves the
    // address: only an account that already proved it may see it in the app (ADR 27).
    if (!account || (mailer.enabled && !account.emailVerifiedAt)) return [];
    return notifyInvited(tx, {
      userId: account.id,
      organizationName: org.name,
      roleLabel: ROLE_LABELS[row.role],
      invitedBy: actor.user.fullName?.trim() || actor.user.email || actor.user.username,
      token,
    });
  }

  async function loadToInvite(actor: Actor, id: string): Promise<OrganizationRow> {
    return loadOrganization(organizations, actor, id, 'invite_members');
  }

  function present(row: InviteRow, inviter: string | null, link: string | null): Invite {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      board_ids: row.boardIds,
      invited_by: inviter,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      last_sent_at: row.lastSentAt.toISOString(),
      link,
    };
  }

  /** E-mails the link when e-mail is on; otherwise hands it back for the inviter to share. */
  async function deliver(
    org: OrganizationRow,
    actor: Actor,
    row: InviteRow,
    token: string,
  ): Promise<string | null> {
    const link = linkFor(token);
    if (!mailer.enabled) return link;
    const inviter = actor.user.fullName ?? actor.user.email ?? 'A colleague';
    try {
      await mailer.send({
        to: row.email,
        subject: `${inviter} invited you to ${org.name} on Boardwise`,
        text: [
          `${inviter} invited you to join ${org.name} on Boardwise as ${ROLE_LABELS[row.role]}.`,
          '',
          `Accept the invitation: ${link}`,
          '',
          `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
        ].join('\n'),
      });
    } catch {
      throw new AppError(
        502,
        `The invitation to ${row.email} was saved but the e-mail could not be sent. Try Resend.`,
      );
    }
    await invites.markEmailed(row.id, hashToken(token));
    return null;
  }

  return {
    async list(actor: Actor, organizationId: string): Promise<Invite[]> {
      const org = await loadToInvite(actor, organizationId);
      return (await invites.listOpen(org.id)).map((r) => present(r.invite, r.inviter, null));
    },

    async create(
      actor: Actor,
      organizationId: string,
      body: { emails: string[]; role: OrgRole; board_ids: string[] },
    ): Promise<CreateInvitesResponse> {
      const org = await loadToInvite(actor, organizationId);
      // Only an Admin may invite an Admin: inviting must not grant more than the inviter holds.
      if (body.role === 'admin' && !canInOrganization(actor, 'administer', org.id))
        throw forbidden('Only an Admin can invite an Admin');
      const boardIds = [...new Set(body.board_ids)];
      for (const id of boardIds) {
        const board = isUuid(id) ? await boards.findById(id) : undefined;
        if (!board || board.organizationId !== org.id || !canOnBoard(actor, 'read', board))
          throw unprocessable('Choose boards of this organization');
      }
      const plan = planOf(org.plan);
      const seats = await organizations.seatCounts(org.id);
      let seatsLeft = plan.seats - seats.members - seats.pending;
      const rejected: CreateInvitesResponse['rejected'] = [];
      const accepted: string[] = [];
      for (const raw of body.emails.map((e) => e.trim()).filter(Boolean)) {
        const email = raw.toLowerCase();
        if (!isEmail(email)) rejected.push({ email: raw, reason: 'Not an e-mail address' });
        else if (accepted.includes(email)) continue;
        else if (await organizations.findMemberByEmail(org.id, email))
          rejected.push({ email: raw, reason: 'Already a member of this organization' });
        else if (await invites.findOpenByEmail(org.id, email))
          rejected.push({ email: raw, reason: 'Already invited: use Resend' });
        else if (seatsLeft <= 0)
          rejected.push({
            email: raw,
            reason: `The ${plan.name} plan has ${plan.seats} seats and all are taken (members and open invitations)`,
          });
        else {
          accepted.push(email);
          seatsLeft -= 1;
        }
      }
      const notified: string[] = [];
      const created = await db.transaction(async (tx) => {
        const rows: { row: InviteRow; token: string }[] = [];
        for (const email of accepted) {
          const token = randomBytes(32).toString('base64url');
          const row = await createInviteRepository(tx).insert({
            organizationId: org.id,
            email,
            role: body.role,
            boardIds,
            tokenHash: hashToken(token),
            invitedBy: actor.user.id,
            expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
          });
          await recordAudit(tx, auditorOf(actor), {
            organizationId: org.id,
            action: 'invite.sent',
            targetType: 'invite',
            targetId: row.id,
            summary: `Invited ${email} as ${ROLE_LABELS[body.role]}`,
          });
          notified.push(...(await notifyAccountHolder(tx, org, actor, row, token)));
          rows.push({ row, token });
        }
        return rows;
      });
      deps.wakeUsers(notified);
      const invited: Invite[] = [];
      for (const { row, token } of created) {
        invited.push(present(row, actor.user.email, await deliver(org, actor, row, token)));
      }
      return {
        invited,
        rejected,
        email_sent: mailer.enabled && invited.length > 0,
        message:
          invited.length > 0 ? `Invitations sent to ${invited.length} member(s)` : 'No invitations were sent',
      };
    },

    /** A fresh token (the old link stops working), sent again or handed back. */
    async resend(actor: Actor, organizationId: string, inviteId: string): Promise<Invite> {
      const org = await loadToInvite(actor, organizationId);
      const row = isUuid(inviteId) ? await invites.findInOrganization(org.id, inviteId) : undefined;
      if (!row || row.acceptedAt || row.revokedAt) throw notFound(INVITE_NOT_FOUND);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const values = {
        tokenHash: hashToken(token),
        emailedAt: null,
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000),
      };
      const updated = { ...row, ...values };
      const notified = await db.transaction(async (tx) => {
        await createInviteRepository(tx).update(row.id, values);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: org.id,
          action: 'invite.resent',
          targetType: 'invite',
          targetId: row.id,
          summary: `Resent the invitation to ${row.email}`,
        });
        return notifyAccountHolder(tx, org, actor, updated, token);
      });
      deps.wakeUsers(notified);
      return present(updated, actor.user.email, await deliver(org, actor, updated, token));
    },

    async revoke(actor: Actor, organizationId: string, inviteId: string): Promise<void> {
      const org = await loadToInvite(actor, organizationId);
      const row = isUuid(inviteId) ? await invites.findInOrganization(org.id, inviteId) : undefined;
      if (!row || row.acceptedAt || row.revokedAt) throw notFound(INVITE_NOT_FOUND);
      await auditedChange(
        db,
        actor,
        async (tx) => {
          const repository = createInviteRepository(tx);
          await repository.update(row.id, { revokedAt: new Date() });
          await repository.releaseReservedSeats(row.id);
        },
        () => ({
          organizationId: org.id,
          action: 'invite.revoked',
          targetType: 'invite',
          targetId: row.id,
          summary: `Revoked the invitation to ${row.email}`,
        }),
      );
    },

    /** What the accept page shows; the token itself is the secret, so no account is needed. */
    async preview(token: string): Promise<InvitePreview> {
      const found = token.length <= 100 ? await invites.findByTokenHash(hashToken(token)) : undefined;
      if (!found) throw notFound(INVITE_NOT_FOUND);
      const { invite } = found;
      return {
        organization_name: found.organizationName,
        email: invite.email,
        role: invite.role,
        invited_by: found.inviterName ?? found.inviterEmail,
        expires_at: invite.expiresAt.toISOString(),
        status: invite.acceptedAt
          ? 'accepted'
          : invite.revokedAt
            ? 'revoked'
            : invite.expiresAt.getTime() <= Date.now()
              ? 'expired'
              : 'pending',
        has_account: (await accounts.findUserByEmail(invite.email)) !== undefined,
      };
    },

    async accept(actor: Actor, token: string): Promise<{ organization_id: string; message: string }> {
      const found = token.length <= 100 ? await invites.findByTokenHash(hashToken(token)) : undefined;
      if (!found) throw notFound(INVITE_NOT_FOUND);
      const { invite } = found;
      if (invite.acceptedAt) throw conflict('This invitation has already been used');
      if (invite.revokedAt) throw conflict('This invitation was revoked');
      if (invite.expiresAt.getTime() <= Date.now())
        throw conflict('This invitation has expired. Ask for a new one.');
      // The link is a bearer secret sent to one address: only that account may use it.
      if (actor.user.email?.toLowerCase() !== invite.email)
        throw forbidden(
          `This invitation was sent to ${invite.email}. Sign in with that address to accept it.`,
        );
      // An organization requiring two-factor is joined only by accounts that have it (ADR 30).
      const twoFactor = createAccountTwoFactor(db);
      if (
        (await twoFactor.requiredIn(invite.organizationId)) &&
        !(await twoFactor.hasSecondFactor(actor.user.id))
      )
        throw conflict(TWO_FACTOR_FIRST);
      await db.transaction(async (tx) => {
        const memberships = createOrganizationRepository(tx);
        const repository = createInviteRepository(tx);
        await repository.update(invite.id, { acceptedAt: new Date(), acceptedBy: actor.user.id });
        // The link reached the address by e-mail and was followed by its account: it is proven.
        if (invite.emailedAt && !actor.user.emailVerifiedAt)
          await createAccountDirectory(tx).markEmailVerified(actor.user.id, new Date());
        const joined = await memberships.addMember(invite.organizationId, actor.user.id, invite.role);
        await boards.addMembers(tx, invite.boardIds, actor.user.id, invite.organizationId);
        await repository.giveReservedSeats(invite.id, actor.user.id);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: invite.organizationId,
          action: 'invite.accepted',
          targetType: 'invite',
          targetId: invite.id,
          summary: joined
            ? `${invite.email} joined as ${ROLE_LABELS[invite.role]}`
            : `${invite.email} accepted (already a member)`,
        });
      });
      return { organization_id: invite.organizationId, message: `You joined ${found.organizationName}` };
    },
  };
}
export type InviteService = ReturnType<typeof createInviteService>;
