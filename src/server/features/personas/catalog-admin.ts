// What the platform's persona management (the super-admin's import, export and deletion) does to
// the catalogue: a narrow port over the personas repository, so their SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { createPersonaRepository, type PersonaRepository } from './repository.ts';

export type { PersonaRow } from './repository.ts';

export type PersonaCatalogAdmin = Pick<
  PersonaRepository,
  'listAll' | 'findById' | 'findImported' | 'builtinNamed' | 'insert' | 'update' | 'remove'
>;

export function createPersonaCatalogAdmin(db: Db): PersonaCatalogAdmin {
  const { listAll, findById, findImported, builtinNamed, insert, update, remove } =
    createPersonaRepository(db);
  return { listAll, findById, findImported, builtinNamed, insert, update, remove };
}
