// Which mind answers a follow-up: the one the session deliberated with. An offline session is
// answered by the offline engine whatever the server uses now; an LLM session by its recorded
// provider (providers/mind-factory.ts), or not at all when that provider is gone or no longer a model.
import { createOfflineMind } from '../../../engine/minds/offline/offline-mind.ts';
import type { Mind } from '../../../engine/types.ts';
import type { MindResolver } from '../providers/mind-factory.ts';
import type { SessionRow } from './repository.ts';

export type FollowUpMinds = (session: SessionRow) => Promise<Mind | null>;

export function createFollowUpMinds(resolver: Pick<MindResolver, 'mindFor'>): FollowUpMinds {
  const offline = createOfflineMind();
  return async (session) => {
    if (session.engine === 'offline') return offline;
    if (session.engine !== 'llm') return null;
    const mind = await resolver.mindFor(session);
    return mind.engine === 'llm' && mind.answerFollowUp ? mind : null;
  };
}
