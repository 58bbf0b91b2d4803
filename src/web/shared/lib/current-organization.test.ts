import { describe, expect, it } from 'vitest';
import type { OrganizationSummary } from '../../../contracts/organizations.ts';
import { pickCurrentOrganization } from './current-organization.ts';

const org = (id: string, is_personal = false): OrganizationSummary => ({
  id,
  name: id,
  plan: 'free',
  is_personal,
  role: 'admin',
  allowed_actions: [],
});
const organizations = [org('acme'), org('mine', true), org('other')];

describe('pickCurrentOrganization', () => {
  it('keeps the remembered organization while the user belongs to it', () => {
    expect(pickCurrentOrganization(organizations, 'other')?.id).toBe('other');
  });

  it('falls back to the personal organization (nothing remembered, or left since)', () => {
    expect(pickCurrentOrganization(organizations, null)?.id).toBe('mine');
    expect(pickCurrentOrganization(organizations, 'gone')?.id).toBe('mine');
  });

  it('takes the first one without a personal organization, and nothing from an empty list', () => {
    expect(pickCurrentOrganization([org('a'), org('b')], null)?.id).toBe('a');
    expect(pickCurrentOrganization([], 'a')).toBeUndefined();
  });
});
