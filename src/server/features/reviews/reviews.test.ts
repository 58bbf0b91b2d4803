// Outcome reviews through the API, with a real SMTP server on loopback: a completed decision gets
// its review date 90 days on; moved to now, the asker and the Admins are told in the app and by
// e-mail ("How did it turn out?"); the asker records the review, changes it, and both changes are
// in the audit trail; bad input changes nothing; a Manager may read but not record. Then 12
// reviewed decisions seeded through the API give each seat a track record (none under 5).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardTrackRecords, Review } from '../../../contracts/reviews.ts';
import type { Analytics } from '../../../contracts/superadmin.ts';
import { callAs } from '../../test/api.ts';
import { auditPage } from '../../test/audit.ts';
import {
  type Actor,
  createBoard,
  createConfirmedUser,
  joinOrganization,
  personalOrganization,
  until,
} from '../../test/factories.ts';
import { sharedMailingTestApp } from '../../test/helper.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { bellOf } from '../../test/notifications.ts';
import { startSession, validDecision, waitForSession } from '../../test/sessions.ts';
import { createReviewDueNotice } from './review-due.ts';

let owner: Actor;
let admin: Actor;
let manager: Actor;
let organizationId: string;
let boardId: string;
let sessionId: string;

const DAY_MS = 24 * 60 * 60_000;
const CHIEF = `chief-reviews-${Date.now()}@example.com`;
const t = sharedMailingTestApp({ SUPERADMIN_EMAILS: CHIEF });

beforeAll(async () => {
  owner = await createConfirmedUser(t.app, t.mailbox.received);
  admin = await createConfirmedUser(t.app, t.mailbox.received);
  manager = await createConfirmedUser(t.app, t.mailbox.received);
  organizationId = await personalOrganization(t.app, owner);
  await joinOrganization(t.app, owner, organizationId, admin, { role: 'admin' });
  await joinOrganization(t.app, owner, organizationId, manager, { role: 'manager' });
  boardId = (await createBoard(t.app, owner, { organization_id: organizationId })).id;
  sessionId = await decide(owner);
}, 120_000);

async function decide(actor: Actor, topic?: string): Promise<string> {
  const started = await startSession(
    t.app,
    actor,
    boardId,
    topic ? validDecision({ decision_topic: topic }) : validDecision(),
  );
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json().session_id as string;
  const { status } = await waitForSession(t.app, actor, id, 60_000);
  expect(status.status).toBe('completed');
  return id;
}

const getReview = async (actor: Actor, id = sessionId) =>
  t.app.inject({ method: 'GET', url: `/api/v1/sessions/${id}/review`, headers: actor.headers });
const putReview = async (actor: Actor, body: unknown, id = sessionId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/sessions/${id}/review`,
    headers: actor.headers,
    payload: body as object,
  });
const putDate = async (actor: Actor, dueAt: string, id = sessionId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/sessions/${id}/review/date`,
    headers: actor.headers,
    payload: { due_at: dueAt },
  });

const reviewNotices = (actor: Actor) => bellOf(t.app, actor, 'review_due');

