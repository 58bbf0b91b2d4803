import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Persona, personaSchema } from '../../../contracts/boards.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { idSchema } from '../../../contracts/text.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, notFound } from '../../lib/errors.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import { canReadPersona } from '../../policy.ts';
import { createPersonaRepository, type PersonaWithOwner } from './repository.ts';

export function presentPersona(row: PersonaWithOwner): Persona {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    expertise_domains: row.expertiseDomains,
    capabilities: row.capabilities,
    position_key: row.positionKey,
    instructions: row.instructions,
    is_public: row.isPublic,
    version: row.version,
    owner_email: row.ownerEmail,
    created_at: row.createdAt.toISOString(),
  };
}

export const personaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createPersonaRepository(db);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags: ['personas'],
        summary: 'Public personas and your own',
        response: { 200: z.array(personaSchema) },
      },
    },
    async (request) => (await repository.listVisible(identityOf(request).user.id)).map(presentPersona),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['personas'],
        summary: 'One persona',
        params: z.object({ id: idSchema }),
        response: { 200: personaSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = isUuid(request.params.id) ? await repository.findById(request.params.id) : undefined;
      if (!row || !canReadPersona(actorOf(request), row)) throw notFound('Persona not found');
      return presentPersona(row);
    },
  );
};
