// Everything that runs deliberations, shared by the server (which also works jobs unless
// RUN_WORKER=false) and `npm run worker` (workers alone, for machines sharing one PostgreSQL).

import { randomUUID } from 'node:crypto';
import { createBoardRecords } from '../board-records.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createAccountExports, runExportJob } from '../features/account/account-exports.ts';
import { createReauth } from '../features/account/reauth.ts';
import { createBoardPeople } from '../features/boards/people.ts';
import { createBoardRepository } from '../features/boards/repository.ts';
import { createMeetingInvitations } from '../features/calendar/invitations.ts';
import { humanInputFactory } from '../features/human/human-input.ts';
import { createHumanRepository } from '../features/human/repository.ts';
import { createStepProgress } from '../features/human/step-progress.ts';
import { createLiveRepository } from '../features/live/repository.ts';
import { recordMeetingDecision } from '../features/meetings/decisions.ts';
import { createMeetingRepository } from '../features/meetings/repository.ts';
import { createDeadlineReminder, reminderTime } from '../features/notifications/deadline-reminder.ts';
import { createNotificationMail } from '../features/notifications/notification-mail.ts';
import {
  createUserWake,
  decisionKey,
  notifyDecisionMade,
  notifyRoundOpened,
  notifyVoteRequired,
  roundKey,
} from '../features/notifications/notify.ts';
import { createStepMail, type HumanStep } from '../features/notifications/step-mail.ts';
import { createPaperExtraction } from '../features/papers/extraction-job.ts';
import { createMindResolver, type MindResolver } from '../features/providers/mind-factory.ts';
import { createRelatedDecisionRepository } from '../features/related-decisions/repository.ts';
import { toPastDecision } from '../features/related-decisions/service.ts';
import { createResolutionDeadline } from '../features/resolutions/closing.ts';
import { createResolutionReminder } from '../features/resolutions/reminder.ts';
import { createReviewRepository } from '../features/reviews/repository.ts';
import { createReviewDueNotice } from '../features/reviews/review-due.ts';
import { defaultReviewDate, reviewable } from '../features/reviews/service.ts';
import { createSessionRepository } from '../features/sessions/repository.ts';
import { createSessionRunner } from '../features/sessions/runner.ts';
import { createWebhookDelivery } from '../features/webhooks/delivery.ts';
import { createWebhookEvents, type EmitWebhook } from '../features/webhooks/events.ts';
import { createMailer } from '../lib/mailer.ts';
import type { Metrics, QueueFigures } from '../lib/metrics.ts';
import { createGuardedHttp, type GuardedHttp } from '../lib/outbound/guarded-http.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { createSessionEventBus, type SessionEventBus } from '../realtime/event-bus.ts';
import { createPostgresEventBus } from '../realtime/postgres-event-bus.ts';
import {
  createAccountExportQueue,
  sendAccountExport,
  startAccountExportWorker,
} from './account-export-queue.ts';
import { enqueueSession, startDeliberationWorker } from './deliberation-worker.ts';
import { DELIBERATION_QUEUE, type JobLogger, startJobQueue } from './job-queue.ts';
import {
  createNotificationMailQueue,
  queueNotificationMail,
  startNotificationMailWorker,
} from './notification-mail-queue.ts';
import {
  createPaperExtractionQueue,
  sendPaperExtraction,
  startPaperExtractionWorker,
} from './paper-extraction-queue.ts';
import { createReminderQueue, scheduleReminder, startReminderWorker } from './reminder-queue.ts';
import {
  createResolutionCloseQueue,
  createResolutionReminderQueue,
  scheduleResolutionClose,
  scheduleResolutionReminder,
  startResolutionCloseWorker,
  startResolutionReminderWorker,
} from './resolution-close-queue.ts';
import { createReviewQueue, scheduleReviewDue, startReviewWorker } from './review-queue.ts';
import { createStepMailQueue, sendStepMail, startStepMailWorker } from './step-mail-queue.ts';
import { warmUpDeliberations } from './warm-up.ts';
import { createWebhookQueue, sendWebhookJob, startWebhookWorker } from './webhook-queue.ts';
import { startWorkerHeartbeat } from './worker-heartbeat.ts';

