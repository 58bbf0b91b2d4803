// What other features read of personas (a board's seats choose one, a session snapshots them):
// a narrow port over the personas repository, so their SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { createPersonaRepository, type PersonaRepository } from './repository.ts';

export type { PersonaRow } from './repository.ts';

export type PersonaReader = Pick<
  PersonaRepository,
  'findById' | 'listByIds' | 'builtins' | 'builtinIdsByKey'
>;

export function createPersonaReader(db: Db): PersonaReader {
  const { findById, listByIds, builtins, builtinIdsByKey } = createPersonaRepository(db);
  return { findById, listByIds, builtins, builtinIdsByKey };
}
