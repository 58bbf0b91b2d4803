// Builds the whole application — database, plugins in order, feature routes, web app — without
// listening, so tests drive it through `app.inject()` and main.ts only listens.

import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBoardRecords } from './board-records.ts';
import { type Config, resolveJwtSecret } from './config.ts';
import { serveBackups } from './db/backup.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedBuiltins } from './db/seed.ts';
import { keepStatistics } from './db/statistics.ts';
import siteGate from './features/access/site-gate.ts';
import { exportLinkRoutes } from './features/account/account-exports.ts';
import { createAccountSecurity } from './features/account/account-security.ts';
import { accountRoutes } from './features/account/routes.ts';
import { sessionEndMessage } from './features/account/session-end.ts';
import { createSessionRepository } from './features/account/session-repository.ts';
import { sessionRoutes as accountSessionRoutes } from './features/account/session-routes.ts';
import { createApiTokenRepository } from './features/api-tokens/repository.ts';
import { apiTokenRoutes } from './features/api-tokens/routes.ts';
import { createApiTokenService } from './features/api-tokens/service.ts';
import { createTokenAuthentication } from './features/api-tokens/token-auth.ts';
import { createActorCache } from './features/auth/actor-cache.ts';
import { createAuthRepository } from './features/auth/repository.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { createTokenService } from './features/auth/tokens.ts';
import { createBoardRepository } from './features/boards/repository.ts';
import { boardRoutes } from './features/boards/routes.ts';
import { createBoardService } from './features/boards/service.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { createCalendarService } from './features/calendar/service.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { createDashboardService } from './features/dashboard/service.ts';
import { startGuestExpiry } from './features/guests/expiry.ts';
import { createGuestQuotas } from './features/guests/quotas.ts';
import { createGuestRepository } from './features/guests/repository.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createAwaitedService } from './features/human/awaited.ts';
import { sessionDeadlines } from './features/human/deadlines.ts';
import { humanRoutes } from './features/human/routes.ts';
import { createHumanService } from './features/human/service.ts';
import { createRoomService } from './features/live/room-service.ts';
import { liveRoutes } from './features/live/routes.ts';
import { createWindowReads } from './features/live/window-reads.ts';
import { mcpRoutes } from './features/mcp/routes.ts';
import { createAgendaService } from './features/meetings/agenda-service.ts';
import { createMeetingRepository } from './features/meetings/repository.ts';
import { meetingRoutes } from './features/meetings/routes.ts';
import { createMeetingService } from './features/meetings/service.ts';
import { createAttendanceService } from './features/minutes/attendance.ts';
import { attendanceRoutes } from './features/minutes/attendance-routes.ts';
import { createMinutesCommentService } from './features/minutes/comments.ts';
import { minutesCommentRoutes } from './features/minutes/comments-routes.ts';
import { minutesRoutes } from './features/minutes/routes.ts';
import { createMinutesService } from './features/minutes/service.ts';
import { bounceRoutes } from './features/notifications/bounce-routes.ts';
import { createBounceService } from './features/notifications/bounces.ts';
import { reminderTime } from './features/notifications/deadline-reminder.ts';
import { createNotificationHub } from './features/notifications/notification-hub.ts';
import { createUserWake, userChannel } from './features/notifications/notify.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { createNotificationService } from './features/notifications/service.ts';
import { createNotificationSettingsService } from './features/notifications/settings-service.ts';
import { createOrganizationChecks } from './features/organizations/checks.ts';
import { createInviteService } from './features/organizations/invites-service.ts';
import { inviteRoutes, organizationRoutes } from './features/organizations/routes.ts';
import { createOrganizationService } from './features/organizations/service.ts';
import { paperRoutes } from './features/papers/routes.ts';
import { createPaperService } from './features/papers/service.ts';
import { createPasskeys, removePasskeysOf } from './features/passkeys/index.ts';
import { passkeyRoutes } from './features/passkeys/routes.ts';
import { personaRoutes } from './features/personas/routes.ts';
import { boardProviderRoutes, organizationProviderRoutes } from './features/providers/routes.ts';
import { createSeatModelCheck } from './features/providers/seat-models.ts';
import { createProviderService } from './features/providers/service.ts';
import { relatedDecisionRoutes } from './features/related-decisions/routes.ts';
import { createRelatedDecisionService } from './features/related-decisions/service.ts';
import { resolutionDeadlines } from './features/resolutions/deadlines.ts';
import { resolutionRoutes } from './features/resolutions/routes.ts';
import { createResolutionService } from './features/resolutions/service.ts';
import { reviewDeadlines } from './features/reviews/deadlines.ts';
import { pastReviewsOf } from './features/reviews/past-reviews.ts';
import { createReviewRepository } from './features/reviews/repository.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { createReviewService, recordsAtTheTime } from './features/reviews/service.ts';
import { createSessionAccess } from './features/sessions/access.ts';
import { createFollowUpMinds } from './features/sessions/follow-up-mind.ts';
import { followUpRoutes } from './features/sessions/follow-up-routes.ts';
import { createFollowUpService } from './features/sessions/follow-up-service.ts';
import { createSessionRepository as createDecisionSessionRepository } from './features/sessions/repository.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { createSessionService } from './features/sessions/service.ts';
import { ssoRoutes } from './features/sso/routes.ts';
import { createSso } from './features/sso/sso.ts';
import { superadminRoutes } from './features/superadmin/routes.ts';
import { createSuperadminService } from './features/superadmin/service.ts';
import { templateRoutes } from './features/templates/routes.ts';
import { createTemplateService } from './features/templates/service.ts';
import { createOrganizationTwoFactor } from './features/two-factor/organization-requirement.ts';
import { createAccountTwoFactor } from './features/two-factor/requirement-of-account.ts';
import { twoFactorRoutes } from './features/two-factor/routes.ts';
import { createTwoFactorService } from './features/two-factor/service.ts';
import { createTwoFactorSignIn } from './features/two-factor/sign-in.ts';
import { createCodeVerifier } from './features/two-factor/verifier.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { createWebhookService } from './features/webhooks/service.ts';
import { startDeliberationRuntime } from './jobs/deliberation-runtime.ts';
import { logContextMixin } from './lib/log-context.ts';
import { createMailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { createGuardedHttp, type ResolveHostname } from './lib/outbound/guarded-http.ts';
import { redactedLogPaths, safeLogSerializers } from './lib/safe-log.ts';
import { createSecretBox } from './lib/secret-box.ts';
import authenticate from './plugins/authenticate.ts';
import { answerFrameworkError, installErrorHandling } from './plugins/error-handler.ts';
import logContext from './plugins/log-context.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapi from './plugins/openapi.ts';
import security from './plugins/security.ts';
import webApp from './plugins/web-app.ts';
import { liveChannel } from './realtime/event-bus.ts';
import { createStreamHub } from './realtime/stream-hub.ts';

export interface BuildOptions {
  /** An open database to use (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Name resolution for calls on a user's behalf (tests make names resolve where they need). */
  resolveHostname?: ResolveHostname;
  /** The clock of account security (link expiry, attempt limits, re-authentication); tests move it. */
  now?: () => Date;
}

const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export type App = FastifyInstance & {
  database: Database;
  /**
   * Called before close() on SIGTERM: running engine steps then get this long to reach their
   * checkpoint (a test's close() does not wait for them).
   */
  drainOnClose(ms: number): void;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));
  await runMigrations(database);
  await seedBuiltins(database.db);
  const secret = resolveJwtSecret(config);
  const box = createSecretBox(secret);
  // Webhook signing secrets are sealed under a key of their own.
  const webhookBox = createSecretBox(secret, 'webhook secrets');

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: safeLogSerializers,
            redact: redactedLogPaths,
            mixin: logContextMixin,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // `npm run backup` asks this process for the embedded database it holds (db/backup.ts). Without
  // the socket (a path too long for one, say) the server still runs; backups then need it stopped.
  const backups =
    !options.database && database.kind === 'pglite'
      ? await serveBackups(database, config.dataDir, app.log).catch((error: unknown) => {
          app.log.warn({ err: error }, 'backups from the running server are off');
          return null;
        })
      : null;

  const statistics = await keepStatistics(database, (error) =>
    app.log.warn({ err: error }, 'gathering the embedded database statistics failed'),
  );
  app.addHook('onClose', async () => statistics.stop());

  installErrorHandling(app);
  await app.register(logContext);
  const metrics = createMetrics();
  metrics.watch({ pool: database.pool });
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(security, { behindTls: config.trustProxy });
  await app.register(openapi);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(siteGate, {
    password: config.siteAccessPassword,
    secret,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    behindTls: config.trustProxy,
    sendGatePage: (reply) => app.sendGatePage(reply),
  });

  // Every request made on a user's behalf goes through this one client (ADR 25).
  const outbound = createGuardedHttp({
    allowPrivateAddresses: config.llm.allowPrivateProviderUrls,
    resolveHostname: options.resolveHostname,
  });
  // Deliberations run as durable jobs; this process also works them unless RUN_WORKER=false.
  const deliberations = await startDeliberationRuntime({
    database,
    config,
    log: app.log,
    runWorker: config.runWorker,
    box,
    webhookBox,
    outbound,
    metrics,
  });
  metrics.watch({ queue: () => deliberations.queueFigures() });
  let drainMs = 0;
  app.decorate('drainOnClose', (ms: number) => {
    drainMs = ms;
  });
  app.addHook('onClose', async () => {
    await backups?.close();
    await deliberations.stop(drainMs);
    await outbound.close();
    if (!options.database) await database.close();
  });
  const { bus } = deliberations;
  const wakeUsers = createUserWake(bus);
  // Repositories are built here and handed to the features that read another's rows.
  const sessionRows = createDecisionSessionRepository(database.db);
  const meetingRows = createMeetingRepository(database.db);
  const boardRows = createBoardRepository(database.db);
  const sessionAccess = createSessionAccess({ sessions: sessionRows, boards: boardRows });
  const relatedDecisions = createRelatedDecisionService({
    db: database.db,
    reviewsOf: pastReviewsOf(createReviewRepository(database.db)),
  });
  const sessions = createSessionService({
    db: database.db,
    recordsAtTheTime: (session) => recordsAtTheTime(database.db, session),
    async meetingAgenda(meetingId) {
      const meeting = await meetingRows.findById(meetingId);
      return meeting && { ...meeting, items: await meetingRows.itemsOf([meeting.id]) };
    },
    findRelated: relatedDecisions.find,
    enqueue: deliberations.enqueue,
    async scheduleReminder(sessionId, deadline, pace) {
      const lead =
        pace === 'asynchronous'
          ? config.asyncWindows.reminderLeadMinutes
          : config.notifications.reminderLeadMinutes;
      const at = reminderTime(new Date(), deadline, lead);
      if (at) await deliberations.scheduleReminder(sessionId, at);
    },
    mailHumanInput: (sessionId) => deliberations.mailHumanStep(sessionId, 'input'),
    wakeUsers,
    chooseProvider: (board) => deliberations.minds.chooseFor(board),
    humanResponseWindowMinutes: config.humanResponseWindowMinutes,
    asyncWindows: config.asyncWindows,
    maxRunningSessionsPerUser: config.maxRunningSessionsPerUser,
  });

  const guestRepository = createGuestRepository(database.db);
  const guestQuotas = createGuestQuotas(guestRepository, config.guests);
  const guestExpiry = startGuestExpiry(guestRepository, config.guests.expiryDays, app.log);
  app.addHook('onClose', async () => guestExpiry.stop());

  const authRepository = createAuthRepository(database.db);
  // The database column is the one source of super-admin status; the variable grants into it.
  await authRepository.grantSuperadmins(config.superadminEmails);
  const tokens = createTokenService(secret);
  const actors = createActorCache();
  bus.subscribe(liveChannel.access, actors.invalidate);
  bus.onConnection(actors.setListening);
  const clock = options.now ?? (() => new Date());
  const apiTokens = createTokenAuthentication({
    repository: createApiTokenRepository(database.db),
    now: clock,
    requestsPerMinute: config.apiTokenRateLimitPerMinute,
  });
  await app.register(authenticate, {
    tokens,
    repository: authRepository,
    actors,
    apiTokens,
    idleMinutes: config.sessionIdleMinutes,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const organizations = createOrganizationService({
    db: database.db,
    boardStats: (actor, organizationId) => boardRows.organizationStats(actor, organizationId),
    defaultPlan: config.defaultPlan,
    emailEnabled: mailer.enabled,
    // Called only when an organization is deleted, by when `account` exists.
    reauth: (identity, password) => account.reauth.require(identity, password),
  });
  const providers = createProviderService({
    db: database.db,
    box,
    llm: config.llm,
    outbound,
  });
  const superadmin = createSuperadminService({
    database,
    config,
    version: APP_VERSION,
    reachableProviders: () => providers.reachable(),
  });
  const invites = createInviteService({
    db: database.db,
    boards: {
      findById: (id) => boardRows.findById(id),
      addMembers: (tx, boardIds, userId, organizationId) =>
        createBoardRepository(tx).addMembers(boardIds, userId, organizationId),
    },
    mailer,
    publicUrl: config.publicUrl,
    wakeUsers,
  });
  // Account and two-factor check organizations and their members through this (they sit below).
  const organizationChecks = createOrganizationChecks(database.db);
  const account = createAccountSecurity({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    now: clock,
    log: app.log,
    records: createBoardRecords(database.db),
    enqueueExport: (id) => deliberations.enqueueAccountExport(id),
    organizations: organizationChecks,
    removeSecondFactors: async (tx, userId) => ({
      authenticatorApp: await createAccountTwoFactor(tx).removeAuthenticatorApp(userId),
      passkeys: await removePasskeysOf(tx, userId),
    }),
  });
  // Two-factor secrets are sealed like provider keys, under a key of their own (ADR 30).
  const twoFactorBox = createSecretBox(secret, 'two-factor secrets');
  const codeVerifier = createCodeVerifier({ db: database.db, box: twoFactorBox, now: account.now });
  const twoFactor = createTwoFactorService({
    db: database.db,
    box: twoFactorBox,
    now: account.now,
    reauth: account.reauth,
    verifier: codeVerifier,
  });
  const passkeys = createPasskeys({
    db: database.db,
    now: account.now,
    reauth: account.reauth,
    config: config.webauthn,
  });
  const twoFactorSignIn = createTwoFactorSignIn({
    db: database.db,
    now: account.now,
    verifier: codeVerifier,
    service: twoFactor,
    hasPasskey: passkeys.hasPasskey,
  });
  const authService = createAuthService({
    db: database.db,
    repository: authRepository,
    tokens,
    tokenTtlHours: config.tokenTtlHours,
    superadminEmails: config.superadminEmails,
    organizations,
    emailEnabled: mailer.enabled,
    welcome: account.verification.welcome,
    now: account.now,
    log: app.log,
    secondStep: twoFactorSignIn.afterPassword,
    // Called only at sign-in, by when `sso` exists.
    passwordRefusal: (email) => sso.settings.passwordRefusal(email),
  });
  // Single sign-on per organization (ADR 41); its domains may refuse password sign-in (above).
  const sso = createSso({
    db: database.db,
    serverSecret: secret,
    mailer,
    publicUrl: config.publicUrl,
    now: account.now,
    reauth: account.reauth,
    organizations,
    verifier: codeVerifier,
    openSession: authService.openSession,
    // Called only at a sign-in, by when twoFactorSignIn exists.
    secondStep: (user, origin) => twoFactorSignIn.afterPassword(user, origin),
    allowInsecureIssuers: config.ssoAllowInsecureIssuers,
    dnsServers: config.ssoDnsServers,
    resolveHostname: options.resolveHostname,
    log: app.log,
  });
  app.addHook('onClose', async () => sso.close());

  const boards = createBoardService(
    database.db,
    wakeUsers,
    {
      sessionsByBoard: (ids) => sessionRows.countsByBoard(ids),
      meetingsByBoard: (ids) => meetingRows.countsByBoard(ids),
    },
    createSeatModelCheck({
      db: database.db,
      box,
      llm: config.llm,
      outbound,
    }),
    mailer.enabled,
  );

  const reviews = createReviewService({
    db: database.db,
    sessionAccess,
    scheduleReview: deliberations.scheduleReview,
    now: clock,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        prefix: '/auth',
        service: authService,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(accountRoutes, {
        prefix: '/auth',
        ...account,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(exportLinkRoutes, {
        exports: account.exports,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(accountSessionRoutes, {
        sessions: account.sessions,
        factorReset: account.factorReset,
        data: account.data,
        exports: account.exports,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(twoFactorRoutes, {
        service: twoFactor,
        signIn: twoFactorSignIn,
        organizations: createOrganizationTwoFactor({
          db: database.db,
          now: account.now,
          organizations: organizationChecks,
        }),
        openSession: authService.openSession,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(ssoRoutes, {
        settings: sso.settings,
        signIn: sso.signIn,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        behindTls: config.trustProxy,
      });
      await api.register(passkeyRoutes, {
        service: passkeys.service,
        signIn: passkeys.signIn(twoFactorSignIn),
        openSession: authService.openSession,
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(apiTokenRoutes, {
        service: createApiTokenService({ db: database.db, now: account.now, reauth: account.reauth }),
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(bounceRoutes, {
        service: createBounceService({ db: database.db, secret: config.mailBounceSecret }),
      });
      await api.register(calendarRoutes, {
        service: createCalendarService({
          db: database.db,
          publicUrl: config.publicUrl,
          now: account.now,
          deadlineSources: [
            resolutionDeadlines({ db: database.db, publicUrl: config.publicUrl }),
            reviewDeadlines({
              pending: (actor, upcoming) => reviews.pending(actor, upcoming),
              publicUrl: config.publicUrl,
            }),
            sessionDeadlines({
              db: database.db,
              publicUrl: config.publicUrl,
              runningOn: (boardIds) => sessionRows.runningOnBoards(boardIds),
              windows: createWindowReads(database.db),
            }),
          ],
        }),
      });
      await api.register(organizationRoutes, { prefix: '/organizations', organizations, invites });
      await api.register(organizationProviderRoutes, { prefix: '/organizations', providers });
      await api.register(webhookRoutes, {
        prefix: '/organizations',
        service: createWebhookService({
          db: database.db,
          box: webhookBox,
          addressProblem: outbound.problemWith,
          enqueue: deliberations.enqueueWebhook,
        }),
      });
      await api.register(boardProviderRoutes, { prefix: '/boards', providers });
      await api.register(superadminRoutes, { prefix: '/superadmin', service: superadmin, providers });
      await api.register(inviteRoutes, { prefix: '/invites', invites });
      await api.register(templateRoutes, {
        prefix: '/templates',
        service: createTemplateService(database.db),
      });
      await api.register(personaRoutes, { prefix: '/personas', db: database.db });
      await api.register(boardRoutes, { prefix: '/boards', service: boards, guestQuotas });
      await api.register(dashboardRoutes, {
        prefix: '/dashboard',
        service: createDashboardService(boards.dashboardFigures),
      });
      const streams = createStreamHub({ bus, limits: config.streams, log: app.log });
      // Open streams would keep the server from closing: end them first (clients resume).
      app.addHook('preClose', async () => streams.closeAll());
      await api.register(sessionRoutes, {
        service: sessions,
        streams,
        maxStreamMs: config.streams.maxMinutes * 60_000,
        guestQuotas,
      });
      await api.register(followUpRoutes, {
        service: createFollowUpService({
          db: database.db,
          sessionAccess,
          minds: createFollowUpMinds(deliberations.minds),
          log: app.log,
        }),
      });
      await api.register(reviewRoutes, { service: reviews });
      await api.register(humanRoutes, {
        service: createHumanService(database.db, bus, sessionAccess),
        awaited: createAwaitedService(database.db, bus, sessionAccess),
      });
      await api.register(liveRoutes, { service: createRoomService(database.db, bus, sessionAccess) });
      await api.register(meetingRoutes, {
        meetings: createMeetingService(
          database.db,
          undefined,
          async ({ key, userIds }) => {
            wakeUsers(userIds);
            await deliberations.mailNotifications(key);
          },
          deliberations.emitWebhook,
        ),
        agenda: createAgendaService(database.db),
      });
      const notifications = createNotificationService({ db: database.db, wake: wakeUsers });
      const notificationHub = createNotificationHub({
        bus,
        readFrame: (userId) => notifications.streamFrame(userId),
        limits: { perUser: config.streams.perUser, total: config.notifications.maxStreams },
        log: app.log,
      });
      app.addHook('preClose', async () => notificationHub.closeAll());
      metrics.watch({
        streams: () => ({
          session: streams.stats().streams,
          notifications: notificationHub.stats().streams,
        }),
      });
      await api.register(notificationRoutes, {
        prefix: '/notifications',
        service: notifications,
        settings: createNotificationSettingsService({
          db: database.db,
          emailEnabled: Boolean(config.smtpUrl),
        }),
        hub: notificationHub,
        maxStreamMs: config.streams.maxMinutes * 60_000,
        watchSession: (userId, sessionId) => ({
          subscribe: (wake) => bus.subscribe(userChannel(userId), wake),
          ended: async () => {
            const state = await createSessionRepository(database.db).endState(sessionId, clock());
            return state.live ? null : sessionEndMessage(state.reason);
          },
        }),
      });
      await api.register(minutesRoutes, {
        prefix: '/minutes',
        service: createMinutesService(database.db, deliberations.emitWebhook),
      });
      await api.register(minutesCommentRoutes, {
        prefix: '/minutes',
        service: createMinutesCommentService(database.db),
      });
      await api.register(attendanceRoutes, { service: createAttendanceService(database.db) });
      await api.register(relatedDecisionRoutes, { service: relatedDecisions });
      await api.register(resolutionRoutes, {
        service: createResolutionService({
          db: database.db,
          now: clock,
          async told({ key, userIds }) {
            wakeUsers(userIds);
            await deliberations.mailNotifications(key);
          },
          scheduleClose: deliberations.scheduleResolutionClose,
          async scheduleReminder(id, closesAt) {
            // Directors have hours or days: remind them as before an asynchronous window closes.
            const at = reminderTime(clock(), closesAt, config.asyncWindows.reminderLeadMinutes);
            if (at) await deliberations.scheduleResolutionReminder(id, at);
          },
        }),
      });
      await api.register(paperRoutes, {
        service: createPaperService({
          db: database.db,
          boardLimitBytes: config.boardPapersMaxBytes,
          enqueueExtraction: deliberations.enqueuePaperExtraction,
          emailEnabled: mailer.enabled,
        }),
      });
    },
    { prefix: '/api/v1' },
  );
  // Assistants (MCP clients) reach the same services with a personal API token.
  await app.register(mcpRoutes, {
    deps: { boards, sessions, reviews, guestQuotas, pollMs: 500 },
    version: APP_VERSION,
  });

  await app.register(webApp, { webDir: config.webDir });
  return app as unknown as App;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    drainOnClose(ms: number): void;
  }
}
