// The papers that go with a decision, for the sessions feature: whether the chosen papers are the
// board's, and linking them (with those of the agenda items it decides) in its transaction.
import type { Db } from '../../db/client.ts';
import { createPaperRepository } from './repository.ts';

/** Whether every one of these papers belongs to the board. */
export async function allPapersOnBoard(db: Db, paperIds: string[], boardId: string): Promise<boolean> {
  return (await createPaperRepository(db).countOnBoard(paperIds, boardId)) === paperIds.length;
}

/** Links the papers chosen, and those of the agenda items the session decides, to the session. */
export async function linkPapersToSession(
  db: Db,
  sessionId: string,
  paperIds: readonly string[],
  agendaItemIds: string[],
): Promise<void> {
  const papers = createPaperRepository(db);
  const itemPapers = await papers.idsOfAgendaItems(agendaItemIds);
  await papers.linkToSession(sessionId, [...new Set([...paperIds, ...itemPapers])]);
}
