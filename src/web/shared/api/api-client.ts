// One fetch wrapper for the whole app: bearer token, JSON by default, FastAPI-shaped errors
// (`{"detail": ...}`) turned into `ApiError`, and the app-wide reaction to an expired session.
// Response bodies are typed with the contract types, not parsed again here: the server serializes
// every response through the same zod schemas. Only forms load zod (see vite.config.ts), which
// keeps it out of the landing page's first load.
import { describeDetail } from '../../../contracts/error-detail.ts';
import { getAccessToken } from './token-store.ts';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;

  constructor(status: number, message: string, detail: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** Calls whose 401 is not "session expired": wrong credentials, or signing out anyway. */
const NO_SESSION_PATHS = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/logout',
  '/access',
  // The second step of signing in: a 401 there is a wrong code or an expired sign-in, not a session.
  '/auth/login/two-factor',
  '/auth/login/two-factor/enrol',
  '/auth/login/two-factor/enrol/confirm',
]);

let onUnauthorized: (error: ApiError) => void = () => {};

/** The app decides what an expired session means (clear the token, go to /login). */
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  onUnauthorized = handler;
}

/** Marks the 401 of a session the server ended while a stream was open: its message says why. */
export const SESSION_ENDED = 'session_ended';

let signingOut = false;

/** While this tab signs itself out, the server's "your session ended" is its own doing, not news. */
export async function whileSigningOut(work: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await work();
  } finally {
    signingOut = false;
  }
}

/** The server said (on a live stream) that this session has ended: sign out as after any 401. */
export function reportSessionEnded(reason: string): void {
  // A tab that signed out (or is signing out) has nothing to be told.
  if (signingOut || !getAccessToken()) return;
  onUnauthorized(new ApiError(401, reason, SESSION_ENDED));
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON unless it is already a `URLSearchParams` / `FormData` / `Blob` (a file, sent as is). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Accept: text/event-stream`, `Last-Event-ID`). */
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a goodbye sent as the tab closes). */
  keepalive?: boolean;
}

/**
 * The raw response of a successful call (for streams and files); rejects with `ApiError` when the
 * server answers an error or cannot be reached. `apiFetch` is this plus the JSON body.
 */
export async function apiResponse(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (
    options.body instanceof URLSearchParams ||
    options.body instanceof FormData ||
    options.body instanceof Blob
  ) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'An unexpected error occurred');
  }

  if (!response.ok) {
    const payload = await readBody(response).catch(() => undefined);
    const detail = isRecord(payload) ? payload.detail : null;
    const error = new ApiError(
      response.status,
      describeDetail(detail, response.statusText || 'Request failed'),
      detail,
    );
    if (response.status === 401 && !NO_SESSION_PATHS.has(path)) onUnauthorized(error);
    throw error;
  }
  return response;
}

/** Resolves with the JSON body typed as `T` (undefined for 204); rejects with `ApiError`. */
export async function apiFetch<T = void>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await readBody(response)) as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The message to show for a failed call: the server's detail, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'An unexpected error occurred';
    return describeDetail(error.detail, fallback);
  }
  return 'An unexpected error occurred';
}