describe('outcome reviews', () => {
  it('gives every completed decision a review date 90 days after it, with a tick per critical risk', async () => {
    const response = await getReview(owner);
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json() as Review;
    expect(review.status).toBe('scheduled');
    expect(review.action).toBeNull();
    expect(new Date(review.due_at).getTime() - new Date(review.decided_at).getTime()).toBe(90 * DAY_MS);
    expect(review.risks.length).toBeGreaterThan(0);
    expect(review.risks.every((r) => r.happened === null && r.risk.length > 0)).toBe(true);
    expect(review.can_edit).toBe(true);
    // A Manager of the organization reads it but does not record it.
    const seen = (await getReview(manager)).json() as Review;
    expect(seen.can_edit).toBe(false);
  });

  it('tells the asker and the Admins on the review date, in the app and by e-mail, once', async () => {
    const moved = await putDate(owner, new Date().toISOString());
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Review).status).toBe('due');
    for (const person of [owner, admin]) {
      const page = await until(
        () => reviewNotices(person),
        (p) => p.notifications.length > 0,
      );
      expect(page.notifications).toHaveLength(1);
      expect(page.notifications[0]!.title).toBe('How did it turn out?');
      expect(page.notifications[0]!.action_url).toBe(`/session/${sessionId}`);
      const mail = await waitForMail(t.mailbox.received, person.user.email!, 'How did it turn out?');
      expect(mail.text).toContain(`http://boardwise.test/session/${sessionId}`);
      expect(mail.text).toContain('Should we raise a $2M seed round this quarter?');
    }
    // The Manager is not asked (they neither asked nor administer the organization).
    expect((await reviewNotices(manager)).notifications).toHaveLength(0);
    // The pending list of the asker has it.
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reviews/pending',
      headers: owner.headers,
    });
    expect((pending.json() as Review[]).map((r) => r.session_id)).toContain(sessionId);
    const managerPending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reviews/pending',
      headers: manager.headers,
    });
    expect(managerPending.json()).toEqual([]);
  });

  it('refuses bad reviews with the reason and changes nothing', async () => {
    const before = (await getReview(owner)).json() as Review;
    const cases: [unknown, string][] = [
      [{ action: 'followed' }, 'how it turned out'],
      [{ action: 'not_yet', result: 'worse' }, 'Nothing was done yet'],
      [{ action: 'followed', result: 'great' }, 'better, as_expected or worse'],
      [{ action: 'followed', result: 'better', risks: [{ index: 49, happened: true }] }, 'critical risks'],
      [{ action: 'followed', result: 'better', figures: [{ label: '', value: '1' }] }, 'Name the figure'],
      [{ action: 'followed', result: 'better', surprise: true }, ''],
    ];
    for (const [body, reason] of cases) {
      const response = await putReview(owner, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(JSON.stringify(response.json().detail)).toContain(reason);
    }
    const late = await putDate(owner, '2001-01-01T00:00:00Z');
    expect(late.statusCode).toBe(422);
    expect((await getReview(owner)).json()).toEqual(before);
    // Only the asker and the Admins record; a stranger does not even find the session.
    expect((await putReview(manager, { action: 'not_yet' })).statusCode).toBe(403);
    expect((await putDate(manager, new Date().toISOString())).statusCode).toBe(403);
  });

  it('records the review, lets it be changed, and audits both', async () => {
    const recorded = await putReview(owner, {
      action: 'followed',
      result: 'worse',
      notes: 'The round closed late and on worse terms.',
      figures: [{ label: 'Raised', value: '$1.4M' }],
      risks: [{ index: 0, happened: true }],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const review = recorded.json() as Review;
    expect(review).toMatchObject({ status: 'recorded', action: 'followed', result: 'worse' });
    expect(review.risks[0]!.happened).toBe(true);
    expect(review.figures).toEqual([{ label: 'Raised', value: '$1.4M' }]);
    expect(review.recorded_at).not.toBeNull();
    // An Admin changes it.
    const changed = await putReview(admin, {
      action: 'followed',
      result: 'as_expected',
      notes: 'On reflection the terms were market.',
      figures: [{ label: 'Raised', value: '$1.4M' }],
      risks: [
        { index: 0, happened: false },
        ...(review.risks.length > 1 ? [{ index: 1, happened: true }] : []),
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Review).updated_at).not.toBeNull();
    expect((await getReview(owner)).json()).toMatchObject({ result: 'as_expected' });
    // Recorded: no longer pending.
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reviews/pending',
      headers: owner.headers,
    });
    expect((pending.json() as Review[]).map((r) => r.session_id)).not.toContain(sessionId);

    const audit = await auditPage(t.app, owner, organizationId, 'page_size=100');
    const mine = audit.events.filter((e) => e.target_id === sessionId && e.action.startsWith('review.'));
    expect(mine.map((e) => e.action).sort()).toEqual([
      'review.date_changed',
      'review.recorded',
      'review.updated',
    ]);
    const update = mine.find((e) => e.action === 'review.updated')!;
    expect(update.summary).toContain('result: Worse than expected → As expected');
    expect(update.actor_email).toBe(admin.user.email);
  });

  it('tells the webhooks once per review date, and asks again when the date moves later', async () => {
    const id = await decide(owner, 'Should we open a sales office in Lisbon this year?');
    const dueAt = new Date(Date.now() + 30 * DAY_MS);
    expect((await putDate(owner, dueAt.toISOString(), id)).statusCode).toBe(200);
    const emitted: { type: string; data: Record<string, unknown> }[] = [];
    const notice = createReviewDueNotice({
      db: t.app.database.db,
      wake: () => {},
      mail: async () => [],
      emitWebhook: async (_organizationId, type, data) => {
        emitted.push({ type, data });
      },
    });
    // A job for a date that is no longer the review's does nothing.
    expect(await notice.notify(id, new Date(dueAt.getTime() - DAY_MS))).toEqual([]);
    const told = await notice.notify(id, dueAt);
    expect(told.sort()).toEqual([owner.user.id, admin.user.id].sort());
    expect(await notice.notify(id, dueAt)).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'review.due',
        data: expect.objectContaining({
          session_id: id,
          board_id: boardId,
          due_at: dueAt.toISOString(),
          path: `/session/${id}`,
          decision_topic: 'Should we open a sales office in Lisbon this year?',
        }),
      },
    ]);
    // Moved later, it is due again on the new date.
    const later = new Date(dueAt.getTime() + 7 * DAY_MS);
    expect((await putDate(owner, later.toISOString(), id)).statusCode).toBe(200);
    expect((await notice.notify(id, later)).length).toBe(2);
    expect(emitted).toHaveLength(2);
    // Recorded, it is not asked about again.
    expect((await putReview(owner, { action: 'followed', result: 'better' }, id)).statusCode).toBe(200);
    const after = new Date(later.getTime() + DAY_MS);
    expect((await putDate(owner, after.toISOString(), id)).statusCode).toBe(200);
    expect(await notice.notify(id, after)).toEqual([]);
  });

  it('answers 409 for a decision still being made', async () => {
    const started = await startSession(t.app, owner, boardId);
    const id = started.json().session_id as string;
    const response = await getReview(owner, id);
    // It may have finished already on a fast machine; either way never a 5xx.
    expect([200, 409]).toContain(response.statusCode);
    await waitForSession(t.app, owner, id, 60_000);
  });
});

