// Talking to a provider outside a deliberation: 'Test connection' (one minimal structured call,
// timed) and the model list (`/models` where the provider has one). Errors come back as the
// provider's message, never with the key.
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { ProviderTestResult } from '../../../contracts/providers.ts';
import { providerMessage } from '../../../engine/minds/llm/errors.ts';
import {
  createLanguageModelFactory,
  type LlmSettings,
  OLLAMA_DEFAULT_BASE_URL,
} from '../../../engine/minds/llm/provider.ts';

const TEST_TIMEOUT_MS = 20_000;
const pingSchema = z.object({ ok: z.boolean() });

function describeError(error: unknown, apiKey: string | undefined): string {
  const e = error as { responseBody?: unknown; message?: unknown; statusCode?: unknown };
  const fromBody = typeof e.responseBody === 'string' ? providerMessage(e.responseBody) : null;
  const status = typeof e.statusCode === 'number' ? ` (HTTP ${e.statusCode})` : '';
  const text = `${fromBody ?? (typeof e.message === 'string' ? e.message : 'The provider did not answer')}${status}`;
  // A provider may echo what it was sent; the key never leaves through an error message.
  return (apiKey ? text.split(apiKey).join('…') : text).slice(0, 500);
}

export async function testConnection(settings: LlmSettings): Promise<ProviderTestResult> {
  const started = performance.now();
  try {
    const model = createLanguageModelFactory(settings)();
    await generateText({
      model,
      output: Output.object({ schema: pingSchema, name: 'connection_test' }),
      prompt: 'Answer with {"ok": true}.',
      maxRetries: 0,
      maxOutputTokens: 20,
      timeout: Math.min(settings.timeoutMs, TEST_TIMEOUT_MS),
    });
    return {
      ok: true,
      latency_ms: Math.round(performance.now() - started),
      model: settings.model,
      error: null,
    };
  } catch (error) {
    return {
      ok: false,
      latency_ms: Math.round(performance.now() - started),
      model: settings.model,
      error: describeError(error, settings.apiKey),
    };
  }
}

function modelsUrl(settings: LlmSettings): string | null {
  const base = settings.baseUrl?.replace(/\/+$/, '');
  switch (settings.provider) {
    case 'openai-compatible':
      return base ? `${base}/models` : null;
    case 'ollama':
      return `${base ?? OLLAMA_DEFAULT_BASE_URL}/models`;
    case 'openai':
      return `${base ?? 'https://api.openai.com/v1'}/models`;
    case 'anthropic':
      return `${base ?? 'https://api.anthropic.com/v1'}/models`;
  }
}

/** The provider's model ids, sorted; empty when it lists none. Throws with the provider's message. */
export async function listModels(settings: LlmSettings, timeoutMs = TEST_TIMEOUT_MS): Promise<string[]> {
  const url = modelsUrl(settings);
  if (!url) return [];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.apiKey && settings.provider === 'anthropic') {
    headers['x-api-key'] = settings.apiKey;
    headers['anthropic-version'] = '2023-06-01';
  } else if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    throw new Error(describeError(error, settings.apiKey));
  }
  const body = await response.text();
  if (!response.ok)
    throw new Error(
      describeError(
        { responseBody: body, statusCode: response.status, message: response.statusText },
        settings.apiKey,
      ),
    );
  try {
    const data = (JSON.parse(body) as { data?: { id?: unknown }[] }).data ?? [];
    return data
      .flatMap((m) => (typeof m.id === 'string' ? [m.id.slice(0, 200)] : []))
      .sort()
      .slice(0, 500);
  } catch {
    return [];
  }
}
