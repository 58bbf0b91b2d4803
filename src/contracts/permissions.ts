// The one permission matrix (role × action) of an organization. The server enforces the
// organization's current matrix, the web app hides what the matrix forbids, and the
// authorization test reads the same defaults. Admins always hold every permission, so an
// organization can never lock itself out of its own settings (ADR 8).
import { z } from 'zod';

export const ORG_ROLES = ['admin', 'manager', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export const orgRoleSchema = z.enum(ORG_ROLES, { error: 'Role must be admin, manager or member' });

export const ROLE_LABELS: Readonly<Record<OrgRole, string>> = {
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
};

export const ORG_ACTIONS = [
  'create_boards',
  'invite_members',
  'delete_boards',
  'manage_billing',
  'edit_boards',
  'start_sessions',
  'manage_meetings',
  'manage_templates',
  'manage_members',
] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

export const ACTION_LABELS: Readonly<Record<OrgAction, string>> = {
  create_boards: 'Create Boards',
  invite_members: 'Invite Members',
  delete_boards: 'Delete Boards',
  manage_billing: 'Manage Billing',
  edit_boards: 'Edit Boards',
  start_sessions: 'Start Sessions',
  manage_meetings: 'Manage Meetings',
  manage_templates: 'Manage Templates',
  manage_members: 'Manage Members',
};

/** What each action lets a role do, shown under the matrix. */
export const ACTION_HINTS: Readonly<Record<OrgAction, string>> = {
  create_boards: 'Create boards in this organization',
  invite_members: 'Invite people and resend or revoke invitations',
  delete_boards: 'Delete a board with its sessions, meetings and minutes',
  manage_billing: 'See the plan and request upgrades',
  edit_boards: 'Rename boards, change seats and weights, add or remove board members',
  start_sessions: 'Ask a board they can see for a recommendation',
  manage_meetings: 'Schedule and run meetings, edit agendas and action items',
  manage_templates: 'Create, edit, share and delete custom templates',
  manage_members: 'Change roles and remove members',
};

export type PermissionMatrix = Record<OrgAction, OrgRole[]>;

/** Admins hold every permission whatever the matrix says, so their column cannot be edited. */
export const holdsEveryPermission = (role: OrgRole): boolean => role === 'admin';

export const DEFAULT_PERMISSIONS: Readonly<PermissionMatrix> = {
  create_boards: ['admin', 'manager'],
  invite_members: ['admin', 'manager'],
  delete_boards: ['admin'],
  manage_billing: ['admin'],
  edit_boards: ['admin', 'manager'],
  start_sessions: ['admin', 'manager', 'member'],
  manage_meetings: ['admin', 'manager'],
  manage_templates: ['admin', 'manager'],
  manage_members: ['admin'],
};

/** The matrix as sent by Settings: every action, each with the roles allowed. */
export const permissionMatrixSchema = z.strictObject(
  Object.fromEntries(ORG_ACTIONS.map((action) => [action, z.array(orgRoleSchema).max(3)])) as Record<
    OrgAction,
    z.ZodArray<typeof orgRoleSchema>
  >,
);

/** A stored matrix completed with the defaults for actions added since it was saved. */
export function effectiveMatrix(stored: Partial<PermissionMatrix> | null | undefined): PermissionMatrix {
  const matrix = {} as PermissionMatrix;
  for (const action of ORG_ACTIONS) {
    const roles = stored?.[action] ?? DEFAULT_PERMISSIONS[action];
    matrix[action] = ORG_ROLES.filter((role) => holdsEveryPermission(role) || roles.includes(role));
  }
  return matrix;
}

export function roleAllows(matrix: PermissionMatrix, role: OrgRole, action: OrgAction): boolean {
  return holdsEveryPermission(role) || matrix[action].includes(role);
}

/** The actions a role may take under a matrix. */
export function allowedActions(matrix: PermissionMatrix, role: OrgRole): OrgAction[] {
  return ORG_ACTIONS.filter((action) => roleAllows(matrix, role, action));
}
