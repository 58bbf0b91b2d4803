// What other features ask of templates (a board made from one): the template by its slug, and
// its use counted. A narrow port over the templates repository, so its SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { portOf } from '../../lib/port.ts';
import { createTemplateRepository, type TemplateRepository } from './repository.ts';

export type TemplateCatalog = Pick<TemplateRepository, 'findBySlug' | 'countUse'>;

export function createTemplateCatalog(db: Db): TemplateCatalog {
  return portOf(createTemplateRepository(db), ['findBySlug', 'countUse']);
}
