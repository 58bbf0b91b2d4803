import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      siteAccessPassword: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('splits SUPERADMIN_EMAILS and lower-cases them', () => {
    expect(loadConfig({ SUPERADMIN_EMAILS: ' A@x.io, b@Y.io ,' }).superadminEmails).toEqual([
      'a@x.io',
      'b@y.io',
    ]);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });
});
