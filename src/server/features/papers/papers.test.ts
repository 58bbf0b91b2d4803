// Board papers through the API: attaching (kind judged by content, limits), reading what was
// extracted, the file itself, access inherited from the board, and the board reading the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaperList, papersAsContext } from '../../../contracts/papers.ts';
import type { SessionDetail } from '../../../contracts/sessions.ts';
import {
  type Actor,
  createBoard,
  createUser,
  joinOrganization,
  personalOrganization,
} from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createMeeting, importAgenda, inMinutes } from '../../test/meetings.ts';
import { figuresPdf, figuresXlsx, uploadPaper, waitForExtraction } from '../../test/papers.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
let owner: Actor;
let boardId: string;
beforeAll(async () => {
  // A small board limit (1 MB) so the total is tested without megabytes of uploads.
  t = await buildTestApp({ BOARD_PAPERS_MAX_TOTAL_MB: '1' });
  owner = await createUser(t.app);
  boardId = (await createBoard(t.app, owner)).id;
});
afterAll(() => t.close());

describe('attaching board papers', () => {
  it('attaches a PDF whatever its name, extracts its table of figures and serves the file to view', async () => {
    const pdf = await figuresPdf();
    const uploaded = await uploadPaper(t.app, owner, boardId, pdf, 'Finance report.bin');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({
      kind: 'pdf',
      media_type: 'application/pdf',
      size_bytes: pdf.length,
    });
    expect(['queued', 'running', 'done']).toContain(uploaded.json().extraction_status);

    const paper = await waitForExtraction(t.app, owner, uploaded.json().id);
    expect(paper.extraction_status).toBe('done');
    expect(paper.extraction_progress).toBe(100);
    expect(paper.pages).toBe(1);
    expect(paper.extracted_text).toContain('Revenue | $4,200,000 | $5,100,000');

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/papers/${paper.id}/content`,
      headers: owner.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Finance report.bin"/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/papers/${paper.id}/content?download=1`,
      headers: owner.headers,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('reads a spreadsheet as a table, and lists papers by where they are attached', async () => {
    const meeting = await createMeeting(t.app, owner, boardId, { scheduled_date: inMinutes(60) });
    const uploaded = await uploadPaper(t.app, owner, boardId, await figuresXlsx(5), 'budget.xlsx', {
      meeting_id: meeting.id,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const paper = await waitForExtraction(t.app, owner, uploaded.json().id);
    expect(paper.sheets?.[0]).toMatchObject({ name: 'Budget', row_count: 6 });
    expect(paper.sheets?.[0]?.rows[1]).toEqual(['Month 1', '1000', '800']);

    const ofMeeting = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${boardId}/papers?meeting_id=${meeting.id}`,
      headers: owner.headers,
    });
    expect((ofMeeting.json() as PaperList).papers.map((p) => p.name)).toEqual(['budget.xlsx']);
  });

  it('refuses a file whose content is not a paper, whatever it is called, with the reason', async () => {
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    const refused = await uploadPaper(t.app, owner, boardId, script, 'report.pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toMatch(/not a PDF, spreadsheet/);
    const empty = await uploadPaper(t.app, owner, boardId, Buffer.alloc(0), 'empty.csv');
    expect(empty.statusCode).toBe(422);
    const asJson = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${boardId}/papers?name=a.csv`,
      headers: owner.headers,
      payload: { file: 'a,b' },
    });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().detail).toMatch(/application\/octet-stream/);
  });

  it('refuses a file over 20 MB, and one that would pass the board’s total', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    const tooLarge = await uploadPaper(t.app, owner, boardId, huge, 'huge.csv');
    expect(tooLarge.statusCode).toBe(413);
    expect(typeof tooLarge.json().detail).toBe('string');

    const otherBoard = (await createBoard(t.app, owner)).id;
    const csv = (rows: number) => Buffer.from(`Item,Amount\n${'Line,1000\n'.repeat(rows)}`);
    expect((await uploadPaper(t.app, owner, otherBoard, csv(60_000), 'a.csv')).statusCode).toBe(201);
    const over = await uploadPaper(t.app, owner, otherBoard, csv(60_000), 'b.csv');
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toMatch(/limit of 1 MB/);
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/boards/${otherBoard}/papers`,
        headers: owner.headers,
      })
    ).json() as PaperList;
    expect(listed.papers.map((p) => p.name)).toEqual(['a.csv']);
    expect(listed.limit_bytes).toBe(1024 * 1024);
  });

  it('attaches to one place at most, on the same board', async () => {
    const meeting = await createMeeting(t.app, owner, boardId, { scheduled_date: inMinutes(60) });
    const item = (await importAgenda(t.app, owner, meeting.id, 'Budget')).json().items[0].id as string;
    const csv = Buffer.from('a,b\n1,2\n');
    const both = await uploadPaper(t.app, owner, boardId, csv, 'x.csv', {
      meeting_id: meeting.id,
      agenda_item_id: item,
    });
    expect(both.statusCode).toBe(422);
    const onItem = await uploadPaper(t.app, owner, boardId, csv, 'x.csv', { agenda_item_id: item });
    expect(onItem.statusCode).toBe(201);
    const elsewhere = (await createBoard(t.app, owner)).id;
    const foreignMeeting = await uploadPaper(t.app, owner, elsewhere, csv, 'x.csv', {
      meeting_id: meeting.id,
    });
    expect(foreignMeeting.statusCode).toBe(404);
  });
});

describe('access to board papers', () => {
  it('is the board’s: a stranger finds nothing, a board member reads, only the uploader or a manager removes', async () => {
    const uploaded = await uploadPaper(t.app, owner, boardId, Buffer.from('a,b\n1,2\n'), 'figures.csv');
    const id = uploaded.json().id as string;
    const stranger = await createUser(t.app);
    for (const url of [
      `/api/v1/papers/${id}`,
      `/api/v1/papers/${id}/content`,
      `/api/v1/boards/${boardId}/papers`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const theirs = await uploadPaper(t.app, stranger, boardId, Buffer.from('a,b\n1,2\n'), 'x.csv');
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/papers/${id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);

    const member = await createUser(t.app);
    await joinOrganization(t.app, owner, await personalOrganization(t.app, owner), member, {
      boardIds: [boardId],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/papers/${id}`, headers: member.headers });
    expect(read.statusCode).toBe(200);
    const removedByMember = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/papers/${id}`,
      headers: member.headers,
    });
    expect(removedByMember.statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/papers/${id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/papers/${id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
  });
});

describe('the board reads the papers', () => {
  it('takes its figures from a paper’s extracted text given as the decision’s context', async () => {
    const uploaded = await uploadPaper(t.app, owner, boardId, await figuresPdf(), 'FY2026 budget.pdf');
    const paper = await waitForExtraction(t.app, owner, uploaded.json().id);
    const context = papersAsContext([{ name: paper.name, text: paper.extracted_text ?? '' }], 10_000);
    const started = await startSession(t.app, owner, boardId, {
      ...validDecision({ decision_topic: 'Should we approve the FY2026 budget?', decision_context: context }),
      paper_ids: [paper.id],
    });
    expect(started.statusCode, started.body).toBe(202);
    const sessionId = started.json().session_id as string;
    const { detail } = await waitForSession(t.app, owner, sessionId);
    const figures = (detail as SessionDetail).reading?.numbers.map((n) => n.text) ?? [];
    expect(figures.some((f) => f.includes('4,200,000'))).toBe(true);
    expect(figures.some((f) => f.includes('1,350,000'))).toBe(true);

    // The paper goes with the decision, and stays where it was attached (the board).
    const attached = await uploadPaper(t.app, owner, boardId, Buffer.from('a,b\n1,2\n'), 'Later.csv', {
      session_id: sessionId,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${boardId}/papers?session_id=${sessionId}`,
      headers: owner.headers,
    });
    expect((list.json() as PaperList).papers.map((p) => p.name).sort()).toEqual([
      'FY2026 budget.pdf',
      'Later.csv',
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/papers/${paper.id}`,
      headers: owner.headers,
    });
    expect(read.json().session_id).toBeNull();
  });

  it('gives a decision on an agenda item that item’s papers', async () => {
    const meeting = await createMeeting(t.app, owner, boardId, { scheduled_date: inMinutes(60) });
    const item = (await importAgenda(t.app, owner, meeting.id, 'Approve the budget')).json().items[0]
      .id as string;
    const onItem = await uploadPaper(t.app, owner, boardId, Buffer.from('a,b\n1,2\n'), 'Item.csv', {
      agenda_item_id: item,
    });
    expect(onItem.statusCode, onItem.body).toBe(201);
    const base = validDecision();
    const started = await startSession(t.app, owner, boardId, {
      ...base,
      constraints: { ...base.constraints, meeting_id: meeting.id, agenda_item_ids: [item] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${boardId}/papers?session_id=${started.json().session_id}`,
      headers: owner.headers,
    });
    expect((list.json() as PaperList).papers.map((p) => p.name)).toEqual(['Item.csv']);
    await waitForSession(t.app, owner, started.json().session_id);
  });

  it('refuses to ask with papers that are not the board’s, and starts nothing', async () => {
    const otherBoard = (await createBoard(t.app, owner)).id;
    const elsewhere = await uploadPaper(t.app, owner, otherBoard, Buffer.from('a,b\n1,2\n'), 'Other.csv');
    for (const paperIds of [[elsewhere.json().id], ['not-an-id'], ['00000000-0000-4000-8000-000000000000']]) {
      const started = await startSession(t.app, owner, boardId, { ...validDecision(), paper_ids: paperIds });
      expect(started.statusCode, started.body).toBe(422);
      expect(started.json().detail).toBe('Some of those papers are not this board’s papers');
    }
  });
});
