// Related past decisions: a board's decided sessions found by text and kind for a new question,
// shown before asking, handed to the session's seats and recorded on the session (ADR 50).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedSentence } from '../../../contracts/related-decisions.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';
import { createRelatedDecisionService } from './service.ts';

let t: TestApp;
let owner: Actor;
let boardId: string;
let raiseId: string;
let leaseId: string;

const RAISE = validDecision();
const LEASE = validDecision({
  decision_topic: 'Should we sign a five-year lease on a bigger office in Lisbon?',
  decision_context:
    'The lease is €18k a month for 900 m²; the team of 14 will be 30 within a year and the current office holds 16.',
});
const SERIES_A = {
  topic: 'Should we raise a $6M Series A round from the two funds that offered term sheets?',
  context: 'Runway is 9 months; MRR is $90k growing 10% monthly.',
};

async function decide(actor: Actor, board: string, body: Record<string, unknown>): Promise<string> {
  const started = await startSession(t.app, actor, board, body);
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().session_id as string;
  const { status } = await waitForSession(t.app, actor, id);
  expect(status.status).toBe('completed');
  return id;
}

function related(actor: Actor | null, board: string, query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/boards/${board}/related-decisions?${new URLSearchParams(query)}`,
    ...(actor ? { headers: actor.headers } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  boardId = (await createBoard(t.app, owner)).id;
  raiseId = await decide(owner, boardId, RAISE);
  leaseId = await decide(owner, boardId, LEASE);
}, 120_000);
afterAll(() => t.close());

describe('finding related past decisions', () => {
  it('finds the earlier raise for a new raise, with its outcome, date, kind and risks', async () => {
    const response = await related(owner, boardId, SERIES_A);
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().related;
    expect(found[0]).toMatchObject({
      session_id: raiseId,
      topic: RAISE.decision_topic,
      kind: 'raise_funding',
      same_kind: true,
      outcome: expect.stringMatching(/^(proceed|against|mixed)$/),
      review: null,
    });
    expect(found[0].recommendation.length).toBeGreaterThan(0);
    expect(Date.parse(found[0].decided_at)).not.toBeNaN();
    // The lease shares no word of the question's but stop words: not offered.
    expect(found.map((f: { session_id: string }) => f.session_id)).not.toContain(leaseId);
  });

  it('finds the lease for an office question and nothing for an unrelated one', async () => {
    const office = await related(owner, boardId, { topic: 'Should we move to a larger office in Lisbon?' });
    expect(office.json().related.map((f: { session_id: string }) => f.session_id)).toEqual([leaseId]);
    const unrelated = await related(owner, boardId, { topic: 'Should we sponsor the city marathon?' });
    expect(unrelated.json()).toEqual({ related: [] });
  });

  it("never offers another board's decisions", async () => {
    const other = await createBoard(t.app, owner, { name: 'Other board' });
    const response = await related(owner, other.id, SERIES_A);
    expect(response.json()).toEqual({ related: [] });
  });

  it('refuses a question without a topic, an over-long one and unknown parameters with 422', async () => {
    const queries: Record<string, string>[] = [
      {},
      { topic: 'x'.repeat(501) },
      { topic: 'Raise?', urgency: 'high' },
    ];
    for (const query of queries) {
      const response = await related(owner, boardId, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBeTruthy();
    }
  });

  it("answers 404 for a stranger's board and 401 without a sign-in", async () => {
    const stranger = await createUser(t.app);
    expect((await related(stranger, boardId, SERIES_A)).statusCode).toBe(404);
    expect((await related(null, boardId, SERIES_A)).statusCode).toBe(401);
  });
});

describe('a session asked after related decisions', () => {
  it('is handed them, records them for its analysis and its seats cite them', async () => {
    const id = await decide(owner, boardId, {
      ...validDecision(),
      decision_topic: SERIES_A.topic,
      decision_context: SERIES_A.context,
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${id}`, headers: owner.headers })
    ).json();
    expect(detail.related_decisions.map((r: { session_id: string }) => r.session_id)).toEqual([raiseId]);
    const cited = detail.deliberations.filter((d: { key_points: string[] }) =>
      d.key_points.some((p) => p.startsWith('This board decided something similar on')),
    );
    expect(cited.length).toBeGreaterThan(0);
    // A session that found nothing related records nothing.
    const raise = (
      await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${raiseId}`, headers: owner.headers })
    ).json();
    expect(raise.related_decisions).toEqual([]);
  }, 60_000);
});

describe('reviews of past decisions', () => {
  it('are joined to what is found once reviews exist, and worded with the outcome', async () => {
    const service = createRelatedDecisionService({
      db: t.app.database.db,
      reviewsOf: async (ids) =>
        new Map(
          ids.map((id) => [
            id,
            {
              followed: 'followed_board' as const,
              result: 'worse' as const,
              notes: 'Dilution was higher than planned.',
              reviewed_at: '2026-06-01T00:00:00.000Z',
            },
          ]),
        ),
    });
    const [first] = await service.find(boardId, SERIES_A);
    expect(first?.review).toMatchObject({ result: 'worse', notes: 'Dilution was higher than planned.' });
    expect(relatedSentence(first!)).toMatch(
      /^This board decided something similar on \d{1,2} \w+ \d{4}: (proceed|against|no clear mandate), reviewed as worse than expected$/,
    );
  });
});
