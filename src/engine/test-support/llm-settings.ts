// Settings for an LLM mind talking to the fake OpenAI-compatible server.
import type { LlmSettings } from '../minds/llm/provider.ts';

export const fakeServerSettings = (baseUrl: string, overrides: Partial<LlmSettings> = {}): LlmSettings => ({
  provider: 'openai-compatible',
  baseUrl,
  apiKey: 'sk-test',
  model: 'fake-model',
  // Generous: under a loaded CI machine a healthy call must not hit it (a timeout test sets its own).
  timeoutMs: 20_000,
  maxRetries: 0,
  ...overrides,
});
