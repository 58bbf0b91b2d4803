// The MCP server driven by the SDK's own client over Streamable HTTP, as an assistant would
// connect: it lists the boards its token's user may see, asks one and follows the progress,
// reads the result; a token without the ask scope is refused the question, a sign-in is refused
// the endpoint, and a stranger's board is not found.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../../contracts/api-tokens.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { validDecision } from '../../test/sessions.ts';
import { scopeRefusal } from '../api-tokens/scope.ts';
import { MCP_NEEDS_API_TOKEN } from './routes.ts';

let t: TestApp;
let mcpUrl: URL;
let owner: Actor;
let boardId: string;

async function createToken(actor: Actor, scope: ApiTokenScope): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/tokens',
    headers: actor.headers,
    payload: { name: `mcp-${scope}`, scope, expires_in_days: 7, current_password: actor.password },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

/** Every JSON-RPC message of the session, in order, for a closing note's transcript. */
const transcript: string[] = [];

async function connect(bearer: string): Promise<Client> {
  const client = new Client({ name: 'boardwise-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl, {
    requestInit: { headers: { authorization: `Bearer ${bearer}` } },
  });
  if (process.env.PRINT_MCP_TRANSCRIPT) {
    const send = transport.send.bind(transport);
    transport.send = (message, options) => {
      transcript.push(`→ ${JSON.stringify(message)}`);
      return send(message, options);
    };
  }
  await client.connect(transport);
  if (process.env.PRINT_MCP_TRANSCRIPT) {
    // The client sets its handler on connect: wrap it to see what the server sends back.
    const receive = transport.onmessage;
    transport.onmessage = (message) => {
      transcript.push(`← ${JSON.stringify(message)}`);
      receive?.(message);
    };
  }
  return client;
}

const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const decision = validDecision();
const askArguments = (board: string) => ({
  board_id: board,
  decision_topic: decision.decision_topic,
  decision_context: decision.decision_context,
  company_info: decision.constraints.company_info,
  budget: decision.constraints.budget,
});

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address() as { port: number };
  mcpUrl = new URL(`http://127.0.0.1:${address.port}/mcp`);
  owner = await createUser(t.app);
  boardId = (await createBoard(t.app, owner, { name: 'Seed Board' })).id;
}, 60_000);
afterAll(async () => {
  // The sessions for a closing note: PRINT_MCP_TRANSCRIPT=1 npx vitest run <this file>.
  if (process.env.PRINT_MCP_TRANSCRIPT) process.stdout.write(`${transcript.join('\n')}\n`);
  await t.close();
});

