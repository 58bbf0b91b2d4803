// Editing the access-control matrix: Admins keep every permission whatever is toggled, as the
// server completes every matrix the same way.
import {
  holdsEveryPermission,
  ORG_ROLES,
  type OrgAction,
  type OrgRole,
  type PermissionMatrix,
} from '../../../../contracts/permissions.ts';

export function toggleRole(
  matrix: PermissionMatrix,
  action: OrgAction,
  role: OrgRole,
  allowed: boolean,
): PermissionMatrix {
  const roles = new Set(matrix[action]);
  if (allowed) roles.add(role);
  else roles.delete(role);
  return { ...matrix, [action]: ORG_ROLES.filter((r) => holdsEveryPermission(r) || roles.has(r)) };
}
