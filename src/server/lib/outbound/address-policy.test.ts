import { describe, expect, it } from 'vitest';
import { isPublicAddress, urlProblem } from './address-policy.ts';

describe('the address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['100::1', 'discard-only'],
    ['localhost', 'a name is no address'],
    ['0x7f.1', 'legacy IPv4 spelling'],
    ['2130706433', 'IPv4 as one number'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82b::200e'],
    ['64:ff9b::808:808'],
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('judges a URL by its literal host, and leaves names to the connection', () => {
    expect(urlProblem('http://[::ffff:127.0.0.1]:8080/v1')).toMatch(/not a public/);
    expect(urlProblem('http://[::ffff:7f00:1]:8080/v1')).toMatch(/not a public/);
    expect(urlProblem('http://localhost:11434/v1')).toMatch(/not a public/);
    expect(urlProblem('http://models.localhost/v1')).toMatch(/not a public/);
    expect(urlProblem('file:///etc/passwd')).toMatch(/Only http and https/);
    expect(urlProblem('https://api.example.com/v1')).toBeNull();
    expect(urlProblem('https://8.8.8.8/v1')).toBeNull();
  });
});
