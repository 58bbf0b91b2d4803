import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templateSchema } from '../../../contracts/boards.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { textSchema } from '../../../contracts/text.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { can } from '../../policy.ts';
import { presentTemplate } from './presenter.ts';
import { createTemplateRepository } from './repository.ts';

export const templateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const templates = createTemplateRepository(db);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: { tags: ['templates'], summary: 'Board templates', response: { 200: z.array(templateSchema) } },
    },
    async (request) => (await templates.listVisible(identityOf(request).user.id)).map(presentTemplate),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['templates'],
        summary: 'One board template',
        params: z.object({ slug: textSchema.max(80) }),
        response: { 200: templateSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await templates.findBySlug(request.params.slug);
      if (!row || !can(identityOf(request).user, 'read', 'template', row))
        throw notFound('Template not found');
      return presentTemplate(row);
    },
  );
};
