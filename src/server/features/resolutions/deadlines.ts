// The written resolutions awaiting a director's vote, for their calendar feed: circulated to them,
// not voted on, still open (its closing time is the deadline). Once they vote, or it closes, the
// entry leaves the feed at the calendar's next read.
import type { Db } from '../../db/client.ts';
import type { DeadlineSource, PersonDeadline } from '../../lib/deadlines.ts';
import { canOnBoard } from '../../policy.ts';
import { resolutionPath } from './closing.ts';
import { createResolutionRepository } from './repository.ts';

export function resolutionDeadlines(deps: { db: Db; publicUrl: string }): DeadlineSource {
  const { publicUrl } = deps;
  const resolutions = createResolutionRepository(deps.db);
  return async (actor, now): Promise<PersonDeadline[]> => {
    const { open } = await resolutions.ofDirector(actor.user.id, 0);
    const followed = open.filter(
      (row) =>
        row.resolution.closesAt.getTime() > now.getTime() &&
        canOnBoard(actor, 'read_sessions', {
          id: row.resolution.boardId,
          organizationId: row.organizationId,
        }),
    );
    const directors = await resolutions.directorsOf(followed.map((row) => row.resolution.id));
    const voted = new Set(
      directors.filter((d) => d.userId === actor.user.id && d.vote !== null).map((d) => d.resolutionId),
    );
    return followed
      .filter((row) => !voted.has(row.resolution.id))
      .map(({ resolution, boardName }) => ({
        key: `resolution-${resolution.id}`,
        title: `Vote on the written resolution “${resolution.title}”`,
        boardName,
        due: resolution.closesAt,
        description: 'The written resolution closes at this time. Approve, object or abstain before then.',
        url: `${publicUrl}${resolutionPath(resolution.id)}`,
      }));
  };
}
