import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type PermissionMatrix } from '../../../../contracts/permissions.ts';
import { toggleRole } from './permission-matrix.ts';

const defaults = DEFAULT_PERMISSIONS as PermissionMatrix;

describe('toggleRole', () => {
  it('grants a role an action, in the roles’ order, leaving other actions alone', () => {
    const matrix = toggleRole(defaults, 'delete_boards', 'manager', true);
    expect(matrix.delete_boards).toEqual(['admin', 'manager']);
    expect(matrix.create_boards).toEqual(defaults.create_boards);
  });

  it('takes an action away from a role', () => {
    expect(toggleRole(defaults, 'start_sessions', 'member', false).start_sessions).toEqual([
      'admin',
      'manager',
    ]);
  });

  it('never takes anything away from Admins', () => {
    expect(toggleRole(defaults, 'manage_billing', 'admin', false).manage_billing).toEqual(['admin']);
  });
});
