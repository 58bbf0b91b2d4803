// Account and two-factor act in organizations — an Admin ends a member's sessions, removes a
// member's lost factors, requires two-factor — yet sit below the organizations feature, so they
// declare what they ask of it here and app.ts hands in the organizations' answer
// (organizations/checks.ts). A refusal is thrown the organizations' way: 404 for an organization
// or member the actor may not see, 403 for one they see but may not administer.
import type { Actor } from '../../policy.ts';

export interface OrganizationChecks {
  /** The organization, when the actor sees it. */
  visible(actor: Actor, organizationId: string): Promise<{ id: string }>;
  /** A member of an organization the actor administers, with the address the audit names. */
  administeredMember(
    actor: Actor,
    organizationId: string,
    userId: string,
  ): Promise<{ organizationId: string; email: string | null }>;
}
