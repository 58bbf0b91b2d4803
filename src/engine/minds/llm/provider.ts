// Language models for the LLM mind, from settings the server's config module builds
// (LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS). Nothing here reads the
// environment: a provider SDK's own env fallback (OPENAI_API_KEY, …) is never relied on.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type LanguageModel } from 'ai';
import { FatalMindError } from '../../types.ts';
import { isQuotaExhausted, providerMessage } from './errors.ts';

export const LLM_PROVIDERS = ['openai-compatible', 'openai', 'anthropic', 'ollama'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

export const OLLAMA_DEFAULT_BASE_URL = 'http://127.0.0.1:11434/v1';

export interface LlmSettings {
  provider: LlmProvider;
  /** Required for 'openai-compatible'; optional for the others (their public endpoints / local Ollama). */
  baseUrl?: string;
  /** Required for 'openai' and 'anthropic'. */
  apiKey?: string;
  /** The default model; a seat may name its own. */
  model: string;
  /** Per model call, including the SDK's retries. */
  timeoutMs: number;
  /** The SDK's retries (with backoff, honouring Retry-After); the project's only retry layer. */
  maxRetries: number;
  /** The HTTP client every call goes through; the host's guarded one for untrusted providers. */
  fetch?: FetchFunction;
  /**
   * Whether errors may quote the provider's own message (from its response body). Off for a
   * provider the host does not trust: its errors then name the HTTP status and a category only.
   */
  quoteProviderMessages?: boolean;
}

export type LanguageModelFactory = (modelId?: string) => LanguageModel;

export type FetchFunction = typeof globalThis.fetch;

/**
 * Wraps fetch so an exhausted quota (a 429 with `insufficient_quota`, a 402, …) surfaces as a
 * non-retryable APICallError: the SDK retries every 429 by default, and waiting cannot refill a quota.
 * Every other response passes through untouched.
 */
export function withFatalQuotaErrors(baseFetch: FetchFunction = globalThis.fetch): FetchFunction {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    if (response.status !== 429 && response.status !== 402) return response;
    const body = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (!isQuotaExhausted(response.status, body)) {
      // Hand the SDK an equivalent response (the body was consumed to inspect it).
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    }
    throw new APICallError({
      message: providerMessage(body) ?? 'Quota exhausted',
      url: input instanceof Request ? input.url : String(input),
      requestBodyValues: undefined,
      statusCode: response.status,
      responseHeaders: headers,
      responseBody: body,
      isRetryable: false,
    });
  };
}

function requireSetting(value: string | undefined, what: string, provider: LlmProvider): string {
  if (value?.trim()) return value.trim();
  throw new FatalMindError(`LLM provider '${provider}' needs ${what}`);
}

/** Builds the provider once; returns a factory of (cached) language models by model id. */
export function createLanguageModelFactory(settings: LlmSettings): LanguageModelFactory {
  const fetch = withFatalQuotaErrors(settings.fetch);
  const baseUrl = settings.baseUrl?.trim() || undefined;
  const apiKey = settings.apiKey?.trim() || undefined;
  let build: (modelId: string) => LanguageModel;

  switch (settings.provider) {
    case 'openai-compatible':
    case 'ollama': {
      const provider = createOpenAICompatible({
        name: settings.provider,
        baseURL:
          settings.provider === 'ollama'
            ? (baseUrl ?? OLLAMA_DEFAULT_BASE_URL)
            : requireSetting(baseUrl, 'a base URL (LLM_BASE_URL)', settings.provider),
        apiKey,
        // Without this the provider sends `json_object` and drops the JSON schema.
        supportsStructuredOutputs: true,
        includeUsage: true,
        fetch,
      });
      build = (modelId) => provider.chatModel(modelId);
      break;
    }
    case 'openai': {
      const provider = createOpenAI({
        apiKey: requireSetting(apiKey, 'an API key (LLM_API_KEY)', settings.provider),
        baseURL: baseUrl,
        fetch,
      });
      // Chat Completions: the same protocol as the compatible providers (and the test double).
      build = (modelId) => provider.chat(modelId);
      break;
    }
    case 'anthropic': {
      const provider = createAnthropic({
        apiKey: requireSetting(apiKey, 'an API key (LLM_API_KEY)', settings.provider),
        baseURL: baseUrl,
        fetch,
      });
      build = (modelId) => provider.languageModel(modelId);
      break;
    }
    default:
      throw new FatalMindError(
        `Unknown LLM provider '${String((settings as { provider: unknown }).provider)}'`,
      );
  }

  const models = new Map<string, LanguageModel>();
  return (modelId) => {
    const id = modelId?.trim() || settings.model;
    let model = models.get(id);
    if (!model) {
      model = build(id);
      models.set(id, model);
    }
    return model;
  };
}
