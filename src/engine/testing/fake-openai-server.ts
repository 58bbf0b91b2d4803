// TEST DOUBLE — for tests and benchmarks only; product code must never import it.
//
// An HTTP server on 127.0.0.1 (random port) that speaks the OpenAI chat-completions protocol at
// /v1/chat/completions (JSON and SSE streaming) and /v1/models. By default it answers a valid
// object for the request's `response_format.json_schema`, generated deterministically from the
// schema. Behaviours (latency, 429 with Retry-After, insufficient_quota, 500, 401, 404 model not
// found, hang, truncated JSON, non-JSON text) can be set for all requests, scripted per request,
// or queued one-shot. Every request is recorded for assertions, and the chat requests can be read
// over HTTP at GET /__test/requests (for tests running in another process).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---- Types -------------------------------------------------------------------------------------

/** GET here lists the recorded chat requests: `[{ index, received_at, messages }]`. */
export const RECORDED_REQUESTS_PATH = '/__test/requests';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  $defs?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  [key: string]: unknown;
}

export interface ChatMessage {
  role: string;
  content: unknown;
}

export interface ChatCompletionRequest {
  model?: string;
  messages?: ChatMessage[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: JsonSchema; strict?: boolean } };
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export interface RecordedRequest {
  /** Order of arrival, from 0. */
  index: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (chat requests), else undefined. */
  body: ChatCompletionRequest | undefined;
  rawBody: string;
  receivedAt: number;
}

interface BehaviourBase {
  /** Delay before answering (overrides the server's `latencyMs`). */
  latencyMs?: number;
}

export type Behaviour = BehaviourBase &
  (
    | { type: 'ok'; object?: unknown; text?: string }
    | { type: 'rate-limit'; retryAfterSeconds?: number }
    | { type: 'insufficient-quota' }
    | { type: 'server-error'; retryAfterSeconds?: number }
    | { type: 'unauthorized' }
    | { type: 'model-not-found' }
    | { type: 'hang' }
    | { type: 'truncated-json' }
    | { type: 'non-json-text'; text?: string }
  );

export type BehaviourType = Behaviour['type'];

const BEHAVIOUR_TYPES: readonly BehaviourType[] = [
  'ok',
  'rate-limit',
  'insufficient-quota',
  'server-error',
  'unauthorized',
  'model-not-found',
  'hang',
  'truncated-json',
  'non-json-text',
];

/**
 * Decides a chat request's answer: a Behaviour, or a plain object to send as the structured
 * output (wrap an object whose own `type` is a behaviour name as `{ type: 'ok', object }`), or
 * undefined for the default.
 */
export type Responder = (request: RecordedRequest) => Behaviour | object | undefined;

export interface FakeOpenAiServerOptions {
  /** Fixed latency for every answer, in ms (default 0). */
  latencyMs?: number;
  /** Answers per request; falls back to the default behaviour when it returns undefined. */
  respond?: Responder;
  /** The default behaviour (default `{ type: 'ok' }`). */
  behaviour?: Behaviour | ((request: RecordedRequest) => Behaviour);
  /** Values for properties by name in generated objects, e.g. `{ stance: 'oppose', vote: 'against' }`. */
  values?: Record<string, unknown>;
  /** Known model ids: any other model gets 404 model_not_found. Default: every model is known. */
  models?: string[];
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
}

export interface FakeOpenAiServer {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  /** Every request, in order of arrival. */
  requests: RecordedRequest[];
  /** Chat-completion requests only. */
  chatRequests(): RecordedRequest[];
  /** Replaces the default behaviour. */
  setBehaviour(behaviour: Behaviour | ((request: RecordedRequest) => Behaviour)): void;
  /** Queues one-shot behaviours used (in order) by the next chat requests before any other rule. */
  enqueue(...behaviours: Behaviour[]): void;
  /** Chat requests being answered right now, and the most at once since start (or `resetStats`). */
  readonly inFlight: number;
  readonly maxInFlight: number;
  resetStats(): void;
  close(): Promise<void>;
}

// ---- Generating objects from a JSON schema ------------------------------------------------------

export interface GenerateOptions {
  /** Values for properties by name. */
  values?: Record<string, unknown>;
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(ref);
  const found = match
    ? root[match[1] as 'definitions' | '$defs']?.[decodeURIComponent(match[2] ?? '')]
    : undefined;
  if (!found) throw new Error(`Unresolvable $ref ${ref}`);
  return found;
}

function sentence(key: string | undefined, index: number): string {
  const label = (key ?? 'text').replace(/_/g, ' ');
  return `Fake ${label} ${index + 1}.`;
}

