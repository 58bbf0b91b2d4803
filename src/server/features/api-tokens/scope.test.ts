// The scope rules on route patterns: reads for all, the two asking routes for `ask`, any change
// for `manage`, account security for none; the MCP endpoint for all (its tools decide).
import { describe, expect, it } from 'vitest';
import { isAccountSecurityRoute, scopeAllows } from './scope.ts';

describe('token scopes', () => {
  it.each([
    ['read', 'GET', '/api/v1/boards/:id', true],
    ['read', 'HEAD', '/api/v1/boards/:id', true],
    ['read', 'POST', '/api/v1/boards/:id/sessions', false],
    ['ask', 'POST', '/api/v1/boards/:id/sessions', true],
    ['ask', 'POST', '/api/v1/sessions/:id/follow-ups', true],
    ['ask', 'POST', '/api/v1/sessions/:id/votes', false],
    ['ask', 'DELETE', '/api/v1/boards/:id', false],
    ['manage', 'DELETE', '/api/v1/boards/:id', true],
    // The MCP endpoint admits every scope; its tools judge it against their REST twins.
    ['read', 'POST', '/mcp', true],
  ] as const)('%s may %s %s: %s', (scope, method, url, allowed) => {
    expect(scopeAllows(scope, method, url)).toBe(allowed);
  });

  it.each([
    ['GET', '/api/v1/auth/tokens', true],
    ['POST', '/api/v1/auth/two-factor', true],
    ['GET', '/api/v1/auth/sessions', true],
    ['GET', '/api/v1/auth/me', false],
    ['DELETE', '/api/v1/organizations/:id/members/:userId/sessions', true],
    ['DELETE', '/api/v1/organizations/:id/members/:userId', false],
    ['PUT', '/api/v1/superadmin/users/:id/disabled', true],
    // How an organization signs in: every change under its SSO settings, routes added later too.
    ['PUT', '/api/v1/organizations/:id/sso', true],
    ['POST', '/api/v1/organizations/:id/sso/domain', true],
    ['POST', '/api/v1/organizations/:id/sso/domain/dns-check', true],
    ['GET', '/api/v1/organizations/:id/sso', false],
    ['POST', '/api/v1/organizations/:id/ssot', false],
    ['GET', '/api/v1/boards/:id', false],
  ] as const)('%s %s is account security: %s', (method, url, security) => {
    expect(isAccountSecurityRoute(method, url)).toBe(security);
  });
});
