// Built-in data, written at every start so it follows the code: the three board templates and
// one persona per position key. Rows users created are never touched.
import { sql } from 'drizzle-orm';
import { BUILTIN_TEMPLATES } from '../../contracts/positions.ts';
import { BUILTIN_PERSONAS } from '../features/personas/builtin-personas.ts';
import type { Db } from './client.ts';
import { boardTemplates, personas } from './schema/index.ts';

export async function seedBuiltins(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const template of BUILTIN_TEMPLATES) {
      await tx
        .insert(boardTemplates)
        .values({
          slug: template.slug,
          name: template.name,
          purpose: template.purpose,
          positionKeys: [...template.positions],
          isBuiltin: true,
        })
        .onConflictDoUpdate({
          target: boardTemplates.slug,
          set: {
            name: template.name,
            purpose: template.purpose,
            positionKeys: [...template.positions],
            isBuiltin: true,
          },
        });
    }
    for (const persona of BUILTIN_PERSONAS) {
      const values = {
        name: persona.name,
        description: persona.description,
        category: persona.category,
        tags: persona.tags,
        expertiseDomains: persona.expertiseDomains,
        positionKey: persona.positionKey,
        instructions: persona.instructions,
        lens: { ...persona.lens },
        isPublic: true,
        isBuiltin: true,
      };
      await tx
        .insert(personas)
        .values(values)
        .onConflictDoUpdate({
          target: personas.positionKey,
          targetWhere: sql`${personas.isBuiltin}`,
          set: values,
        });
    }
  });
}
