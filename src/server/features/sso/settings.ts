// An organization's single sign-on settings, kept by its Admins after re-authentication: the
// identity provider (issuer, client id, client secret sealed like provider keys), the e-mail
// domain it serves — proven by an address at that domain following an e-mailed link — whether
// password sign-in is refused for that domain, and the role of members who join by signing in.
import {
  DOMAIN_PROOF_TTL_HOURS,
  SSO_REQUIRED,
  type SsoSettings,
  type SsoSettingsBody,
} from '../../../contracts/sso.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, notFound, uniqueViolation, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { keyHint, lastFour, type SecretBox } from '../../lib/secret-box.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { Actor } from '../../policy.ts';
import type { Background } from '../account/mail-delivery.ts';
import { noEmail } from '../account/mail-delivery.ts';
import type { Reauth } from '../account/reauth.ts';
import { hashLinkToken, newLinkToken } from '../account/secret-links.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { loadOrganization } from '../organizations/access.ts';
import { createOrganizationRoster } from '../organizations/roster.ts';
import type { DomainTxt } from './domain-txt.ts';
import { createSsoRepository, type SsoSettingsRow } from './repository.ts';

export const SECRET_REQUIRED = 'Enter the client secret';
export const VERIFY_DOMAIN_FIRST = 'Verify the domain before making single sign-on mandatory';
export const NOT_CONFIGURED = 'Single sign-on is not set up for this organization';
export const ADDRESS_NOT_AT_DOMAIN = 'Use an address at the domain being verified';
export const DOMAIN_ALREADY_VERIFIED = 'The domain is already verified';
export const DOMAIN_TAKEN = 'Another organization has already verified this domain';
export const DOMAIN_LINK_INVALID =
  'This link is not valid: it was used, has expired or was replaced by a newer one. Ask your Admin for a new link.';

export const DNS_UNREACHABLE = 'The DNS servers could not be asked. Try again in a few minutes.';
export const txtRecordMissing = (name: string) =>
  `No TXT record with the value shown was found at ${name}. DNS changes can take a while to appear: try again later.`;

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export interface SsoSettingsDeps {
  db: Db;
  /** Seals client secrets; a key of its own, apart from provider keys and two-factor secrets. */
  box: SecretBox;
  mailer: Mailer;
  publicUrl: string;
  redirectUri: string;
  now: () => Date;
  reauth: Reauth;
  background: Background;
  /** The DNS TXT proof of the domain. */
  txt: DomainTxt;
}

