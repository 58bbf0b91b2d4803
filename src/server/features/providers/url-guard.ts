// An organization's own provider is reached by the server on the organization's behalf, so its
// base URL must not point into the server's own network (loopback, private, link-local), unless
// the operator allows it (PROVIDER_ALLOW_PRIVATE_URLS, e.g. for a model server on the same host).
// Platform providers are set by super-admins and may point anywhere.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { unprocessable } from '../../lib/errors.ts';

function isPrivateAddress(address: string): boolean {
  if (address === '::1' || address === '::' || address.startsWith('fe80:') || /^f[cd]/i.test(address))
    return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  const parts = v4.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => Number.isNaN(p))) return false;
  const [a, b] = parts as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

export async function assertPublicUrl(url: string | null | undefined): Promise<void> {
  if (!url) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const refuse = () => {
    throw unprocessable('The base URL must be a public address (this server does not call private networks)');
  };
  if (host === 'localhost' || host.endsWith('.localhost')) refuse();
  if (isIP(host)) {
    if (isPrivateAddress(host)) refuse();
    return;
  }
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => isPrivateAddress(a.address))) refuse();
}
