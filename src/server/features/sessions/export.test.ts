import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RUN_WORKER: 'true' });
});
afterAll(() => t.close());

async function finishedSession(topic = validDecision().decision_topic) {
  const actor = await createUser(t.app);
  const board = await createBoard(t.app, actor, { name: 'Série A — Board' });
  const { session_id } = (
    await startSession(t.app, actor, board.id, validDecision({ decision_topic: topic }))
  ).json();
  const { detail } = await waitForSession(t.app, actor, session_id);
  return { actor, sessionId: session_id as string, detail };
}

describe('session report export', () => {
  it('exports a PDF with the recommendation and the whole deliberation', async () => {
    const { actor, sessionId, detail } = await finishedSession('Should we expand to Zürich and São Paulo?');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/export?format=pdf`,
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="boardwise-session-should-we-expand-to-z.*\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF renders, and its text carries the topic (non-Latin-1 letters included) and the figures.
    if (existsSync('/usr/bin/pdftotext')) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'boardwise-pdf-'));
      const file = path.join(dir, 'report.pdf');
      writeFileSync(file, response.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString();
      expect(text).toContain('Zürich and São Paulo');
      expect(text).toContain('Phase 4 — Final Vote');
      expect(text).toContain(`Confidence: ${Math.round(detail.recommendation!.confidence_score * 100)}%`);
      execFileSync('pdftoppm', ['-png', '-r', '40', file, path.join(dir, 'page')]);
      expect(readdirSync(dir).filter((f) => f.endsWith('.png')).length).toBeGreaterThan(0);
    }
  });

  it('exports Markdown with the same content, user text escaped', async () => {
    const { actor, sessionId, detail } = await finishedSession('# Launch *now* | or wait?');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/export?format=md`,
      headers: actor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/markdown/);
    const markdown = response.body;
    expect(markdown).toMatch(/^# Board Session Report/);
    expect(markdown).toContain('\\# Launch \\*now\\* \\| or wait?');
    expect(markdown).toContain('## Recommended Actions');
    for (const vote of detail.votes) expect(markdown).toContain(vote.position_title);
  });

  it('refuses an unknown format, an unfinished session and a stranger', async () => {
    const { actor, sessionId } = await finishedSession();
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/export?format=docx`,
      headers: actor.headers,
    });
    expect(bad.statusCode).toBe(422);
    const stranger = await createUser(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${sessionId}/export`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
