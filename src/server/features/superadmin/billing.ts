// Billing for the platform: every organization's plan and seats, the upgrade requests their
// Admins sent from Settings, and the super-admin's decisions (grant, decline, set a plan), each
// written to the organization's audit trail with the change itself.
import { type PlanId, planOf } from '../../../contracts/organizations.ts';
import type { BillingRow } from '../../../contracts/superadmin.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, isUuid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBillingRepository } from './billing-repository.ts';
import { createDirectoryRepository } from './directory-repository.ts';

export function createBilling(db: Db) {
  const directory = createDirectoryRepository(db);
  const billing = createBillingRepository(db);

  return {
    async list(): Promise<{ organizations: BillingRow[] }> {
      const rows = await directory.billing();
      return {
        organizations: rows.map((r) => ({
          organization_id: r.organization_id,
          organization_name: r.organization_name,
          plan: planOf(r.plan).id,
          plan_name: planOf(r.plan).name,
          seats_used: r.members + r.pending,
          seats_total: planOf(r.plan).seats,
          pending_request: r.request_id
            ? {
                id: r.request_id,
                plan: r.request_plan!,
                note: r.request_note,
                requested_by: r.requested_by,
                created_at: r.requested_at!,
              }
            : null,
        })),
      };
    },

    async decide(actor: Actor, requestId: string, decision: 'grant' | 'decline') {
      const request = isUuid(requestId) ? await billing.findRequest(requestId) : undefined;
      if (!request) throw notFound('Upgrade request not found');
      if (request.status !== 'pending') throw conflict(`This request was already ${request.status}`);
      await inTransaction(db, async (tx) => {
        const writes = createBillingRepository(tx);
        const status = decision === 'grant' ? 'granted' : 'declined';
        if (!(await writes.decideRequest(request.id, status, actor.user.id)))
          throw conflict('This request was decided meanwhile');
        if (decision === 'grant') await writes.setPlan(request.organizationId, request.plan);
        await recordAudit(tx, auditorOf(actor), {
          organizationId: request.organizationId,
          action: decision === 'grant' ? 'organization.upgrade_granted' : 'organization.upgrade_declined',
          targetType: 'organization',
          targetId: request.organizationId,
          summary: `${decision === 'grant' ? 'Granted' : 'Declined'} the upgrade to the ${planOf(request.plan).name} plan`,
        });
      });
    },

    async setPlan(actor: Actor, organizationId: string, plan: PlanId) {
      const org = isUuid(organizationId) ? await billing.findOrganization(organizationId) : undefined;
      if (!org) throw notFound('Organization not found');
      if (org.plan === plan) return;
      await auditedChange(
        db,
        actor,
        (tx) => createBillingRepository(tx).setPlan(org.id, plan),
        () => ({
          organizationId: org.id,
          action: 'organization.plan_changed',
          targetType: 'organization',
          targetId: org.id,
          summary: `Changed the plan from ${planOf(org.plan).name} to ${planOf(plan).name}`,
        }),
      );
    },
  };
}
