// SQL for a board's people: its roster (who may be recorded at its meetings and hears of its
// meetings and written resolutions) and the people holding its seats now.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { displayName } from '../../db/person-columns.ts';
import { boardMembers, boardPositions, organizationMembers, users } from '../../db/schema/index.ts';

export interface RosterPerson {
  userId: string;
  name: string;
}

export function createBoardPeopleRepository(db: Db) {
  return {
    /**
     * Human-seat holders, the organization's Admins and Managers, and Members added to the board.
     */
    async roster(boardId: string, organizationId: string): Promise<RosterPerson[]> {
      const seated = db
        .select({ userId: boardPositions.assignedUserId })
        .from(boardPositions)
        .where(and(eq(boardPositions.boardId, boardId), eq(boardPositions.type, 'Human')));
      const onBoard = db
        .select({ userId: boardMembers.userId })
        .from(boardMembers)
        .where(eq(boardMembers.boardId, boardId));
      const staff = db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            inArray(organizationMembers.role, ['admin', 'manager']),
          ),
        );
      return db
        .select({ userId: users.id, name: displayName })
        .from(users)
        .where(or(inArray(users.id, seated), inArray(users.id, onBoard), inArray(users.id, staff)))
        .orderBy(displayName);
    },
    /** The names of the people holding these seats now, by seat id. */
    async holderNames(positionIds: string[]): Promise<Map<string, string>> {
      if (positionIds.length === 0) return new Map();
      const rows = await db
        .select({ positionId: boardPositions.id, name: displayName })
        .from(boardPositions)
        .innerJoin(users, eq(users.id, boardPositions.assignedUserId))
        .where(inArray(boardPositions.id, positionIds));
      return new Map(rows.map((r) => [r.positionId, r.name]));
    },
    /** The seats whose holder's address bounced permanently: the mail service's reason and when. */
    async holderBounces(positionIds: string[]): Promise<Map<string, { at: string; reason: string }>> {
      if (positionIds.length === 0) return new Map();
      const rows = await db
        .select({ positionId: boardPositions.id, at: users.emailBouncedAt, reason: users.emailBounceReason })
        .from(boardPositions)
        .innerJoin(users, eq(users.id, boardPositions.assignedUserId))
        .where(and(inArray(boardPositions.id, positionIds), isNotNull(users.emailBouncedAt)));
      return new Map(rows.map((r) => [r.positionId, { at: r.at!.toISOString(), reason: r.reason ?? '' }]));
    },
  };
}
export type BoardPeopleRepository = ReturnType<typeof createBoardPeopleRepository>;
