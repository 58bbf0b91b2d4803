// How a failed model call maps onto the engine's error contract:
//  - FatalMindError: retrying cannot fix it (bad key, no access, unknown model, exhausted quota),
//  - malformed output: one repair attempt, then SeatStepError,
//  - anything else (timeouts, 5xx after the SDK's retries, network): SeatStepError.
// The SDK is the only retry layer; nothing here retries.
import {
  APICallError,
  JSONParseError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  NoSuchModelError,
  RetryError,
  TypeValidationError,
} from 'ai';

const MAX_MESSAGE = 500;

export type LlmFailure =
  | { kind: 'fatal'; message: string }
  | { kind: 'malformed'; message: string; usage: { inputTokens?: number; outputTokens?: number } | undefined }
  | { kind: 'other'; message: string };

/** The provider's own error message from an error body (OpenAI, Anthropic and Ollama shapes). */
export function providerMessage(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const error = record.error;
      if (typeof error === 'string') return error;
      if (error && typeof error === 'object') {
        const message = (error as Record<string, unknown>).message;
        if (typeof message === 'string') return message;
      }
      if (typeof record.message === 'string') return record.message;
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body.trim() || undefined;
}

function errorCode(body: string | undefined): string {
  if (!body) return '';
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; type?: unknown } };
    return [parsed?.error?.code, parsed?.error?.type].filter((v) => typeof v === 'string').join(' ');
  } catch {
    return '';
  }
}

// Specific phrases only: OpenAI's ordinary rate-limit message mentions "billing" too, and that one
// is retryable.
const QUOTA_MESSAGE =
  /insufficient[ _]quota|exceeded your (current )?quota|quota (has been |was )?exceeded|out of credits|credit balance is too low|billing hard limit|payment required/i;
const PER_WINDOW = /per (minute|second|hour)\b|\b(rpm|tpm|rps)\b/i;

/** Does a 402/429 (or Anthropic's 400) body say the account is out of quota or credit? */
export function isQuotaExhausted(statusCode: number | undefined, body: string | undefined): boolean {
  if (statusCode === 402) return true;
  if (statusCode !== 429 && statusCode !== 400 && statusCode !== 403) return false;
  if (/insufficient_quota|billing_not_active/i.test(errorCode(body))) return true;
  const message = providerMessage(body) ?? '';
  return QUOTA_MESSAGE.test(message) && !PER_WINDOW.test(message);
}

const MODEL_NOT_FOUND =
  /model_not_found|model[^.]{0,80}(not found|does not exist|not exist|is not available|unknown)|unknown model|no such model/i;

function isModelNotFound(statusCode: number | undefined, body: string | undefined): boolean {
  if (statusCode === 404) return true;
  if (statusCode !== 400) return false;
  return MODEL_NOT_FOUND.test(`${errorCode(body)} ${providerMessage(body) ?? ''}`);
}

function clip(text: string, max = MAX_MESSAGE): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Unwraps the SDK's RetryError to the last provider error, keeping how many attempts were made. */
function unwrap(error: unknown): { error: unknown; attempts: number } {
  if (RetryError.isInstance(error)) return { error: error.lastError, attempts: error.errors.length };
  return { error, attempts: 1 };
}

function describeApiError(error: APICallError, quote: boolean): string {
  // The SDK builds an API error's message from the response body too, so without quoting an
  // answered call shows nothing but its status (said by the caller); a call that got no answer
  // (refused, reset, timed out) has no body, and its network message is kept.
  if (!quote && error.statusCode !== undefined) return 'the reply is not shown';
  const message = providerMessage(error.responseBody) ?? error.message;
  return clip(message || 'no message');
}

function validationSummary(error: unknown): string {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause; depth++) {
    if (JSONParseError.isInstance(cause)) return 'the reply was not valid JSON (it may have been cut off)';
    if (TypeValidationError.isInstance(cause)) {
      const issues = (cause.cause as { issues?: { path?: PropertyKey[]; message?: string }[] } | undefined)
        ?.issues;
      if (Array.isArray(issues) && issues.length > 0) {
        const listed = issues
          .slice(0, 6)
          .map(
            (issue) =>
              `${(issue.path ?? []).map(String).join('.') || '(root)'}: ${issue.message ?? 'invalid'}`,
          );
        return `the JSON did not match the schema (${listed.join('; ')})`;
      }
      return 'the JSON did not match the schema';
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  if (NoObjectGeneratedError.isInstance(error) && error.finishReason === 'length') {
    return 'the reply was cut off before the JSON was complete';
  }
  return 'no JSON object could be read from the reply';
}

/**
 * Classifies an error thrown by `generateText` (aborts and timeouts are handled by the caller).
 * `quoteProvider: false` keeps the provider's own words (its response body) out of the message.
 */
export function classifyLlmError(thrown: unknown, quoteProvider = true): LlmFailure {
  const { error, attempts } = unwrap(thrown);

  if (NoObjectGeneratedError.isInstance(error)) {
    const usage = error.usage
      ? { inputTokens: error.usage.inputTokens, outputTokens: error.usage.outputTokens }
      : undefined;
    const suffix = error.finishReason === 'length' ? ' (the reply hit the output token limit)' : '';
    return { kind: 'malformed', message: `${validationSummary(error)}${suffix}`, usage };
  }
  if (NoOutputGeneratedError.isInstance(error) || JSONParseError.isInstance(error)) {
    return { kind: 'malformed', message: validationSummary(error), usage: undefined };
  }
  if (LoadAPIKeyError.isInstance(error)) {
    return { kind: 'fatal', message: `The LLM provider is not configured: ${clip(error.message)}` };
  }
  if (NoSuchModelError.isInstance(error)) {
    return { kind: 'fatal', message: `Unknown model "${error.modelId}": ${clip(error.message)}` };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const message = describeApiError(error, quoteProvider);
    if (status === 401 || status === 403) {
      if (isQuotaExhausted(status, error.responseBody)) {
        return {
          kind: 'fatal',
          message: `The LLM provider's quota is exhausted (HTTP ${status}): ${message}`,
        };
      }
      return {
        kind: 'fatal',
        message: `The LLM provider refused the credentials (HTTP ${status}): ${message}`,
      };
    }
    if (isQuotaExhausted(status, error.responseBody)) {
      return { kind: 'fatal', message: `The LLM provider's quota is exhausted (HTTP ${status}): ${message}` };
    }
    if (isModelNotFound(status, error.responseBody)) {
      return { kind: 'fatal', message: `The model was not found (HTTP ${status}): ${message}` };
    }
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const what = status ? `HTTP ${status}` : 'no response';
    return { kind: 'other', message: `The LLM call failed${tries} (${what}): ${message}` };
  }
  const message = thrown instanceof Error ? (quoteProvider ? thrown.message : thrown.name) : String(thrown);
  return { kind: 'other', message: `The LLM call failed: ${clip(message)}` };
}
