// The one HTTP client for every request the server makes on a user's behalf (ADR 25): an
// organization's AI provider today, webhooks and calendar feeds when they come. The decision is
// taken on the address a socket is actually opened to, at connection time — a name is resolved
// here and every address it yields is judged, a literal is judged before connecting, and the
// connected socket's peer is judged again — so a name that resolves elsewhere later (DNS
// rebinding) gains nothing. Redirects are never followed: each would be a new destination chosen
// by the other side.
import type { LookupAddress } from 'node:dns';
import { lookup as systemLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPublicAddress, NOT_PUBLIC, NOT_PUBLIC_NAME, urlProblem } from './address-policy.ts';

export type FetchFunction = typeof globalThis.fetch;
/** Every address a host name resolves to (the system resolver unless a test injects one). */
export type ResolveHostname = (hostname: string) => Promise<LookupAddress[]>;

/** A request refused by the address policy, or a redirect not followed; its message is safe to show. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
  readonly code = 'ERR_OUTBOUND_REFUSED';
}

export interface GuardedHttpOptions {
  /** PROVIDER_ALLOW_PRIVATE_URLS: the operator lets these requests reach private addresses. */
  allowPrivateAddresses: boolean;
  resolveHostname?: ResolveHostname;
  connectTimeoutMs?: number;
}

export interface GuardedHttp {
  fetch: FetchFunction;
  /** Why a URL will be refused, as far as the URL alone tells (null: nothing yet); for early feedback. */
  problemWith(url: string): string | null;
  close(): Promise<void>;
}

const systemResolve: ResolveHostname = (hostname) => systemLookup(hostname, { all: true });

/**
 * A lookup for net.connect that yields only public addresses: a name with any non-public answer is
 * refused whole (a mixed answer is how rebinding is attempted), and a name that does not resolve
 * gets the same message, so the error tells nothing about the server's own network.
 */
function publicOnlyLookup(resolve: ResolveHostname): LookupFunction {
  return (hostname, options, callback) => {
    const wanted =
      options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
    resolve(hostname)
      .then((found) => {
        const usable = found.filter((a) => !wanted || a.family === wanted);
        if (usable.length === 0 || found.some((a) => !isPublicAddress(a.address))) return null;
        return usable;
      })
      .catch(() => null)
      .then((usable) => {
        if (!usable) {
          callback(new OutboundRefusedError(NOT_PUBLIC_NAME), '', 0);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      });
  };
}

function guardedConnector(resolve: ResolveHostname, timeout: number): buildConnector.connector {
  const connect = buildConnector({ lookup: publicOnlyLookup(resolve), timeout });
  return (options, callback) => {
    const literal = isIP(options.hostname) !== 0;
    if (literal && !isPublicAddress(options.hostname)) {
      callback(new OutboundRefusedError(NOT_PUBLIC), null);
      return;
    }
    connect(options, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('No socket'), null);
        return;
      }
      // The address actually connected to, whatever produced it.
      const peer = socket.remoteAddress;
      if (!peer || !isPublicAddress(peer)) {
        socket.destroy();
        callback(new OutboundRefusedError(literal ? NOT_PUBLIC : NOT_PUBLIC_NAME), null);
        return;
      }
      callback(null, socket);
    });
  };
}

const REDIRECT = /^3\d\d$/;

export function createGuardedHttp(options: GuardedHttpOptions): GuardedHttp {
  const timeout = options.connectTimeoutMs ?? 10_000;
  const agent = new Agent({
    connect: options.allowPrivateAddresses
      ? { timeout }
      : guardedConnector(options.resolveHostname ?? systemResolve, timeout),
  });

  const problemWith = (url: string) => {
    const problem = urlProblem(url);
    return problem === NOT_PUBLIC && options.allowPrivateAddresses ? null : problem;
  };

  const guardedFetch: FetchFunction = async (input, init) => {
    if (input instanceof Request) throw new TypeError('The guarded client takes a URL, not a Request');
    const problem = problemWith(String(input));
    if (problem) throw new OutboundRefusedError(problem);
    let response: Response;
    try {
      // `dispatcher` is Node's extension to fetch; undici's Agent is the one Node's fetch is built on.
      response = await fetch(input, { ...init, redirect: 'manual', dispatcher: agent } as RequestInit);
    } catch (error) {
      // Surfaces the refusal itself rather than fetch's generic TypeError, so callers (and the AI
      // SDK, which retries network errors) see a final, explainable answer.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof OutboundRefusedError) throw cause;
      throw error;
    }
    if (REDIRECT.test(String(response.status))) {
      await response.body?.cancel().catch(() => {});
      throw new OutboundRefusedError(
        `The address answered with a redirect (HTTP ${response.status}); redirects are not followed`,
      );
    }
    return response;
  };

  return {
    fetch: guardedFetch,
    problemWith,
    close: () => agent.close(),
  };
}