export function createSsoSettings(deps: SsoSettingsDeps) {
  const { db, now } = deps;
  const repository = createSsoRepository(db);

  /** The organization if the actor administers it; a stranger learns nothing (404). */
  async function administered(actor: Actor, organizationId: string) {
    return loadOrganization(createOrganizationRoster(db), actor, organizationId, 'administer');
  }

  function toSettings(row: SsoSettingsRow | undefined): SsoSettings {
    const proofLive = row?.domainProofExpiresAt && row.domainProofExpiresAt.getTime() > now().getTime();
    return {
      configured: row !== undefined,
      issuer: row?.issuer ?? null,
      client_id: row?.clientId ?? null,
      client_secret_hint: keyHint(row?.clientSecretLast4 ?? null),
      domain: row?.domain ?? null,
      domain_verified_at: row?.domainVerifiedAt?.toISOString() ?? null,
      verification_sent_to: proofLive ? (row?.domainProofEmail ?? null) : null,
      mandatory: row?.mandatoryAt != null,
      default_role: row?.defaultRole ?? 'member',
      redirect_uri: deps.redirectUri,
      dns_record:
        row && !row.domainVerifiedAt
          ? {
              name: deps.txt.recordName(row.domain),
              value: deps.txt.expectedValue(row.organizationId, row.domain),
            }
          : null,
    };
  }

  /** The domain is proven for the organization (one verified owner per domain: else 409). */
  async function markVerified(
    organizationId: string,
    summary: string,
    auditor: Parameters<typeof recordAudit>[1],
  ) {
    try {
      await inTransaction(db, async (tx) => {
        if (!(await createSsoRepository(tx).markDomainVerified(organizationId, now())))
          throw conflict(DOMAIN_ALREADY_VERIFIED);
        await recordAudit(tx, auditor, {
          organizationId,
          action: 'organization.sso_domain_verified',
          targetType: 'organization',
          targetId: organizationId,
          summary,
        });
      });
    } catch (error) {
      if (uniqueViolation(error)) throw conflict(DOMAIN_TAKEN);
      throw error;
    }
  }

  return {
    async get(actor: Actor, organizationId: string): Promise<SsoSettings> {
      const org = await administered(actor, organizationId);
      return toSettings(await repository.findSettings(org.id));
    },

    async save(identity: Identity, organizationId: string, body: SsoSettingsBody): Promise<SsoSettings> {
      const org = await administered(identity.actor, organizationId);
      await deps.reauth.require(identity, body.current_password);
      const existing = await repository.findSettings(org.id);
      if (!existing && body.client_secret === undefined) throw unprocessable(SECRET_REQUIRED);
      const sameDomain = existing?.domain === body.domain;
      const verifiedAt = sameDomain ? (existing?.domainVerifiedAt ?? null) : null;
      if (body.mandatory && !verifiedAt) throw conflict(VERIFY_DOMAIN_FIRST);
      const at = now();
      await inTransaction(db, async (tx) => {
        await createSsoRepository(tx).upsertSettings({
          organizationId: org.id,
          issuer: body.issuer,
          clientId: body.client_id,
          clientSecretSealed:
            body.client_secret !== undefined
              ? deps.box.seal(body.client_secret)
              : existing!.clientSecretSealed,
          clientSecretLast4:
            body.client_secret !== undefined ? lastFour(body.client_secret) : existing!.clientSecretLast4,
          domain: body.domain,
          domainVerifiedAt: verifiedAt,
          // A new domain starts unproven: a link sent for the old one proves nothing of it.
          ...(sameDomain
            ? {}
            : { domainProofHash: null, domainProofEmail: null, domainProofExpiresAt: null }),
          mandatoryAt: body.mandatory ? (existing?.mandatoryAt ?? at) : null,
          defaultRole: body.default_role,
          updatedAt: at,
          updatedBy: identity.user.id,
        });
        await recordAudit(tx, auditorOf(identity.actor), {
          organizationId: org.id,
          action: 'organization.sso_changed',
          targetType: 'organization',
          targetId: org.id,
          summary: `Single sign-on through ${body.issuer} for ${body.domain}${body.mandatory ? ', mandatory' : ''}; new members join as ${body.default_role}${body.client_secret !== undefined ? '; client secret replaced' : ''}`,
        });
      });
      return toSettings(await repository.findSettings(org.id));
    },

    async remove(identity: Identity, organizationId: string, password: string | undefined): Promise<void> {
      const org = await administered(identity.actor, organizationId);
      await deps.reauth.require(identity, password);
      if (!(await repository.findSettings(org.id))) throw notFound(NOT_CONFIGURED);
      await inTransaction(db, async (tx) => {
        await createSsoRepository(tx).deleteSettings(org.id);
        await recordAudit(tx, auditorOf(identity.actor), {
          organizationId: org.id,
          action: 'organization.sso_removed',
          targetType: 'organization',
          targetId: org.id,
          summary: 'Turned single sign-on off; members sign in with their passwords',
        });
      });
    },

    /** E-mails a link to an address at the domain; following it proves the domain. */
    async sendDomainProof(
      identity: Identity,
      organizationId: string,
      email: string,
      password: string | undefined,
    ): Promise<SsoSettings> {
      const org = await administered(identity.actor, organizationId);
      await deps.reauth.require(identity, password);
      if (!deps.mailer.enabled) throw noEmail();
      const settings = await repository.findSettings(org.id);
      if (!settings) throw conflict(NOT_CONFIGURED);
      if (settings.domainVerifiedAt) throw conflict(DOMAIN_ALREADY_VERIFIED);
      const address = email.toLowerCase();
      if (domainOf(address) !== settings.domain) throw unprocessable(ADDRESS_NOT_AT_DOMAIN);
      const token = newLinkToken();
      const expiresAt = new Date(now().getTime() + DOMAIN_PROOF_TTL_HOURS * 3_600_000);
      await inTransaction(db, async (tx) => {
        await createSsoRepository(tx).setDomainProof(org.id, hashLinkToken(token), address, expiresAt);
        await recordAudit(tx, auditorOf(identity.actor), {
          organizationId: org.id,
          action: 'organization.sso_domain_proof_sent',
          targetType: 'organization',
          targetId: org.id,
          summary: `Sent a link to ${address} to prove ${settings.domain}`,
        });
      });
      deps.background(`domain proof to ${address}`, () =>
        deps.mailer.send({
          to: address,
          subject: `Confirm ${settings.domain} for single sign-on on Boardwise`,
          text: [
            `${identity.user.email ?? identity.user.username} asked Boardwise to let people at ${settings.domain} sign in to "${org.name}" through its identity provider.`,
            '',
            `If your organization wants this, confirm: ${deps.publicUrl}/sso/verify-domain/${token}`,
            '',
            `The link works once, for ${DOMAIN_PROOF_TTL_HOURS} hours. If you did not expect it, ignore this message.`,
          ].join('\n'),
        }),
      );
      return toSettings(await repository.findSettings(org.id));
    },

    /** Looks for the TXT record now: found, the domain is proven for the organization. */
    async checkDomainTxt(
      identity: Identity,
      organizationId: string,
      password: string | undefined,
    ): Promise<SsoSettings> {
      const org = await administered(identity.actor, organizationId);
      await deps.reauth.require(identity, password);
      const settings = await repository.findSettings(org.id);
      if (!settings) throw conflict(NOT_CONFIGURED);
      if (settings.domainVerifiedAt) throw conflict(DOMAIN_ALREADY_VERIFIED);
      const name = deps.txt.recordName(settings.domain);
      const found = await deps.txt.lookup(name, deps.txt.expectedValue(org.id, settings.domain));
      if (found === 'unreachable') throw new AppError(502, DNS_UNREACHABLE);
      if (found === 'absent') throw conflict(txtRecordMissing(name));
      await markVerified(
        org.id,
        `Proved ${settings.domain} for single sign-on by its DNS TXT record`,
        auditorOf(identity.actor),
      );
      return toSettings(await repository.findSettings(org.id));
    },

    /** The link from the e-mail: the domain is proven for the organization that asked. */
    async confirmDomainProof(token: string, ip: string | null): Promise<{ domain: string; message: string }> {
      try {
        return await inTransaction(db, async (tx) => {
          const row = await createSsoRepository(tx).spendDomainProof(hashLinkToken(token), now());
          if (!row) throw new AppError(400, DOMAIN_LINK_INVALID);
          await recordAudit(
            tx,
            { actorId: null, actorEmail: row.domainProofEmail, ip },
            {
              organizationId: row.organizationId,
              action: 'organization.sso_domain_verified',
              targetType: 'organization',
              targetId: row.organizationId,
              summary: `${row.domainProofEmail} proved ${row.domain} for single sign-on`,
            },
          );
          return {
            domain: row.domain,
            message: `${row.domain} is verified: its people can sign in with SSO.`,
          };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(DOMAIN_TAKEN);
        throw error;
      }
    },

    /** Password sign-in refused for an address whose domain makes single sign-on mandatory. */
    async passwordRefusal(email: string): Promise<string | null> {
      const row = await repository.findByVerifiedDomain(domainOf(email));
      return row?.mandatoryAt ? SSO_REQUIRED : null;
    },

    /** The provider settings with the secret opened, for a sign-in. */
    openSecret(row: SsoSettingsRow) {
      return {
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecret: deps.box.open(row.clientSecretSealed),
      };
    },
  };
}
export type SsoSettingsService = ReturnType<typeof createSsoSettings>;
