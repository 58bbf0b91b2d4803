// Reading an organization's audit trail, as its Admin does.
import type { AuditPage } from '../../contracts/organizations.ts';
import type { App } from '../app.ts';
import type { Actor } from './factories.ts';

/** The summaries of the trail's latest events (up to 50) of one action, newest first. */
export async function auditSummaries(app: App, actor: Actor, organizationId: string, action: string) {
  const page = (
    await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}/audit?page_size=50`,
      headers: actor.headers,
    })
  ).json() as AuditPage;
  return page.events.filter((e) => e.action === action).map((e) => e.summary);
}
