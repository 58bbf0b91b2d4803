// Talking to a provider outside a deliberation: 'Test connection' (one minimal structured call,
// timed) and the model list (`/models` where the provider has one). Both go through the settings'
// HTTP client (the guarded one for an organization's own provider) and read back nothing raw:
// errors name a status or a cause, never text from a response body, and the list is model ids
// of a known shape only (ADR 25).
import { APICallError, generateText, Output } from 'ai';
import { z } from 'zod';
import type { ProviderTestResult } from '../../../contracts/providers.ts';
import {
  createLanguageModelFactory,
  type LlmSettings,
  OLLAMA_DEFAULT_BASE_URL,
} from '../../../engine/minds/llm/provider.ts';
import { FatalMindError } from '../../../engine/types.ts';
import { OutboundRefusedError } from '../../lib/outbound/guarded-http.ts';
import { modelIdsOf, readCapped } from './model-list.ts';

const TEST_TIMEOUT_MS = 20_000;
const pingSchema = z.object({ ok: z.boolean() });

const STATUS_HINTS: Record<number, string> = {
  400: 'the request was refused; check the model name',
  401: 'the API key was refused',
  402: 'the account is out of credit',
  403: 'the API key has no access',
  404: 'not found; check the base URL and the model name',
  429: 'rate limited or out of quota',
};

/** A network error's code (ECONNREFUSED, ENOTFOUND, …): safe to show, unlike any message with a body. */
function networkCode(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{2,40}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

function refusal(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof OutboundRefusedError || cause instanceof FatalMindError) return cause.message;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** What went wrong, from the error's kind and status only. */
export function describeFailure(error: unknown): string {
  const refused = refusal(error);
  if (refused) return refused;
  const status =
    (APICallError.isInstance(error) && error.statusCode) ||
    (typeof (error as { statusCode?: unknown }).statusCode === 'number'
      ? (error as { statusCode: number }).statusCode
      : undefined);
  if (status) {
    const hint = STATUS_HINTS[status] ?? (status >= 500 ? 'the provider failed' : 'unexpected answer');
    return `The provider answered HTTP ${status} (${hint})`;
  }
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'The provider did not answer in time';
  const code = networkCode(error);
  if (code) return `The provider could not be reached (${code})`;
  if (APICallError.isInstance(error)) return 'The provider could not be reached';
  return 'The provider did not answer as expected';
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
      error: describeFailure(error),
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

/** The provider's model ids, sorted; empty when it lists none. Throws with a safe description. */
export async function listModels(settings: LlmSettings, timeoutMs = TEST_TIMEOUT_MS): Promise<string[]> {
  const url = modelsUrl(settings);
  if (!url) return [];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.apiKey && settings.provider === 'anthropic') {
    headers['x-api-key'] = settings.apiKey;
    headers['anthropic-version'] = '2023-06-01';
  } else if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  const signal = AbortSignal.timeout(timeoutMs);
  let body: string;
  try {
    const response = await (settings.fetch ?? fetch)(url, { headers, signal, redirect: 'error' });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw Object.assign(new Error('status'), { statusCode: response.status });
    }
    body = await readCapped(response);
  } catch (error) {
    throw new Error(describeFailure(error));
  }
  const ids = modelIdsOf(body);
  if (!ids) throw new Error('The provider did not answer with a model list');
  return ids;
}
