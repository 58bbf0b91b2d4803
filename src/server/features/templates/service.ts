// Templates: built-ins, an organization's custom templates (created, edited, shared on the
// marketplace, deleted by those allowed to manage templates), and the marketplace itself.
import { randomBytes } from 'node:crypto';
import type { Template, TemplateBody } from '../../../contracts/boards.ts';
import { checkSeatWeights } from '../../../contracts/weights.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import { type Actor, canOnTemplate } from '../../policy.ts';
import { type AuditAction, auditedChange } from '../audit/audit-log.ts';
import { checkOrganization } from '../organizations/access.ts';
import { presentTemplate } from './presenter.ts';
import { createTemplateRepository, type TemplateRow } from './repository.ts';

const TEMPLATE_NOT_FOUND = 'Template not found';
type Seats = TemplateBody['positions'];

function checkSeats(seats: Seats): { key: string; title: string; weight: number; type: 'AI' | 'Human' }[] {
  if (seats.length < 2) throw unprocessable('Select at least 2 board members');
  if (seats.length > 10) throw unprocessable('Maximum 10 board members allowed');
  const problem = checkSeatWeights(seats.map((s) => s.weight * 100));
  if (problem) throw unprocessable(problem.message);
  if (new Set(seats.map((s) => s.key)).size !== seats.length)
    throw unprocessable('Each position can be on a template once');
  return seats.map((s) => ({ key: s.key, title: s.title, weight: s.weight, type: s.type ?? 'AI' }));
}

export function createTemplateService(db: Db) {
  const templates = createTemplateRepository(db);

  async function loadManaged(actor: Actor, id: string): Promise<TemplateRow> {
    const row = isUuid(id) ? await templates.findById(id) : undefined;
    if (!row || !canOnTemplate(actor, 'read', row) || row.isBuiltin) throw notFound(TEMPLATE_NOT_FOUND);
    if (!canOnTemplate(actor, 'manage', row)) throw forbidden('Your role cannot manage this template');
    return row;
  }

  const templateEvent = (
    id: string,
    organizationId: string | null,
    action: AuditAction,
    summary: string,
  ) => ({
    organizationId,
    action,
    targetType: 'template',
    targetId: id,
    summary,
  });

  async function audited(
    actor: Actor,
    row: TemplateRow,
    action: AuditAction,
    summary: string,
    change: (repository: ReturnType<typeof createTemplateRepository>) => Promise<void>,
  ) {
    await auditedChange(
      db,
      actor,
      (tx) => change(createTemplateRepository(tx)),
      () => templateEvent(row.id, row.organizationId, action, summary),
    );
  }

  return {
    async list(actor: Actor, organizationId?: string): Promise<Template[]> {
      const orgs = organizationId
        ? [organizationId].filter((id) => actor.organizations.has(id))
        : [...actor.organizations.keys()];
      return (await templates.listVisible(orgs)).map(presentTemplate);
    },

    async marketplace(): Promise<Template[]> {
      return (await templates.listShared()).map(presentTemplate);
    },

    async get(actor: Actor, slug: string): Promise<Template> {
      const row = await templates.findBySlug(slug);
      if (!row || !canOnTemplate(actor, 'read', row)) throw notFound(TEMPLATE_NOT_FOUND);
      return presentTemplate(row);
    },

    async create(actor: Actor, body: Required<TemplateBody>): Promise<Template> {
      checkOrganization(actor, body.organization_id, 'manage_templates', {
        seenBy: 'members',
        forbiddenMessage: 'Your role cannot create templates in this organization',
      });
      const seats = checkSeats(body.positions);
      const id = await auditedChange(
        db,
        actor,
        (tx) =>
          createTemplateRepository(tx).insert({
            slug: `custom-${randomBytes(6).toString('hex')}`,
            name: body.name,
            purpose: body.description,
            icon: body.icon || '📋',
            positionKeys: seats.map((s) => s.key),
            seats,
            isBuiltin: false,
            ownerId: actor.user.id,
            organizationId: body.organization_id,
          }),
        (created) =>
          templateEvent(
            created,
            body.organization_id,
            'template.created',
            `Created the template ${body.name}`,
          ),
      );
      return presentTemplate((await templates.findById(id))!);
    },

    async update(
      actor: Actor,
      id: string,
      body: Partial<Omit<TemplateBody, 'organization_id'>>,
    ): Promise<Template> {
      const row = await loadManaged(actor, id);
      const seats = body.positions ? checkSeats(body.positions) : undefined;
      await audited(
        actor,
        row,
        'template.updated',
        `Edited the template ${body.name ?? row.name}`,
        (repository) =>
          repository.update(row.id, {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { purpose: body.description } : {}),
            ...(body.icon !== undefined ? { icon: body.icon || '📋' } : {}),
            ...(seats ? { seats, positionKeys: seats.map((s) => s.key) } : {}),
          }),
      );
      return presentTemplate((await templates.findById(row.id))!);
    },

    async share(actor: Actor, id: string, shared: boolean): Promise<Template> {
      const row = await loadManaged(actor, id);
      await audited(
        actor,
        row,
        shared ? 'template.shared' : 'template.unshared',
        `${shared ? 'Shared' : 'Stopped sharing'} the template ${row.name}`,
        (repository) => repository.update(row.id, { isShared: shared }),
      );
      return presentTemplate((await templates.findById(row.id))!);
    },

    /** Boards made from it keep their seats; they only lose the link to the template. */
    async remove(actor: Actor, id: string): Promise<void> {
      const row = await loadManaged(actor, id);
      await audited(actor, row, 'template.deleted', `Deleted the template ${row.name}`, (repository) =>
        repository.delete(row.id),
      );
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
