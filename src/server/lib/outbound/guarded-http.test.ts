import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGuardedHttp,
  type GuardedHttp,
  OutboundRefusedError,
  type ResolveHostname,
} from './guarded-http.ts';

// A service on loopback standing in for the server's own network; `hits` counts what reached it.
let hits: string[] = [];
let service: Server;
let port = 0;
let redirector: Server;
let redirectorPort = 0;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  service = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end('{"data":[{"id":"INTERNAL-SECRET"}]}');
  });
  port = await listen(service);
  redirector = createServer((_req, res) => {
    res.statusCode = 302;
    res.setHeader('location', `http://127.0.0.1:${port}/v1/models`);
    res.end();
  });
  redirectorPort = await listen(redirector);
});
afterAll(async () => {
  service.close();
  redirector.close();
});
beforeEach(() => {
  hits = [];
});

const clients: GuardedHttp[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});
function client(allowPrivateAddresses: boolean, resolveHostname?: ResolveHostname): GuardedHttp {
  const created = createGuardedHttp({ allowPrivateAddresses, resolveHostname });
  clients.push(created);
  return created;
}

/** A resolver that answers every name with these addresses (what DNS rebinding looks like). */
const resolvesTo =
  (...addresses: string[]): ResolveHostname =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the guarded HTTP client', () => {
  it.each([
    ['http://127.0.0.1:PORT/v1/models'],
    ['http://[::ffff:127.0.0.1]:PORT/v1/models'],
    ['http://[::ffff:7f00:1]:PORT/v1/models'],
    ['http://[::1]:PORT/v1/models'],
    ['http://localhost:PORT/v1/models'],
  ])('refuses %s without connecting', async (template) => {
    const http = client(false);
    const error = await http.fetch(template.replace('PORT', String(port))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(hits).toEqual([]);
  });

  it('refuses the metadata address in its IPv4-mapped form', async () => {
    const error = await client(false)
      .fetch('http://[::ffff:a9fe:a9fe]/latest/meta-data/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
  });

  it('decides on the address a name resolves to when connecting, and says nothing of it', async () => {
    const asked: string[] = [];
    const http = client(false, async (name) => {
      asked.push(name);
      return [{ address: '127.0.0.1', family: 4 }];
    });
    const error = await http.fetch(`http://models.example.test:${port}/v1/models`).catch((e: unknown) => e);
    expect(asked).toEqual(['models.example.test']);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1/);
    expect(hits).toEqual([]);
  });

  it('refuses a name with any private answer, even beside a public one', async () => {
    const http = client(false, resolvesTo('93.184.215.14', '127.0.0.1'));
    const error = await http.fetch(`http://mixed.example.test:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect(hits).toEqual([]);
  });

  it('answers a name that does not resolve exactly as one that resolves privately', async () => {
    const failing: ResolveHostname = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const notFound = await client(false, failing)
      .fetch('http://nowhere.example.test/')
      .catch((e: unknown) => e);
    const privateName = await client(false, resolvesTo('10.0.0.5'))
      .fetch('http://intranet.example.test/')
      .catch((e: unknown) => e);
    expect((notFound as Error).message).toBe((privateName as Error).message);
  });

  it('reaches the service when the operator allows private addresses (PROVIDER_ALLOW_PRIVATE_URLS)', async () => {
    // The refusals above are the policy's doing, not an unreachable service.
    const http = client(true);
    const response = await http.fetch(`http://127.0.0.1:${port}/v1/models`);
    expect(response.status).toBe(200);
    expect(hits).toEqual(['/v1/models']);
  });

  it('follows no redirect, not even with private addresses allowed', async () => {
    const http = client(true);
    const error = await http.fetch(`http://127.0.0.1:${redirectorPort}/v1/models`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect((error as Error).message).toMatch(/redirect \(HTTP 302\)/);
    expect(hits).toEqual([]);
  });

  it('refuses other schemes', async () => {
    const error = await client(true)
      .fetch('file:///etc/passwd')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
  });
});
