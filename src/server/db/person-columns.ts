// How a person is named in a select that joins `users`: one definition for every feature's lists,
// so a member list, a director list and a calendar show the same name for the same person.
import { sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** The name to show: the full name, or the username when none is given. */
export const displayName = sql<string>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`;

/** A person as a member list shows them: id, both names and e-mail. */
export const personColumns = {
  userId: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
};
