// Reading an organization's audit trail, as its Admin does.
import type { AuditPage } from '../../contracts/organizations.ts';
import type { App } from '../app.ts';
import { callAs } from './api.ts';
import type { Actor } from './factories.ts';

/** A page of the trail, newest first; `query` as the web app sends it (`page_size=50`, `action=…`). */
export async function auditPage(app: App, actor: Actor, organizationId: string, query = 'page_size=50') {
  return (
    await callAs(app, actor, 'GET', `/organizations/${organizationId}/audit?${query}`)
  ).json() as AuditPage;
}

/** The summaries of the trail's latest events (up to 50) of one action, newest first. */
export async function auditSummaries(app: App, actor: Actor, organizationId: string, action: string) {
  const page = await auditPage(app, actor, organizationId);
  return page.events.filter((e) => e.action === action).map((e) => e.summary);
}
