// Persona management: import (validated with the dialog's own rules, then the stricter schema;
// re-importing a name bumps its version), export in the same format, and delete (never a
// built-in, never one a seat still speaks with).
import {
  checkPersonaDocument,
  nextPersonaVersion,
  PERSONA_IMPORT_MESSAGES,
  type PersonaExport,
  type PersonaImportBody,
  type PersonaImportResult,
  personaImportDocumentSchema,
} from '../../../contracts/persona-import.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Actor } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createPersonaCatalogAdmin, type PersonaRow } from '../personas/catalog-admin.ts';
import { presentPersona } from '../personas/routes.ts';
import { createDirectoryRepository } from './directory-repository.ts';

const PERSONA_NOT_FOUND = 'Persona not found';

function parseDocument(input: PersonaImportBody['universal_json']): unknown {
  if (typeof input !== 'string') return input;
  if (!input.trim()) throw unprocessable(PERSONA_IMPORT_MESSAGES.empty);
  try {
    return JSON.parse(input);
  } catch (error) {
    throw unprocessable(PERSONA_IMPORT_MESSAGES.invalidJson((error as Error).message));
  }
}

export function exportPersona(row: PersonaRow): PersonaExport {
  return {
    expert: {
      name: row.name,
      description: row.description,
      category: row.category,
      tags: row.tags,
      instructions: row.instructions,
      capabilities: row.capabilities,
      expertise: row.expertiseDomains,
    },
    version: row.version,
  };
}

export function createPersonaAdmin(db: Db) {
  const personas = createPersonaCatalogAdmin(db);
  const directory = createDirectoryRepository(db);

  async function load(id: string) {
    const row = isUuid(id) ? await personas.findById(id) : undefined;
    if (!row) throw notFound(PERSONA_NOT_FOUND);
    return row;
  }

  return {
    async list() {
      return (await personas.listAll()).map((row) => ({ ...presentPersona(row), is_builtin: row.isBuiltin }));
    },

    async get(id: string) {
      const row = await load(id);
      return {
        ...presentPersona(row),
        is_builtin: row.isBuiltin,
        used_by: await directory.boardsUsingPersona(row.id),
      };
    },

    async export(id: string) {
      return exportPersona(await load(id));
    },

    async import(actor: Actor, body: PersonaImportBody): Promise<PersonaImportResult> {
      const parsed = parseDocument(body.universal_json);
      const shape = checkPersonaDocument(parsed);
      if (!shape.ok) throw unprocessable(shape.message);
      const checked = personaImportDocumentSchema.safeParse(parsed);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw unprocessable(`Invalid format: ${issue.path.join('.')}: ${issue.message}`);
      }
      const expert = checked.data.expert;
      if (await personas.builtinNamed(expert.name))
        throw conflict(`A built-in persona is named "${expert.name}"; import it under another name`);
      const values = {
        name: expert.name,
        description: expert.description,
        category: expert.category,
        tags: expert.tags,
        expertiseDomains: expert.expertise,
        capabilities: expert.capabilities,
        instructions: expert.instructions,
        isPublic: body.make_public ?? false,
      };
      return inTransaction(db, async (tx) => {
        const repo = createPersonaCatalogAdmin(tx);
        const existing = await repo.findImported(expert.name);
        // A re-import never makes a public persona private: boards may be choosing it already.
        const row = existing
          ? await repo.update(existing.id, {
              ...values,
              isPublic: existing.isPublic || values.isPublic,
              version: nextPersonaVersion(existing.version),
            })
          : await repo.insert({ ...values, ownerId: actor.user.id, isBuiltin: false, version: '1.0' });
        await recordAudit(tx, auditorOf(actor), {
          action: 'persona.imported',
          targetType: 'persona',
          targetId: row.id,
          summary: `Imported the persona ${row.name} (version ${row.version}, ${row.isPublic ? 'public' : 'private'})`,
        });
        return {
          success: true,
          message: existing
            ? `Persona "${row.name}" updated to version ${row.version}`
            : `Persona "${row.name}" imported`,
          persona_id: row.id,
          version: row.version,
        };
      });
    },

    async remove(actor: Actor, id: string) {
      const row = await load(id);
      if (row.isBuiltin) throw conflict('Built-in personas cannot be deleted');
      const users = await directory.boardsUsingPersona(row.id);
      if (users.length)
        throw conflict(
          `Seats on ${users.map((b) => b.board_name).join(', ')} speak with this persona; change those seats first`,
        );
      await auditedChange(
        db,
        actor,
        (tx) => createPersonaCatalogAdmin(tx).remove(row.id),
        () => ({
          action: 'persona.deleted',
          targetType: 'persona',
          targetId: row.id,
          summary: `Deleted the persona ${row.name} (version ${row.version})`,
        }),
      );
    },
  };
}
