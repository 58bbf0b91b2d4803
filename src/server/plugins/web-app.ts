// Serves the built React app (dist/web) on the API's port. Unknown /api paths and missing
// bundles answer 404 JSON; any other GET answers index.html so client routes and deep links
// work. HTML is never cached (it names the current bundles); hashed bundles are immutable.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface WebAppOptions {
  webDir: string;
}

const NOT_BUILT = 'The web app is not built: run `npm run build` (npm start does it for you).';

async function webAppPlugin(app: FastifyInstance, { webDir }: WebAppOptions) {
  // Files are looked up per request, so a build finished after start-up is served too.
  mkdirSync(webDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const html = filePath.endsWith('.html');
      res.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : html ? 'no-store' : 'no-cache',
      );
    },
  });

  let built = false;
  const hasBuild = () => {
    built ||= existsSync(path.join(webDir, 'index.html'));
    return built;
  };
  const sendHtml = (reply: FastifyReply, file: 'index.html' | 'gate.html') => {
    if (!hasBuild()) return reply.status(503).send({ detail: NOT_BUILT });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').sendFile(file);
  };
  // The static plugin refuses a directory listing for `/`: the landing page is the app too.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendHtml(reply, 'index.html'));
  app.decorate('sendGatePage', (reply: FastifyReply) => sendHtml(reply, 'gate.html'));

  app.setNotFoundHandler((request, reply) => {
    // A missing bundle is a 404: answering the app page would hand HTML to a script tag.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (isPage) return sendHtml(reply, 'index.html');
    return reply.status(404).send({ detail: 'Not Found' });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sendGatePage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

export default fp(webAppPlugin, { name: 'web-app' });
