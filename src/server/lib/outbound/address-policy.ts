// Which IP addresses the server may connect to on a user's behalf (ADR 25). The question is asked
// of parsed addresses, through ipaddr.js's registry of special ranges, never of strings: a URL
// parser turns `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`, and a prefix test on text misses it.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export const NOT_PUBLIC = 'The address is not a public address (this server does not call private networks)';
export const NOT_PUBLIC_NAME =
  'The host name does not resolve to public addresses only (this server does not call private networks)';

// NAT64's well-known prefix carries an IPv4 address in its last 32 bits; a DNS64 resolver on an
// IPv6-only network hands these out for every IPv4-only host, so they are judged by that address.
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
// Global unicast space: everything public in IPv6 today lies inside it.
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  // Everything ipaddr.js names (private, loopback, link-local, CGNAT, multicast, broadcast,
  // reserved and documentation ranges, 0/8) is refused; only what it calls plain unicast remains.
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.match(NAT64_WELL_KNOWN)) {
    const [a, b, c, d] = address.toByteArray().slice(12) as [number, number, number, number];
    return isPublicIPv4(new ipaddr.IPv4([a, b, c, d]));
  }
  // IPv4-mapped, IPv4-compatible (::/96, outside 2000::/3), IPv4-translated, local-use NAT64,
  // 6to4 and Teredo all fall outside plain global unicast and are refused whatever they carry,
  // as are loopback, unspecified, link-local, unique-local, site-local, multicast and reserved.
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST);
}

/** Whether `text` is an IP address (v4 or v6, a zone id allowed) the server may connect to. */
export function isPublicAddress(text: string): boolean {
  // net.isIP first: ipaddr.js also accepts legacy IPv4 spellings (`0x7f.1`, `2130706433`) that no
  // resolver or socket hands us, and an address we cannot read is not one we can vouch for.
  const bare = text.replace(/%.*$/, '');
  if (isIP(bare) === 0) return false;
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4'
    ? isPublicIPv4(address as ipaddr.IPv4)
    : isPublicIPv6(address as ipaddr.IPv6);
}

/**
 * Why a URL may not be called on a user's behalf, judged from the URL alone (null: nothing to
 * object to yet). Names are not resolved here: the connection decides on the address it reaches.
 */
export function urlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The address is not a valid URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'Only http and https addresses are called';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : NOT_PUBLIC;
  if (host === 'localhost' || host.endsWith('.localhost')) return NOT_PUBLIC;
  return null;
}
