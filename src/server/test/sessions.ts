// Helpers for tests that run deliberations.
import type { SessionDetail, SessionStatusResponse } from '../../contracts/sessions.ts';
import type { App } from '../app.ts';
import { type Actor, createBoard, createUser } from './factories.ts';

export const validDecision = (overrides: Record<string, unknown> = {}) => ({
  decision_topic: 'Should we raise a $2M seed round this quarter?',
  decision_context:
    'We have 8 months of runway, $40k MRR growing 12% monthly, and two term sheets on the table.',
  decision_type: 'strategic',
  constraints: {
    budget: '$2M',
    timeline: '3 months',
    other: null,
    company_info: 'B2B SaaS for logistics teams, 14 employees, seed-stage, based in Berlin.',
  },
  ...overrides,
});

/** A decision among three options (A, B and C), not a yes or no. */
export const supportPlatformDecision = () =>
  validDecision({
    decision_topic: 'Which support platform should we choose?',
    // A context about the same step: a raise told beside a platform choice is framed, not judged.
    decision_context:
      'Our help desk software contract ends in March. 40 support agents handle 9,000 tickets a month on it, and an outage stops all customer support.',
    constraints: {
      budget: '$60k a year',
      timeline: '3 months',
      other: null,
      company_info: 'B2B SaaS for logistics teams, 14 employees, based in Berlin.',
    },
    options: ['Vendor A at $40k a year', 'Vendor B at $55k a year with an SLA', 'Build in-house'],
  });

export async function startSession(
  app: App,
  actor: Actor,
  boardId: string,
  body: Record<string, unknown> = validDecision(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardId}/sessions`,
    headers: actor.headers,
    payload: body,
  });
}

/** A director's perspective in favour of the raise `validDecision` proposes. */
export const supportingPerspective = () => ({
  stance: 'support',
  perspective: 'The raise is timely: two term sheets and 12% monthly growth make the price fair.',
  key_points: [],
  confidence: 0.7,
});

/** A human seat's perspective, given in the director's portal. */
export async function submitPerspective(
  app: App,
  director: Actor,
  sessionId: string,
  payload: Record<string, unknown> = supportingPerspective(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/boards/sessions/${sessionId}/perspectives`,
    headers: director.headers,
    payload,
  });
}

/** Polls the status until the session ends (or the time runs out). */
export async function waitForSession(app: App, actor: Actor, sessionId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/status`,
      headers: actor.headers,
    });
    const status = response.json() as SessionStatusResponse;
    if (status.status === 'completed' || status.status === 'failed') {
      const detail = await app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}`,
        headers: actor.headers,
      });
      return { status, detail: detail.json() as SessionDetail };
    }
    if (Date.now() > deadline) throw new Error(`session still ${status.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new owner's new board deliberates on `body` to the end: who asked, the board, and how it ended. */
export async function deliberateOnNewBoard(app: App, body: Record<string, unknown> = validDecision()) {
  const actor = await createUser(app);
  const board = await createBoard(app, actor);
  const started = await startSession(app, actor, board.id, body);
  return { actor, board, ...(await waitForSession(app, actor, started.json().session_id)) };
}

/** Reads a finished session's whole event stream and parses it. */
export async function readEventStream(app: App, actor: Actor, sessionId: string, lastEventId?: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/sessions/${sessionId}/events`,
    headers: {
      ...actor.headers,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
  });
  const frames = response.body
    .split('\n\n')
    .filter((frame) => frame.includes('data:'))
    .map((frame) => {
      const field = (name: string) =>
        frame
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return {
        id: field('id'),
        event: field('event'),
        data: JSON.parse(field('data') ?? '{}') as Record<string, unknown>,
      };
    });
  return { response, frames };
}
