// Each MCP tool answers to the same rules as its REST twin: the token's scope is judged against
// the route the tool stands for (the MCP endpoint itself admits every scope, ADR 43), and the
// services it calls apply the policy as they do for the API. A refusal becomes a tool error the
// assistant can read, carrying the same words the API would answer.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { scopeAllows, scopeRefusal } from '../api-tokens/scope.ts';

/** The REST route a tool stands for, as Fastify names it ("METHOD /pattern"). */
export type RestTwin = `${'GET' | 'POST' | 'PUT'} /api/v1/${string}`;

export function toolError(detail: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: detail }] };
}

export function toolResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/**
 * Runs a tool's body for `identity` when its token's scope reaches `twin`; the services' own
 * refusals (404 for a stranger's ids, 403, 409, 422, 429) come back as tool errors.
 */
export async function asTool(
  identity: Identity,
  twin: RestTwin,
  body: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  const scope = identity.apiToken?.scope;
  const [method, route] = twin.split(' ') as [string, string];
  if (!scope || !scopeAllows(scope, method, route)) return toolError(scopeRefusal(scope ?? 'read'));
  try {
    return await body();
  } catch (error) {
    if (error instanceof AppError) return toolError(error.message);
    throw error;
  }
}