export interface DeliberationRuntime {
  /** This process's worker id (its heartbeat row, recorded on the sessions it claims); null: no worker. */
  workerId: string | null;
  bus: SessionEventBus;
  minds: MindResolver;
  enqueue(sessionId: string): Promise<void>;
  /** Schedules the deadline reminder of a session with human seats (a durable job). */
  scheduleReminder(sessionId: string, at: Date): Promise<void>;
  /** Deliberation jobs waiting and running, and the oldest wait (metrics). */
  queueFigures(): Promise<QueueFigures>;
  /** E-mails a human step (their input, the vote) to the seat holders, by a durable job; no-op without e-mail. */
  mailHumanStep(sessionId: string, step: HumanStep, closesAt?: Date): Promise<void>;
  /** E-mails the notifications sharing this dedupe key, by a durable job; no-op without e-mail. */
  mailNotifications(key: string): Promise<void>;
  /** Schedules the durable job that closes a written resolution at its closing time. */
  scheduleResolutionClose(resolutionId: string, at: Date): Promise<void>;
  /** Schedules the durable job that reminds a resolution's directors who have not voted. */
  scheduleResolutionReminder(resolutionId: string, at: Date): Promise<void>;
  /** Hands a board paper to the extraction job (a durable job; its worker runs where deliberations do). */
  enqueuePaperExtraction(paperId: string): Promise<void>;
  /** Tells the organization's webhooks of an event (delivery rows and durable jobs); never throws. */
  emitWebhook: EmitWebhook;
  /** Hands one delivery (a replay) to the delivery job. */
  enqueueWebhook(deliveryId: string): Promise<void>;
  /** Schedules the "How did it turn out?" notice of a decision's review for its date (a durable job). */
  scheduleReview(sessionId: string, dueAt: Date): Promise<void>;
  /** Hands an export of someone's data to its job (built and e-mailed in the background). */
  enqueueAccountExport(exportId: string): Promise<void>;
  /** Stops; running engine steps get up to `drainMs` to reach their checkpoint (see the worker). */
  stop(drainMs?: number): Promise<void>;
}

