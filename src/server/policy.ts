// Authorization in one place: who may do what to which resource. Services ask `can(...)`
// after loading a resource and answer 404 when the answer is no, so a stranger learns nothing.
import type { UserRow } from './features/auth/repository.ts';

export type Action = 'read' | 'update' | 'delete';

interface OwnedResource {
  ownerId: string | null;
}

const isSuperadminRow = (user: UserRow) => user.isSuperadmin;

const rules = {
  board: (user: UserRow, action: Action, board: OwnedResource) =>
    board.ownerId === user.id || (action === 'read' && isSuperadminRow(user)),
  persona: (user: UserRow, action: Action, persona: OwnedResource & { isPublic: boolean }) =>
    action === 'read' ? persona.isPublic || persona.ownerId === user.id : persona.ownerId === user.id,
  session: (user: UserRow, action: Action, session: OwnedResource) =>
    session.ownerId === user.id || (action === 'read' && isSuperadminRow(user)),
  template: (user: UserRow, _action: Action, template: OwnedResource & { isBuiltin: boolean }) =>
    template.isBuiltin || template.ownerId === user.id,
} as const;

type Rules = typeof rules;

export function can<K extends keyof Rules>(
  user: UserRow,
  action: Action,
  kind: K,
  resource: Parameters<Rules[K]>[2],
): boolean {
  return (rules[kind] as (u: UserRow, a: Action, r: unknown) => boolean)(user, action, resource);
}
