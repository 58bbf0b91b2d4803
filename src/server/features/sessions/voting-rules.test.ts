// Quorum and threshold rules: a board chooses its rule, an agenda item requiring a vote overrides
// the threshold with its vote type, the session fixes the rule at start and its result, analysis
// and export say which rule applied and how it came out. No rule: the default reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../contracts/boards.ts';
import { type Actor, createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createMeeting, importAgenda } from '../../test/meetings.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
afterAll(() => t.close());

const patchBoard = (board: { id: string }, body: Record<string, unknown>, actor = owner) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/boards/${board.id}`, headers: actor.headers, payload: body });

describe('a board’s voting rule', () => {
  it('is chosen, read back, refused when malformed, and cleared with null', async () => {
    const board = await createBoard(t.app, owner);
    expect(board.voting_rule).toBeNull();
    const saved = await patchBoard(board, { voting_rule: { threshold: 'two_thirds' } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Board).voting_rule).toEqual({
      threshold: 'two_thirds',
      base: 'votes_cast',
      ai_seats: 'voting',
    });
    for (const bad of [
      { threshold: 'most' },
      { threshold: 'unanimity', base: 'everyone' },
      { base: 'present' },
    ]) {
      const refused = await patchBoard(board, { voting_rule: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.id}`,
      headers: owner.headers,
    });
    expect((read.json() as Board).voting_rule?.threshold).toBe('two_thirds');
    const cleared = await patchBoard(board, { voting_rule: null });
    expect((cleared.json() as Board).voting_rule).toBeNull();
  });

  it('decides a session’s outcome, which says the rule and how it came out, in the analysis and export', async () => {
    const board = await createBoard(t.app, owner);
    await patchBoard(board, {
      voting_rule: { threshold: 'unanimity', base: 'all_seats', ai_seats: 'voting' },
    });
    const id = (await startSession(t.app, owner, board.id)).json().session_id as string;
    // Changing the rule after the start does not change this session.
    await patchBoard(board, { voting_rule: null });
    const { detail } = await waitForSession(t.app, owner, id);
    const rule = detail.recommendation?.voting_rule;
    expect(rule).toMatchObject({
      threshold: 'unanimity',
      base: 'all_seats',
      ai_seats: 'voting',
      source: 'board',
      rule: 'unanimity of all seats (by weight), AI seats voting',
    });
    const unanimous = detail.votes.every((v) => v.vote === 'approve');
    expect(rule?.carried).toBe(unanimous);
    expect(detail.recommendation?.outcome === 'proceed').toBe(unanimous);
    expect(rule?.explanation).toMatch(/needed under unanimity of all seats/);
    const md = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${id}/export?format=md`,
      headers: owner.headers,
    });
    expect(md.body).toContain('Voting rule');
    expect(md.body).toContain(rule!.explanation);
  });

  it('is overridden by the vote type of an agenda item that requires a vote', async () => {
    const board = await createBoard(t.app, owner);
    await patchBoard(board, { voting_rule: { threshold: 'simple_majority', ai_seats: 'voting' } });
    const meeting = await createMeeting(t.app, owner, board.id);
    const item = (await importAgenda(t.app, owner, meeting.id, 'Approve the 2027 budget')).json().items[0];
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/meetings/${meeting.id}/agenda/${item.id}`,
      headers: owner.headers,
      payload: { requires_vote: true, vote_type: 'two_thirds' },
    });
    expect(edited.statusCode).toBe(200);
    const started = await startSession(
      t.app,
      owner,
      board.id,
      validDecision({
        constraints: { ...validDecision().constraints, meeting_id: meeting.id, agenda_item_ids: [item.id] },
      }),
    );
    expect(started.statusCode).toBe(202);
    const { detail } = await waitForSession(t.app, owner, started.json().session_id);
    expect(detail.recommendation?.voting_rule).toMatchObject({
      threshold: 'two_thirds',
      base: 'votes_cast',
      source: 'agenda_item',
    });
  });

  it('leaves a board without a rule on the default reading', async () => {
    const board = await createBoard(t.app, owner);
    const id = (await startSession(t.app, owner, board.id)).json().session_id as string;
    const { detail } = await waitForSession(t.app, owner, id);
    expect(detail.recommendation?.voting_rule).toBeNull();
  });
});