export async function startDeliberationRuntime(options: {
  database: Database;
  config: Config;
  log: JobLogger & { info(obj: unknown, msg?: string): void };
  runWorker: boolean;
  box: SecretBox;
  /** Opens webhook signing secrets (sealed under their own purpose). */
  webhookBox: SecretBox;
  /** The client for calls on a user's behalf; the server passes its own, `npm run worker` gets one here. */
  outbound?: GuardedHttp;
  /** Where sessions and model calls are counted (the server's /metrics). */
  metrics?: Pick<Metrics, 'session' | 'llmCall'>;
}): Promise<DeliberationRuntime> {
  const { database, config, log } = options;
  const bus =
    database.pool && config.databaseUrl
      ? await createPostgresEventBus({
          connectionString: config.databaseUrl,
          pool: database.pool,
          recheckMs: config.liveSafetyRecheckSeconds * 1000,
          log,
        })
      : await createSessionEventBus({ database });
  const boss = await startJobQueue(database, config.databaseUrl, log);
  const ownOutbound = options.outbound
    ? null
    : createGuardedHttp({ allowPrivateAddresses: config.llm.allowPrivateProviderUrls });
  const outbound = options.outbound ?? ownOutbound!;
  const metrics = options.metrics;
  const minds = createMindResolver({
    db: database.db,
    llm: config.llm,
    box: options.box,
    outbound,
    ...(metrics ? { observe: (call) => metrics.llmCall(call) } : {}),
  });
  const sessions = createSessionRepository(database.db);
  const meetings = createMeetingRepository(database.db);
  const wake = createUserWake(bus);
  const live = createLiveRepository(database.db);
  await createReminderQueue(boss);
  await createStepMailQueue(boss);
  await createNotificationMailQueue(boss);
  await createPaperExtractionQueue(boss);
  await createResolutionCloseQueue(boss);
  await createResolutionReminderQueue(boss);
  await createWebhookQueue(boss, config.webhooks);
  await createReviewQueue(boss);
  await createAccountExportQueue(boss);
  const reviews = createReviewRepository(database.db);
  let stopReviewSweep: (() => void) | null = null;
  const enqueueWebhook = (deliveryId: string) => sendWebhookJob(boss, deliveryId);
  const webhooks = createWebhookEvents({
    db: database.db,
    publicUrl: config.publicUrl,
    enqueue: enqueueWebhook,
    log,
  });
  const boards = createBoardRepository(database.db);
  const mailOn = Boolean(config.smtpUrl);
  const mailNotifications = async (key: string) => {
    if (mailOn) await queueNotificationMail(boss, key);
  };
  const mailHumanStep = async (sessionId: string, step: HumanStep, closesAt?: Date) => {
    if (mailOn) await sendStepMail(boss, sessionId, step, closesAt ?? null);
  };
  const workerId = options.runWorker ? randomUUID() : null;
  if (options.runWorker) {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
    const reminder = createDeadlineReminder({
      db: database.db,
      mailer,
      wake,
      publicUrl: config.publicUrl,
      progress: createStepProgress(database.db),
    });
    await startReminderWorker(boss, (sessionId, window) => reminder.remind(sessionId, window));
    const stepMail = createStepMail({ db: database.db, mailer, publicUrl: config.publicUrl });
    await startStepMailWorker(boss, (sessionId, step, closesAt) => stepMail.send(sessionId, step, closesAt));
    const invitations = createMeetingInvitations({ db: database.db, publicUrl: config.publicUrl });
    const notificationMail = createNotificationMail({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      attachmentFor: (key) => invitations.forKey(key),
    });
    await startNotificationMailWorker(boss, (key) => notificationMail.send(key));
    const papers = createPaperExtraction({ db: database.db });
    await startPaperExtractionWorker(boss, (paperId, signal) => papers.run(paperId, signal));
    const resolutionDeadline = createResolutionDeadline({
      db: database.db,
      now: () => new Date(),
      async told({ key, userIds }) {
        wake(userIds);
        await mailNotifications(key);
      },
    });
    await startResolutionCloseWorker(boss, (id) => resolutionDeadline.closeAtDeadline(id));
    const resolutionReminder = createResolutionReminder({
      db: database.db,
      now: () => new Date(),
      wake,
      mail: (key, onlyUsers) => notificationMail.send(key, { onlyUsers }),
    });
    await startResolutionReminderWorker(boss, (id) => resolutionReminder.remind(id));
    const exports = createAccountExports({
      db: database.db,
      now: () => new Date(),
      // The worker only builds: asking (with re-authentication) happens in the server.
      reauth: createReauth(database.db, () => new Date()),
      records: createBoardRecords(database.db),
      enqueue: (id) => sendAccountExport(boss, id),
    });
    await startAccountExportWorker(
      boss,
      (id) => runExportJob(exports, mailer, config.publicUrl, id),
      (id) => exports.fail(id),
    );
    const delivery = createWebhookDelivery({
      db: database.db,
      box: options.webhookBox,
      fetch: outbound.fetch,
    });
    await startWebhookWorker(boss, (deliveryId, finalAttempt) => delivery.deliver(deliveryId, finalAttempt));
    const reviewDue = createReviewDueNotice({
      db: database.db,
      wake,
      mail: (key) => notificationMail.send(key),
      emitWebhook: webhooks.emit,
    });
    stopReviewSweep = await startReviewWorker(
      boss,
      (sessionId, dueAt) => reviewDue.notify(sessionId, dueAt),
      () => reviews.dueUnnoticed(new Date()),
      log,
    );
  }
  if (options.runWorker) {
    const mind = await minds.mindFor({ providerId: null, providerName: null, model: '' });
    await warmUpDeliberations({ sessions, live, mind, log });
  }
  const worker = options.runWorker
    ? await startDeliberationWorker({
        boss,
        runner: createSessionRunner({
          sessions,
          humanInputFor: humanInputFactory(createHumanRepository(database.db), live),
          humanWindows: config.humanWindows,
          bus,
          workerId,
          mindFor: (session) => minds.mindFor(session),
          pastDecisionsOf: async (sessionId) =>
            (await createRelatedDecisionRepository(database.db).handedTo(sessionId)).map(toPastDecision),
          log,
          ...(metrics ? { onSessionEvent: (engine, event) => metrics.session(engine, event) } : {}),
          onWindowOpened: async (session, step, closesAt, round) => {
            // On an asynchronous board each window's deadline is hours away: remind before it.
            if (session.pace === 'asynchronous') {
              const at = reminderTime(new Date(), closesAt, config.asyncWindows.reminderLeadMinutes);
              if (at) await scheduleReminder(boss, session.id, at, { step, round });
              // Hours-long rounds need the directors to hear of them (live rounds last seconds).
              if (step === 'consensus') {
                const window = await live.window(session.id, 'consensus', round);
                const acted = new Set((await live.revisions(session.id, round)).map((r) => r.seatId));
                const seatIds = (window?.seatIds ?? []).filter((id) => !acted.has(id));
                wake(
                  await notifyRoundOpened(database.db, { sessionId: session.id, round, closesAt, seatIds }),
                );
                await mailNotifications(roundKey(session.id, round));
              }
            }
            if (step !== 'final_vote') return;
            const voted = new Set((await live.votes(session.id)).map((v) => v.seatId));
            const waiting = await live.seatHolders(session.boardId);
            const userIds = waiting.filter((h) => !voted.has(h.positionId)).map((h) => h.userId);
            wake(await notifyVoteRequired(database.db, { sessionId: session.id, closesAt, userIds }));
            await mailHumanStep(session.id, 'vote', closesAt);
          },
          onCompleted: async (session, result) => {
            await recordMeetingDecision(
              { meetings, people: createBoardPeople(database.db) },
              session,
              result,
            );
            // Every decision the board deliberated is looked back at on its review date.
            const decided = await sessions.findById(session.id);
            if (decided && reviewable(decided)) {
              const review = await reviews.ensure(
                decided.id,
                decided.boardId,
                defaultReviewDate(decided.completedAt!),
              );
              await scheduleReviewDue(boss, decided.id, review.dueAt);
            }
            wake(await notifyDecisionMade(database.db, session, result.scores.outcome));
            await mailNotifications(decisionKey(session.id));
            const board = await boards.findById(session.boardId);
            if (board)
              await webhooks.emit(board.organizationId, 'session.completed', {
                summary: `${board.name} decided "${session.decisionTopic}": ${result.scores.outcome} (confidence ${result.scores.confidence_score}%)`,
                session_id: session.id,
                board_id: board.id,
                board_name: board.name,
                decision_topic: session.decisionTopic,
                outcome: result.scores.outcome,
                confidence_score: result.scores.confidence_score,
                path: `/session/${session.id}`,
              });
          },
        }),
        concurrency: config.workerConcurrency,
        soleWorker: database.kind === 'pglite',
        unfinishedSessionIds: async () => (await sessions.listUnfinished()).map((s) => s.id),
        log,
      })
    : null;
  const heartbeat = worker && workerId ? startWorkerHeartbeat(database.db, workerId, log) : null;
  return {
    workerId,
    bus,
    minds,
    async enqueue(sessionId) {
      await enqueueSession(boss, sessionId);
    },
    async scheduleReminder(sessionId, at) {
      await scheduleReminder(boss, sessionId, at);
    },
    mailHumanStep,
    mailNotifications,
    async scheduleResolutionClose(resolutionId, at) {
      await scheduleResolutionClose(boss, resolutionId, at);
    },
    async scheduleResolutionReminder(resolutionId, at) {
      await scheduleResolutionReminder(boss, resolutionId, at);
    },
    async enqueuePaperExtraction(paperId) {
      await sendPaperExtraction(boss, paperId);
    },
    emitWebhook: webhooks.emit,
    enqueueWebhook,
    async scheduleReview(sessionId, dueAt) {
      await scheduleReviewDue(boss, sessionId, dueAt);
    },
    async enqueueAccountExport(exportId) {
      await sendAccountExport(boss, exportId);
    },
    async queueFigures() {
      const { rows } = await database.pool.query<{ waiting: string; active: string; oldest: number | null }>(
        `select count(*) filter (where state in ('created', 'retry')) as waiting,
                count(*) filter (where state = 'active') as active,
                extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')))::float8 as oldest
           from pgboss.job where name = $1`,
        [DELIBERATION_QUEUE],
      );
      const row = rows[0];
      return {
        waiting: Number(row?.waiting ?? 0),
        active: Number(row?.active ?? 0),
        oldestWaitingSeconds: Math.max(0, row?.oldest ?? 0),
      };
    },
    async stop(drainMs = 0) {
      stopReviewSweep?.();
      await worker?.stop(drainMs);
      await heartbeat?.stop();
      await boss.stop({ graceful: false, close: true }).catch(() => {});
      await bus.close();
      await ownOutbound?.close();
    },
  };
}
