// /mcp: Boardwise as a Model Context Protocol server over Streamable HTTP, for assistants that
// speak MCP. Stateless: every POST gets its own server and transport, for the token's user, so
// any process answers any request and nothing is held between calls. A personal API token is
// the only credential (a sign-in is refused): its per-token rate limit counts each message, and
// each tool checks the token's scope against its REST twin (tool-access.ts, ADR 43). The SDK
// loads with the first MCP message, not at start: most servers never receive one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { forbidden } from '../../lib/errors.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { hijackKeepingHeaders } from '../../plugins/security.ts';
import { type McpToolDeps, registerTools } from './tools.ts';

const loadSdk = async () => ({
  McpServer: (await import('@modelcontextprotocol/sdk/server/mcp.js')).McpServer,
  StreamableHTTPServerTransport: (await import('@modelcontextprotocol/sdk/server/streamableHttp.js'))
    .StreamableHTTPServerTransport,
});

export const MCP_NEEDS_API_TOKEN =
  'Connect MCP clients with a personal API token (Settings → Security → API tokens), not a sign-in';
const STATELESS =
  'This MCP server is stateless: send every message with POST (no event stream to open, no session to end)';

const jsonRpcMessage = z.looseObject({ jsonrpc: z.literal('2.0') });
const tags = ['mcp'];

export const mcpRoutes: FastifyPluginAsyncZod<{ deps: McpToolDeps; version: string }> = async (
  app,
  { deps, version },
) => {
  app.post(
    '/mcp',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Model Context Protocol (Streamable HTTP): list boards, ask a board, read a result',
        body: z.union([jsonRpcMessage, z.array(jsonRpcMessage).min(1).max(20)]),
        response: {
          200: z.string().describe('text/event-stream of JSON-RPC messages'),
          202: z.null().describe('A notification or response was accepted'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          406: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (!identity.apiToken) throw forbidden(MCP_NEEDS_API_TOKEN);
      const { McpServer, StreamableHTTPServerTransport } = await loadSdk();
      const server = new McpServer({ name: 'boardwise', version }, { capabilities: { tools: {} } });
      registerTools(server, identity, deps);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      hijackKeepingHeaders(reply);
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // The protocol's GET (a server-to-client stream) and DELETE (end a session) need a session.
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: '/mcp',
      schema: { tags, summary: `Not used: ${STATELESS}`, response: { 405: errorResponseSchema } },
      handler: async (_request, reply) =>
        reply.status(405).header('allow', 'POST').send({ detail: STATELESS }),
    });
};