/** A deterministic value valid for `schema` (enums → first, numbers within bounds, 1–3 items). */
export function generateFromJsonSchema(schema: JsonSchema, options: GenerateOptions = {}): unknown {
  const root = schema;
  const values = options.values ?? {};

  const walk = (node: JsonSchema, key: string | undefined, index: number, depth: number): unknown => {
    if (depth > 20) return null;
    if (key !== undefined && Object.hasOwn(values, key)) return values[key];
    if (node.$ref) return walk(resolveRef(node.$ref, root), key, index, depth + 1);
    if ('const' in node) return node.const;
    if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
    const options = node.anyOf ?? node.oneOf;
    if (options && options.length > 0) {
      const choice = options.find((option) => option.type !== 'null') ?? options[0];
      return walk(choice as JsonSchema, key, index, depth + 1);
    }
    if (node.allOf && node.allOf.length > 0) return walk(node.allOf[0] as JsonSchema, key, index, depth + 1);
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    const type = types.find((t) => t !== 'null') ?? types[0] ?? (node.properties ? 'object' : 'string');
    switch (type) {
      case 'object': {
        const result: Record<string, unknown> = {};
        for (const [name, child] of Object.entries(node.properties ?? {})) {
          result[name] = walk(child, name, 0, depth + 1);
        }
        return result;
      }
      case 'array': {
        const min = node.minItems ?? 0;
        const max = node.maxItems ?? Number.POSITIVE_INFINITY;
        const count = Math.min(Math.max(2, min), max, Math.max(3, min));
        const items = node.items;
        return Array.from({ length: count }, (_, i) => {
          const item = Array.isArray(items) ? (items[i] ?? items[items.length - 1]) : items;
          return item ? walk(item, key, i, depth + 1) : sentence(key, i);
        });
      }
      case 'number':
      case 'integer': {
        const low = node.minimum ?? node.exclusiveMinimum;
        const high = node.maximum ?? node.exclusiveMaximum;
        let value = low !== undefined && high !== undefined ? (low + high) / 2 : (low ?? high ?? 0.5);
        if (low === undefined && high !== undefined)
          value = high - (node.exclusiveMaximum !== undefined ? 1 : 0);
        if (high === undefined && low !== undefined)
          value = low + (node.exclusiveMinimum !== undefined ? 1 : 0);
        return type === 'integer' ? Math.round(value) : value;
      }
      case 'boolean':
        return true;
      case 'null':
        return null;
      default: {
        let text = sentence(key, index);
        if (node.minLength !== undefined && text.length < node.minLength)
          text = text.padEnd(node.minLength, 'x');
        if (node.maxLength !== undefined && text.length > node.maxLength)
          text = text.slice(0, node.maxLength);
        return text;
      }
    }
  };

  return walk(schema, undefined, 0, 0);
}

// ---- The server --------------------------------------------------------------------------------

function isBehaviour(value: unknown): value is Behaviour {
  return (
    typeof value === 'object' &&
    value !== null &&
    BEHAVIOUR_TYPES.includes((value as { type?: unknown }).type as BehaviourType)
  );
}

function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed || res.writableEnded) return;
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(payload);
}

function openAiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: Behaviour[] = [];
  let defaultBehaviour: Behaviour | ((request: RecordedRequest) => Behaviour) = options.behaviour ?? {
    type: 'ok',
  };
  let inFlight = 0;
  let maxInFlight = 0;
  let completionCounter = 0;

  const chooseBehaviour = (request: RecordedRequest): Behaviour => {
    const queued = queue.shift();
    if (queued) return queued;
    if (options.respond) {
      const answer = options.respond(request);
      if (isBehaviour(answer)) return answer;
      if (answer !== undefined) return { type: 'ok', object: answer };
    }
    return typeof defaultBehaviour === 'function' ? defaultBehaviour(request) : defaultBehaviour;
  };

  const contentFor = (
    body: ChatCompletionRequest,
    behaviour: Behaviour,
  ): { content: string; finish: string } => {
    const schema = body.response_format?.json_schema?.schema;
    const object = () =>
      behaviour.type === 'ok' && behaviour.object !== undefined
        ? behaviour.object
        : schema
          ? generateFromJsonSchema(schema, { values: options.values })
          : body.response_format?.type === 'json_object'
            ? { ok: true }
            : undefined;
    switch (behaviour.type) {
      case 'truncated-json': {
        const json = JSON.stringify(object() ?? { text: 'Fake reply.' });
        return { content: json.slice(0, Math.max(1, Math.floor(json.length / 2))), finish: 'length' };
      }
      case 'non-json-text':
        return {
          content: behaviour.text ?? 'Sure! Here is my considered view of the decision, in prose.',
          finish: 'stop',
        };
      case 'ok': {
        if (behaviour.text !== undefined) return { content: behaviour.text, finish: 'stop' };
        const value = object();
        return { content: value === undefined ? 'Fake reply.' : JSON.stringify(value), finish: 'stop' };
      }
      default:
        return { content: '', finish: 'stop' };
    }
  };

  const answerChat = (request: RecordedRequest, res: ServerResponse, behaviour: Behaviour) => {
    const body = request.body ?? {};
    switch (behaviour.type) {
      case 'hang':
        return; // Never answers; the client's abort (or close()) ends the connection.
      case 'rate-limit':
        return sendJson(
          res,
          429,
          openAiError(
            'Rate limit reached for requests. Please try again later.',
            'requests',
            'rate_limit_exceeded',
          ),
          behaviour.retryAfterSeconds !== undefined
            ? { 'retry-after': String(behaviour.retryAfterSeconds) }
            : {},
        );
      case 'insufficient-quota':
        return sendJson(
          res,
          429,
          openAiError(
            'You exceeded your current quota, please check your plan and billing details.',
            'insufficient_quota',
            'insufficient_quota',
          ),
        );
      case 'server-error':
        return sendJson(
          res,
          500,
          openAiError('The server had an error while processing your request.', 'server_error', null),
          behaviour.retryAfterSeconds !== undefined
            ? { 'retry-after': String(behaviour.retryAfterSeconds) }
            : {},
        );
      case 'unauthorized':
        return sendJson(
          res,
          401,
          openAiError('Incorrect API key provided: sk-fa***ke.', 'invalid_request_error', 'invalid_api_key'),
        );
      case 'model-not-found':
        return sendJson(
          res,
          404,
          openAiError(
            `The model \`${String(body.model ?? '')}\` does not exist or you do not have access to it.`,
            'invalid_request_error',
            'model_not_found',
          ),
        );
      default:
        break;
    }

    const { content, finish } = contentFor(body, behaviour);
    const id = `chatcmpl-fake-${++completionCounter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';
    const usage = {
      prompt_tokens: estimateTokens(JSON.stringify(body.messages ?? [])),
      completion_tokens: estimateTokens(content),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (!body.stream) {
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
        usage,
      });
    }

    if (res.destroyed) return;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
    res.write(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
    const size = Math.max(1, Math.ceil(content.length / 3));
    for (let start = 0; start < content.length; start += size) {
      res.write(
        chunk([{ index: 0, delta: { content: content.slice(start, start + size) }, finish_reason: null }]),
      );
    }
    res.write(chunk([{ index: 0, delta: {}, finish_reason: finish }]));
    if (body.stream_options?.include_usage) res.write(chunk([], { usage }));
    res.end('data: [DONE]\n\n');
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body: ChatCompletionRequest | undefined;
      if (rawBody) {
        try {
          body = JSON.parse(rawBody) as ChatCompletionRequest;
        } catch {
          body = undefined;
        }
      }
      const request: RecordedRequest = {
        index: requests.length,
        method: req.method ?? 'GET',
        path,
        headers: { ...req.headers },
        body,
        rawBody,
        receivedAt: Date.now(),
      };
      requests.push(request);

      // For tests in another process (the browser tests): what the provider was sent, in order.
      if (req.method === 'GET' && path === RECORDED_REQUESTS_PATH) {
        const chats = requests.filter((r) => r.path === '/v1/chat/completions');
        return sendJson(
          res,
          200,
          chats.map((r) => ({ index: r.index, received_at: r.receivedAt, messages: r.body?.messages ?? [] })),
        );
      }
      if (req.method === 'GET' && path === '/v1/models') {
        const ids = options.models ?? ['fake-model'];
        return sendJson(res, 200, {
          object: 'list',
          data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        });
      }
      if (path !== '/v1/chat/completions' || req.method !== 'POST') {
        return sendJson(res, 404, openAiError(`Unknown path ${path}`, 'invalid_request_error', 'not_found'));
      }
      if (!body) {
        return sendJson(
          res,
          400,
          openAiError('The request body is not valid JSON.', 'invalid_request_error', null),
        );
      }

      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let counted = true;
      res.on('close', () => {
        if (counted) inFlight--;
        counted = false;
      });

      let behaviour: Behaviour;
      if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        behaviour = { type: 'unauthorized' };
      } else if (options.models && !options.models.includes(String(body.model))) {
        behaviour = { type: 'model-not-found' };
      } else {
        behaviour = chooseBehaviour(request);
      }
      const latency = behaviour.latencyMs ?? options.latencyMs ?? 0;
      if (latency > 0 && behaviour.type !== 'hang') {
        const timer = setTimeout(() => answerChat(request, res, behaviour), latency);
        res.on('close', () => clearTimeout(timer));
      } else {
        answerChat(request, res, behaviour);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    setBehaviour(behaviour) {
      defaultBehaviour = behaviour;
    },
    enqueue(...behaviours) {
      queue.push(...behaviours);
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    resetStats() {
      maxInFlight = inFlight;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
