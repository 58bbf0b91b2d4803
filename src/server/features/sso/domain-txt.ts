// Proof of an e-mail domain by a DNS TXT record: whoever can publish a record under the domain
// speaks for it. The value is derived from the server's secret, the organization and the domain,
// so it is stable (the Admin may publish it before asking for the check), different for every
// organization (one cannot reuse another's record) and needs no column. SSO_DNS_SERVERS points the
// lookup at chosen resolvers (the tests' in-process DNS server); otherwise the system's are asked.
import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns/promises';

/** The record is published at this label under the domain: `_boardwise-verification.example.com`. */
export const TXT_RECORD_LABEL = '_boardwise-verification';
export const TXT_VALUE_PREFIX = 'boardwise-domain-verification=';

export type TxtLookup = 'found' | 'absent' | 'unreachable';

/** DNS answers meaning "no such record" (rather than "could not ask"). */
const ABSENT_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

export function createDomainTxt(options: { serverSecret: string; servers?: string[] | undefined }) {
  const key = createHmac('sha256', options.serverSecret).update('sso domain txt proof').digest();
  return {
    recordName: (domain: string) => `${TXT_RECORD_LABEL}.${domain}`,

    expectedValue(organizationId: string, domain: string): string {
      const mac = createHmac('sha256', key).update(`${organizationId}:${domain}`).digest('base64url');
      return `${TXT_VALUE_PREFIX}${mac}`;
    },

    /** Whether a TXT record at `name` holds exactly `value` (a long record's strings joined). */
    async lookup(name: string, value: string): Promise<TxtLookup> {
      const resolver = new Resolver({ timeout: 3000, tries: 2 });
      if (options.servers?.length) resolver.setServers(options.servers);
      try {
        const records = await resolver.resolveTxt(name);
        return records.some((strings) => strings.join('').trim() === value) ? 'found' : 'absent';
      } catch (error) {
        return ABSENT_CODES.has((error as NodeJS.ErrnoException).code ?? '') ? 'absent' : 'unreachable';
      }
    },
  };
}
export type DomainTxt = ReturnType<typeof createDomainTxt>;
