// What the platform's persona management (the super-admin's import, export and deletion) does to
// the catalogue: a narrow port over the personas repository, so their SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { portOf } from '../../lib/port.ts';
import { createPersonaRepository, type PersonaRepository } from './repository.ts';

export type { PersonaRow } from './repository.ts';

export type PersonaCatalogAdmin = Pick<
  PersonaRepository,
  'listAll' | 'findById' | 'findImported' | 'builtinNamed' | 'insert' | 'update' | 'remove'
>;

export function createPersonaCatalogAdmin(db: Db): PersonaCatalogAdmin {
  return portOf(createPersonaRepository(db), [
    'listAll',
    'findById',
    'findImported',
    'builtinNamed',
    'insert',
    'update',
    'remove',
  ]);
}
