// Composition (like app.ts): fills account's BoardRecords port — the boards, minutes and written
// resolutions a person may read — from the features that own them, for the export of their data.
// The server and `npm run worker` both build it: the export is made by a job in either.
import type { Minutes } from '../contracts/meetings.ts';
import type { Resolution } from '../contracts/resolutions.ts';
import type { Db } from './db/client.ts';
import type { BoardRecords, UnreadableMinutes } from './features/account/board-records.ts';
import { createAuthRepository } from './features/auth/repository.ts';
import { createBoardRepository } from './features/boards/repository.ts';
import { UnreadableMinutesError } from './features/meetings/minutes-snapshot.ts';
import { createMinutesService } from './features/minutes/service.ts';
import { createResolutionReads } from './features/resolutions/service.ts';
import { toActor } from './plugins/authenticate.ts';
import { type Actor, canOnBoard } from './policy.ts';

export function createBoardRecords(db: Db): BoardRecords {
  const people = createAuthRepository(db);
  const boards = createBoardRepository(db);
  const minutes = createMinutesService(db);
  const resolutions = createResolutionReads(db);

  /**
   * The person as authorization sees them now, less super-admin reading: that is support access
   * to others' boards, not the person's own data.
   */
  async function actorOf(userId: string): Promise<Actor | null> {
    const row = await people.findActorOfUser(userId);
    return row ? { ...toActor(row, null), isSuperadmin: false } : null;
  }

  async function readable(actor: Actor) {
    return (await boards.listVisibleWithDetails(actor)).filter((board) => canOnBoard(actor, 'read', board));
  }

  return {
    async boards(userId) {
      const actor = await actorOf(userId);
      if (!actor) return [];
      return (await readable(actor)).map((b) => ({
        id: b.id,
        name: b.name,
        organization_name: b.organizationName,
      }));
    },

    async minutes(userId) {
      const actor = await actorOf(userId);
      if (!actor) return [];
      const found: (Minutes | UnreadableMinutes)[] = [];
      // One set at a time: a job in the background, kind to the pool rather than quick.
      for (const summary of await minutes.list(actor)) {
        try {
          found.push(await minutes.get(actor, summary.id));
        } catch (error) {
          // One set the board cannot show either must not cost the person the rest of their export.
          if (!(error instanceof UnreadableMinutesError)) throw error;
          found.push({ ...summary, unreadable: true });
        }
      }
      return found;
    },

    async resolutions(userId) {
      const actor = await actorOf(userId);
      if (!actor) return [];
      const boardIds = new Set([...(await readable(actor)).map((b) => b.id), ...actor.seatBoardIds]);
      const found: Resolution[] = [];
      for (const boardId of boardIds) {
        const register = await resolutions.listOfBoard(actor, boardId);
        for (const summary of register.resolutions) found.push(await resolutions.get(actor, summary.id));
      }
      return found;
    },
  };
}