describe('track records', () => {
  const trackRecords = async () =>
    (await callAs(t.app, owner, 'GET', `/boards/${boardId}/track-records`)).json() as BoardTrackRecords;

  it('shows counts without a score under 5 reviews', async () => {
    const records = await trackRecords();
    expect(records.reviewed_decisions).toBe(2);
    expect(records.min_reviews).toBe(5);
    expect(records.records.length).toBeGreaterThan(0);
    for (const record of records.records) {
      expect(record.brier).toBeNull();
      expect(record.hit_rate).toBeNull();
      if (record.reviews > 0) expect(record.summary).toMatch(/too few to score \(a score needs 5\)\.$/);
    }
  });

  it('scores each seat from 12 reviewed decisions seeded through the API', { timeout: 300_000 }, async () => {
    const topics = [
      'Should we raise a $2M seed round this quarter?',
      'Should we hire a VP of Sales at $180k a year?',
      'Should we expand to Germany next quarter with a $300k budget?',
      'Should we launch a free tier to grow signups?',
    ];
    const results = ['better', 'as_expected', 'worse'] as const;
    const actions = ['followed', 'followed', 'other'] as const;
    // Two decisions are already reviewed; 10 more make 12.
    for (let i = 0; i < 10; i++) {
      const id = await decide(owner, topics[i % topics.length]);
      const review = (await getReview(owner, id)).json() as Review;
      const response = await putReview(
        owner,
        {
          action: actions[i % actions.length],
          result: results[i % results.length],
          risks: review.risks.slice(0, 3).map((r, k) => ({ index: r.index, happened: (i + k) % 2 === 0 })),
        },
        id,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const records = await trackRecords();
    expect(records.reviewed_decisions).toBe(12);
    const scored = records.records.filter((r) => r.scored >= 5);
    expect(scored.length).toBeGreaterThan(0);
    for (const record of scored) {
      expect(record.brier).toBeGreaterThanOrEqual(0);
      expect(record.brier).toBeLessThanOrEqual(1);
      expect(record.hit_rate).toBe(Math.round((record.pointed_right / record.scored) * 100) / 100);
      expect(record.summary).toMatch(/^Pointed the way the outcome went in \d+ of \d+ reviewed decisions/);
      expect(record.current).toBe(true);
      expect(record.kind).toBe('ai');
      expect(record.model).not.toBeNull();
    }
    // A later decision's report carries its seats' records as they stood when it was made.
    const later = await decide(owner);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${later}/export?format=md`,
      headers: owner.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Seats’ track records at the time');
    expect(exported.body).toMatch(
      /CFO \(The Capital Steward, [^)]+\): Pointed the way the outcome went in \d+ of \d+/,
    );
    // The PDF, the document people keep, carries the same records.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${later}/export?format=pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    if (existsSync('/usr/bin/pdftotext')) {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'boardwise-review-pdf-')), 'report.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
      expect(text).toContain('track records at the time');
      expect(text).toMatch(
        /CFO \(The Capital Steward, [^)]+\): Pointed the way the outcome went in \d+ of \d+/,
      );
    }
    // The super-admin's analytics show the records by persona and model across boards.
    const chief = await createConfirmedUser(t.app, t.mailbox.received, { email: CHIEF });
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/v1/superadmin/analytics',
      headers: chief.headers,
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const platform = analytics.json() as Analytics;
    expect(platform.reviews.recorded).toBeGreaterThanOrEqual(12);
    const cfo = records.records.find((r) => r.seat_title === 'CFO')!;
    expect(platform.track_records).toContainEqual(
      expect.objectContaining({
        persona_name: cfo.persona_name,
        model: cfo.model,
        seat_title: 'Any seat',
        reviews: cfo.reviews,
      }),
    );
    // The table for a closing note: PRINT_TRACK_RECORDS=1 npx vitest run <this file>.
    if (process.env.PRINT_TRACK_RECORDS)
      process.stdout.write(
        `${[
          '| seat | persona | model | reviews | scored | pointed right | hit rate | Brier | risks raised | happened |',
          '|---|---|---|---|---|---|---|---|---|---|',
          ...records.records.map(
            (r) =>
              `| ${r.seat_title} | ${r.persona_name ?? r.member_name ?? '—'} | ${r.model ?? '—'} | ${r.reviews} | ${r.scored} | ${r.pointed_right} | ${r.hit_rate ?? '—'} | ${r.brier ?? '—'} | ${r.risks_raised} | ${r.risks_happened} |`,
          ),
        ].join('\n')}\n`,
      );
  });

  it('puts the review date in the calendars of the asker and the Admins until it is recorded', async () => {
    const id = await decide(owner, 'Should we open a sales office in Lisbon this year?');
    const uid = `UID:deadline-review-${id}@`;
    const feedOf = async (actor: Actor) => {
      const made = await callAs(t.app, actor, 'POST', '/auth/calendar-feed');
      expect(made.statusCode, made.body).toBeLessThan(300);
      const feed = await t.app.inject({ method: 'GET', url: new URL(made.json().url as string).pathname });
      expect(feed.statusCode, feed.body).toBe(200);
      // Unfolded: long lines of a calendar file continue on the next line after a space.
      return feed.body.replace(/\r?\n[ \t]/g, '');
    };
    const due = (await getReview(owner, id)).json().due_at as string;
    const asker = await feedOf(owner);
    expect(asker).toContain(uid);
    expect(asker).toContain('Review how “Should we open a sales office in Lisbon this year?” turned out');
    expect(asker).toContain(`http://boardwise.test/session/${id}`);
    expect(asker).toContain(`DTEND:${due.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(await feedOf(admin)).toContain(uid);
    // A Manager may read the review but not record it: nothing awaits them.
    expect(await feedOf(manager)).not.toContain(uid);

    const recorded = await putReview(owner, { action: 'followed', result: 'as_expected' }, id);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await feedOf(owner)).not.toContain(uid);
  });
});
