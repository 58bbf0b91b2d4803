// What other features read of personas (a board's seats choose one, a session snapshots them):
// a narrow port over the personas repository, so their SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { portOf } from '../../lib/port.ts';
import { createPersonaRepository, type PersonaRepository } from './repository.ts';

export type { PersonaRow } from './repository.ts';

export type PersonaReader = Pick<
  PersonaRepository,
  'findById' | 'listByIds' | 'builtins' | 'builtinIdsByKey'
>;

export function createPersonaReader(db: Db): PersonaReader {
  return portOf(createPersonaRepository(db), ['findById', 'listByIds', 'builtins', 'builtinIdsByKey']);
}