describe('an MCP client with an ask token', () => {
  it('lists the boards, asks one while progress arrives, and reads the result', async () => {
    const client = await connect(await createToken(owner, 'ask'));
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).toEqual([
      'list_boards',
      'ask_board',
      'get_result',
      'list_pending_reviews',
      'record_review',
    ]);

    const listed = (await client.callTool({ name: 'list_boards', arguments: {} })) as CallToolResult;
    const boards = (listed.structuredContent as { boards: { id: string; name: string; can_ask: boolean }[] })
      .boards;
    expect(boards).toEqual([expect.objectContaining({ id: boardId, name: 'Seed Board', can_ask: true })]);

    const progress: number[] = [];
    const asked = (await client.callTool({ name: 'ask_board', arguments: askArguments(boardId) }, undefined, {
      onprogress: (p) => progress.push(p.progress),
      timeout: 60_000,
    })) as CallToolResult;
    expect(asked.isError, text(asked)).toBeFalsy();
    const result = asked.structuredContent as { session_id: string; status: string; outcome: string };
    expect(result.status).toBe('completed');
    expect(['proceed', 'against', 'mixed', 'needs_information']).toContain(result.outcome);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const read = (await client.callTool({
      name: 'get_result',
      arguments: { session_id: result.session_id },
    })) as CallToolResult;
    expect(read.structuredContent).toMatchObject({ session_id: result.session_id, outcome: result.outcome });
    expect(text(read)).toContain(`Outcome: ${result.outcome}`);
    expect(text(read)).toMatch(/Confidence \d{1,3}%, consensus \d{1,3}%/);
    // The REST API reads the same session: the tool went through the same service.
    const rest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${result.session_id}`,
      headers: owner.headers,
    });
    expect(rest.json().recommendation.outcome).toBe(result.outcome);

    // The review date comes (moved to now): the assistant lists it as pending and records it.
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/sessions/${result.session_id}/review/date`,
      headers: owner.headers,
      payload: { due_at: new Date().toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const pending = (await client.callTool({
      name: 'list_pending_reviews',
      arguments: {},
    })) as CallToolResult;
    expect(pending.isError, text(pending)).toBeFalsy();
    expect(text(pending)).toContain(`[${result.session_id}]`);
    const recorded = (await client.callTool({
      name: 'record_review',
      arguments: {
        session_id: result.session_id,
        action: 'followed',
        result: 'better',
        notes: 'Closed in 6 weeks.',
      },
    })) as CallToolResult;
    expect(recorded.isError, text(recorded)).toBeFalsy();
    expect(text(recorded)).toContain('Followed the board, better than expected');
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${result.session_id}/review`,
      headers: owner.headers,
    });
    expect(review.json()).toMatchObject({
      status: 'recorded',
      action: 'followed',
      notes: 'Closed in 6 weeks.',
    });
    const missing = (await client.callTool({
      name: 'record_review',
      arguments: { session_id: result.session_id, action: 'other' },
    })) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(text(missing)).toContain('Say how it turned out');
    await client.close();
  }, 90_000);

  it('answers a stranger’s board as not found, and invalid questions with the form’s words', async () => {
    const stranger = await createUser(t.app);
    const client = await connect(await createToken(stranger, 'ask'));
    const listed = (await client.callTool({ name: 'list_boards', arguments: {} })) as CallToolResult;
    expect(listed.structuredContent).toEqual({ boards: [] });
    const foreign = (await client.callTool({
      name: 'ask_board',
      arguments: askArguments(boardId),
    })) as CallToolResult;
    expect(foreign.isError).toBe(true);
    expect(text(foreign)).toMatch(/not found/i);
    const own = (await createBoard(t.app, stranger)).id;
    const short = (await client.callTool({
      name: 'ask_board',
      arguments: { ...askArguments(own), decision_context: 'Too short' },
    })) as CallToolResult;
    expect(short.isError).toBe(true);
    expect(text(short)).toContain('Give more than 20 characters of context');
    await client.close();
  }, 60_000);
});

describe('refusals', () => {
  it('a read token lists and reads, but may not ask', async () => {
    const client = await connect(await createToken(owner, 'read'));
    const listed = (await client.callTool({ name: 'list_boards', arguments: {} })) as CallToolResult;
    expect(listed.isError).toBeFalsy();
    const asked = (await client.callTool({
      name: 'ask_board',
      arguments: askArguments(boardId),
    })) as CallToolResult;
    expect(asked.isError).toBe(true);
    expect(text(asked)).toBe(scopeRefusal('read'));
    const recorded = (await client.callTool({
      name: 'record_review',
      arguments: { session_id: boardId, action: 'not_yet' },
    })) as CallToolResult;
    expect(recorded.isError).toBe(true);
    expect(text(recorded)).toBe(scopeRefusal('read'));
    const sessions = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${boardId}/sessions`,
      headers: owner.headers,
    });
    expect(sessions.json()).toHaveLength(1);
    await client.close();
  });

  it('refuses a sign-in and a missing or revoked token before any tool runs', async () => {
    await expect(connect(owner.token)).rejects.toThrow(MCP_NEEDS_API_TOKEN);
    const anonymous = new Client({ name: 'anonymous', version: '1.0.0' });
    await expect(anonymous.connect(new StreamableHTTPClientTransport(mcpUrl))).rejects.toThrow(
      /401|authenticated/i,
    );
    const token = await createToken(owner, 'manage');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/tokens', headers: owner.headers });
    const id = (listed.json() as { id: string; name: string }[]).find((x) => x.name === 'mcp-manage')!.id;
    await t.app.inject({ method: 'DELETE', url: `/api/v1/auth/tokens/${id}`, headers: owner.headers });
    await expect(connect(token)).rejects.toThrow(/revoked/i);
  });
});
