import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Output, streamText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeOpenAiServer,
  generateFromJsonSchema,
  RECORDED_REQUESTS_PATH,
  startFakeOpenAiServer,
} from './fake-openai-server.ts';

let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer({ values: { stance: 'oppose' } });
});
afterAll(async () => {
  await server.close();
});

describe('fake OpenAI server (test double)', () => {
  it('streams a structured answer as SSE chunks, with usage when asked', async () => {
    const provider = createOpenAICompatible({
      name: 'fake',
      baseURL: server.url,
      supportsStructuredOutputs: true,
      includeUsage: true,
    });
    const schema = z.object({ stance: z.enum(['support', 'oppose']), points: z.array(z.string()) });
    const result = streamText({
      model: provider.chatModel('fake-model'),
      prompt: 'Stream please',
      output: Output.object({ schema }),
      maxRetries: 0,
    });
    const partials: unknown[] = [];
    for await (const partial of result.partialOutputStream) partials.push(partial);

    expect(await result.output).toEqual({ stance: 'oppose', points: ['Fake points 1.', 'Fake points 2.'] });
    expect(partials.length).toBeGreaterThan(1);
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
    const body = server.chatRequests().at(-1)?.body;
    expect(body?.stream).toBe(true);
    expect(body?.stream_options?.include_usage).toBe(true);
  });

  it('lists the chat requests it was sent over HTTP, with their messages', async () => {
    const before = server.chatRequests().length;
    await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fake-model', messages: [{ role: 'user', content: 'Churn doubled' }] }),
    });
    const response = await fetch(server.url.replace(/\/v1$/, RECORDED_REQUESTS_PATH));
    const listed = (await response.json()) as { index: number; messages: unknown[] }[];
    expect(listed).toHaveLength(before + 1);
    expect(listed.at(-1)?.messages).toEqual([{ role: 'user', content: 'Churn doubled' }]);
  });

  it('lists models', async () => {
    const response = await fetch(`${server.url}/models`);
    expect(await response.json()).toMatchObject({ object: 'list', data: [{ id: 'fake-model' }] });
  });

  it('generates values within the schema bounds', () => {
    const value = generateFromJsonSchema({
      type: 'object',
      properties: {
        n: { type: 'number', minimum: 0, maximum: 1 },
        i: { type: 'integer', minimum: 3 },
        s: { type: 'string', maxLength: 4 },
        e: { type: 'string', enum: ['x', 'y'] },
        a: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1 },
        r: { $ref: '#/definitions/thing' },
        o: { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
      },
      definitions: { thing: { type: 'object', properties: { k: { const: 7 } } } },
    });
    expect(value).toEqual({ n: 0.5, i: 3, s: 'Fake', e: 'x', a: ['Fake a 1.'], r: { k: 7 }, o: true });
  });
});
