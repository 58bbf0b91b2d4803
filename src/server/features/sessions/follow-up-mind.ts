// Which mind answers a follow-up: the one the session deliberated with. The offline engine is
// always at hand; a language model only while this process is configured for one, asked with the
// session's own model so the same board answers.
import type { Mind } from '../../../engine/types.ts';
import type { LlmConfig } from '../../config.ts';
import { createMindFromConfig } from './mind-factory.ts';

export type FollowUpMinds = (session: { engine: string; model: string }) => Mind | null;

export function createFollowUpMinds(llm: LlmConfig): FollowUpMinds {
  const offline = createMindFromConfig({ ...llm, provider: 'offline' });
  return (session) => {
    if (session.engine === 'offline') return offline;
    if (session.engine !== 'llm' || llm.provider === 'offline') return null;
    return createMindFromConfig({ ...llm, model: session.model });
  };
}
