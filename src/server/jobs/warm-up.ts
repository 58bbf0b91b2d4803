// Before a worker takes its first job: what the first session after a start would otherwise run
// cold — a running session's statements (on a session that does not exist, so nothing changes),
// the mind's own reading of a decision, and the HTTP client model calls go through (Node loads
// fetch on its first use: ~20 ms, measured) — so that session costs what a later one does.
import type { Decision, Mind } from '../../engine/types.ts';
import type { LiveRepository } from '../features/live/repository.ts';
import type { SessionRepository } from '../features/sessions/repository.ts';

const NO_SESSION = '00000000-0000-0000-0000-000000000000';

const SAMPLE_DECISION: Decision = {
  topic: 'Should we open a second office in Lisbon next year?',
  context: 'Hiring in Berlin takes four months; Lisbon offers talent at lower cost but splits the team.',
  type: 'expansion',
  constraints: { budget: '$600k', timeline: '6 months', other: null, companyInfo: 'B2B SaaS, 40 people.' },
};

export async function warmUpDeliberations(deps: {
  sessions: SessionRepository;
  live: LiveRepository;
  mind: Mind;
  log: { warn(obj: unknown, msg?: string): void };
}): Promise<void> {
  try {
    deps.mind.read?.(SAMPLE_DECISION);
    // A data: URL loads fetch without a request leaving the process.
    await (await fetch('data:,warm-up')).text();
    await deps.sessions.warmUp();
    await deps.live.interjections(NO_SESSION);
  } catch (error) {
    // Only the first session's speed is at stake.
    deps.log.warn({ err: error }, 'deliberation warm-up failed');
  }
}
