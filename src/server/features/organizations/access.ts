// Loading an organization on behalf of an actor: the one place a feature turns an organization id
// into one the caller may act on (as boards/access.ts does for boards). One the caller may not see
// is not found (404); one they see but may not act on this way is forbidden (403).
import { forbidden, isUuid, notFound } from '../../lib/errors.ts';
import { type Actor, canInOrganization, seesOrganization } from '../../policy.ts';
import type { OrganizationRow } from './repository.ts';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

export type OrganizationAccess = Parameters<typeof canInOrganization>[1];

export interface OrganizationCheck {
  /**
   * 'members': only its members see it. The super-admin reads every organization for support,
   * but is not shown one to create boards or templates in.
   */
  seenBy?: 'viewers' | 'members';
  /** The 403's detail, when the action is refused. */
  forbiddenMessage?: string;
}

/** The organization's id, when the actor sees it and may act on it this way; else 404 or 403. */
export function checkOrganization(
  actor: Actor,
  id: string,
  access: OrganizationAccess = 'view',
  check: OrganizationCheck = {},
): string {
  if (!isUuid(id) || !seesOrganization(actor, id, check.seenBy ?? 'viewers'))
    throw notFound(ORGANIZATION_NOT_FOUND);
  if (access !== 'view' && !canInOrganization(actor, access, id)) throw forbidden(check.forbiddenMessage);
  return id;
}

/** Reads the organization (through the caller's repository), then checks it like checkOrganization. */
export async function loadOrganization(
  organizations: { findById(id: string): Promise<OrganizationRow | undefined> },
  actor: Actor,
  id: string,
  access: OrganizationAccess = 'view',
  check: OrganizationCheck = {},
): Promise<OrganizationRow> {
  const org = isUuid(id) ? await organizations.findById(id) : undefined;
  if (!org) throw notFound(ORGANIZATION_NOT_FOUND);
  checkOrganization(actor, org.id, access, check);
  return org;
}
