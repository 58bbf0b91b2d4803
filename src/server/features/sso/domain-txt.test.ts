// Proving an SSO e-mail domain by a DNS TXT record, against a real DNS server in-process
// (node:dgram on 127.0.0.1, pointed at through SSO_DNS_SERVERS): the record shown in the settings
// proves the domain once published, a missing or wrong record does not, one organization's record
// proves nothing for another, and an unreachable resolver is said to be one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_REQUIRED } from '../../../contracts/account.ts';
import { createTestClock } from '../../test/clock.ts';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import { type Actor, createOrganization, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { TXT_RECORD_LABEL } from './domain-txt.ts';
import { DNS_UNREACHABLE, DOMAIN_ALREADY_VERIFIED, DOMAIN_TAKEN } from './settings.ts';

const DOMAIN = 'txt-proof.test';
const RECORD = `${TXT_RECORD_LABEL}.${DOMAIN}`;
let t: TestApp;
let dns: TestDnsServer;
const clock = createTestClock();

beforeAll(async () => {
  dns = await startTestDnsServer();
  t = await buildTestApp(
    { SSO_DNS_SERVERS: dns.address, SSO_ALLOW_INSECURE_ISSUERS: 'true' },
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

async function organizationWithSso(admin: Actor, name: string) {
  const id = await createOrganization(t.app, admin, name);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${id}/sso`,
    headers: admin.headers,
    payload: {
      issuer: 'http://127.0.0.1:9/',
      client_id: 'boardwise',
      client_secret: 'a-client-secret-1234',
      domain: DOMAIN,
      mandatory: false,
      default_role: 'member',
      current_password: admin.password,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, record: saved.json().dns_record as { name: string; value: string } };
}

const check = (admin: Actor, id: string, password: string | null = admin.password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${id}/sso/domain/dns-check`,
    headers: admin.headers,
    payload: password === null ? {} : { current_password: password },
  });

describe('proving an SSO domain by DNS', () => {
  it('proves it once the record shown is published, and not before', async () => {
    const admin = await createUser(t.app);
    const other = await createUser(t.app);
    const first = await organizationWithSso(admin, 'Txt First');
    const second = await organizationWithSso(other, 'Txt Second');
    expect(first.record.name).toBe(RECORD);
    expect(first.record.value).toMatch(/^boardwise-domain-verification=[\w-]{43}$/);
    // Each organization has its own value: one's record proves nothing for the other.
    expect(second.record.value).not.toBe(first.record.value);

    const missing = await check(admin, first.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().detail).toContain(RECORD);

    dns.setTxt(RECORD, ['v=spf1 -all', second.record.value]);
    expect((await check(admin, first.id)).statusCode).toBe(409);

    clock.advanceMinutes(11);
    const stale = await check(admin, first.id, null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(REAUTH_REQUIRED);

    dns.setTxt(RECORD, ['v=spf1 -all', second.record.value, first.record.value]);
    const proven = await check(admin, first.id);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().domain_verified_at).not.toBeNull();
    expect(proven.json().dns_record).toBeNull();
    const again = await check(admin, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(DOMAIN_ALREADY_VERIFIED);

    // The other organization's own record is published too, but the domain is taken.
    const taken = await check(other, second.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(DOMAIN_TAKEN);
    const audited = await t.app.database.pool.query(
      "select summary from audit_events where action = 'organization.sso_domain_verified' and organization_id = $1",
      [first.id],
    );
    expect(audited.rows.map((r) => r.summary)).toEqual([
      `Proved ${DOMAIN} for single sign-on by its DNS TXT record`,
    ]);
  });

  it('says so when the DNS servers do not answer', async () => {
    const admin = await createUser(t.app);
    const org = await organizationWithSso(admin, 'Txt Silent');
    dns.silence(true);
    try {
      const unreachable = await check(admin, org.id);
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json().detail).toBe(DNS_UNREACHABLE);
    } finally {
      dns.silence(false);
    }
  });

  it('answers 404 to a stranger', async () => {
    const admin = await createUser(t.app);
    const org = await organizationWithSso(admin, 'Txt Strangers');
    const stranger = await createUser(t.app);
    expect((await check(stranger, org.id)).statusCode).toBe(404);
  });
});
