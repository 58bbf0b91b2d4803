// The language-model board reasons from the same reading as the offline board: the figures,
// sums, premise checks and duties computed by code reach every seat and the chair as data, the
// result keeps the reading, every duty becomes an action item, and a seat's figure that
// contradicts the reading is flagged.
import { afterEach, describe, expect, it } from 'vitest';
import { runDeliberation } from '../../protocol.ts';
import { fakeServerSettings } from '../../test-support/llm-settings.ts';
import { createEventLog, createMemoryStore } from '../../test-support/memory-store.ts';
import { sampleBoard } from '../../test-support/sample-board.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../testing/fake-openai-server.ts';
import type { Decision } from '../../types.ts';
import { createLimiter } from './concurrency.ts';
import { createLlmMind } from './llm-mind.ts';

let server: FakeOpenAiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const decision = (topic: string, context: string): Decision => ({
  topic,
  context,
  type: 'strategic',
  constraints: { budget: null, timeline: null, other: null, companyInfo: null },
});

async function deliberate(d: Decision, values?: Record<string, unknown>) {
  server = await startFakeOpenAiServer({ values });
  const mind = createLlmMind({
    settings: fakeServerSettings(server.url, { timeoutMs: 5000 }),
    limiter: createLimiter(16),
  });
  const result = await runDeliberation({
    board: sampleBoard(['CEO', 'CFO', 'RISK_OFFICER', 'INDEPENDENT_GOVERNANCE']),
    decision: d,
    mind,
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal: new AbortController().signal,
    maxRounds: 1,
  });
  return { result, requests: server.chatRequests() };
}

const userMessage = (r: { body?: { messages?: { role: string; content: unknown }[] } }) =>
  (r.body?.messages ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => String(m.content))
    .join('\n');
const systemMessage = (r: { body?: { messages?: { role: string; content: unknown }[] } }) =>
  (r.body?.messages ?? [])
    .filter((m) => m.role === 'system')
    .map((m) => String(m.content))
    .join('\n');

describe('the language-model board and the reading', () => {
  it('sends the computed figures to every seat and the chair as a data block, and keeps the reading', async () => {
    const { result, requests } = await deliberate(
      decision(
        'Should we raise a $3M seed at $15M pre-money?',
        'We have $400k in the bank and burn $80k a month.',
      ),
    );
    expect(requests.length).toBeGreaterThan(8);
    for (const request of requests) {
      const user = userMessage(request);
      expect(user).toMatch(
        /<reading>[\s\S]*Runway today: 5 months \(\$400k cash ÷ \$80k monthly burn\)[\s\S]*<\/reading>/,
      );
      expect(user).toContain('Dilution of the round: 16.7%');
      // The figures are data: never in the system message.
      expect(systemMessage(request)).not.toContain('Runway today: 5 months');
    }
    expect(result.reading?.kind).toBe('raise_funding');
    expect(result.reading?.calculations.find((c) => c.id === 'runway')?.value).toBeCloseTo(5);
  });

  it('marks each seat’s own duties, and gives every duty an action item even when the model leaves it out', async () => {
    const { result, requests } = await deliberate(
      decision(
        'Should we lay off 30 of our 120 staff?',
        'Everyone works in Berlin. We burn $900k a month with $5M in the bank.',
      ),
    );
    const governance = requests.find(
      (r) =>
        systemMessage(r).includes('Independent Director') &&
        /initial_position/.test(JSON.stringify(r.body?.response_format)),
    );
    expect(userMessage(governance ?? requests[0]!)).toMatch(/Consultation before layoffs \[yours\]/);
    const chair = requests.find((r) => /synthesis/.test(JSON.stringify(r.body?.response_format)));
    expect(userMessage(chair!)).toMatch(/Duties \(the synthesis must cover every one\)/);
    expect(
      result.synthesis.action_items.some((a) => /consultation employment law requires/i.test(a.action)),
    ).toBe(true);
  });

  it('flags a seat’s figure that contradicts the reading', async () => {
    const { result } = await deliberate(
      decision(
        'Should we open a second office in Austin?',
        'We have $900k in the bank and burn $100k a month. The office costs $20k a month.',
      ),
      {
        perspective: 'With 18 months of runway we can afford the office easily.',
        rationale: 'We have 18 months of runway.',
      },
    );
    const flags = result.figure_flags ?? [];
    expect(flags.length).toBeGreaterThan(0);
    expect(flags[0]).toMatchObject({ kind: 'contradicts', reading: expect.stringContaining('9 months') });
  });
});
