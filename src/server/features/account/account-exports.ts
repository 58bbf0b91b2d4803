// The export of one's data as a zip, made by a job: asked for after re-authentication, built in
// the background (JSON and Markdown, export-archive.ts), kept EXPORT_KEPT_DAYS, and fetched from
// the link e-mailed when it is ready (its secret kept as SHA-256) or from Settings while signed
// in. Without e-mail on the server, Settings is the only way to it.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccountExport, EXPORT_KEPT_DAYS, exportLinkQuerySchema } from '../../../contracts/account.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { gatherAccountData } from './account-data.ts';
import type { BoardRecords } from './board-records.ts';
import { buildExportArchive } from './export-archive.ts';
import { createExportRepository, type ExportRow } from './export-repository.ts';
import type { Reauth } from './reauth.ts';
import { hashLinkToken, newLinkToken } from './secret-links.ts';

export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_GONE =
  'This export is no longer available: it expired or the link is wrong. Ask for a new one in Settings → Your data.';
export const EXPORT_PENDING = 'An export is already being made: it will be ready in a moment';
const KEPT_MS = EXPORT_KEPT_DAYS * 24 * 3_600_000;

export function createAccountExports(deps: {
  db: Db;
  now: () => Date;
  reauth: Reauth;
  records: BoardRecords;
  /** Hands the export to the job queue. */
  enqueue: (exportId: string) => Promise<void>;
}) {
  const { db, now } = deps;
  const exports = createExportRepository(db);

  const toExport = (row: ExportRow): AccountExport => ({
    id: row.id,
    status:
      row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() <= now().getTime()
        ? 'expired'
        : row.status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes,
  });

  async function live(row: ExportRow | undefined): Promise<{ bytes: Buffer; at: Date }> {
    if (row?.status !== 'ready' || !row.archive || !row.expiresAt || row.expiresAt <= now())
      throw notFound(EXPORT_GONE);
    return { bytes: row.archive, at: row.readyAt ?? row.requestedAt };
  }

  return {
    /** Asks for a new export (re-authentication); one at a time. */
    async request(identity: Identity, password: string | undefined): Promise<AccountExport> {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      await deps.reauth.require(identity, password);
      if (await exports.pendingOf(identity.user.id)) throw conflict(EXPORT_PENDING);
      const row = await exports.insert(identity.user.id, now());
      await deps.enqueue(row.id);
      await recordAudit(db, auditorOf(identity.actor), {
        action: 'user.data_exported',
        targetType: 'user',
        targetId: identity.user.id,
        summary: 'Asked for an export of their data (zip)',
      });
      return toExport(row);
    },

    async list(identity: Identity): Promise<AccountExport[]> {
      return (await exports.latestOf(identity.user.id)).map(toExport);
    },

    /** One's own export, while signed in. */
    async download(identity: Identity, id: string) {
      if (!isUuid(id)) throw notFound(EXPORT_NOT_FOUND);
      const row = await exports.findOwn(id, identity.user.id);
      if (!row) throw notFound(EXPORT_NOT_FOUND);
      return live(row);
    },

    /** The e-mailed link: its secret is the credential (like a reset link), until the export expires. */
    async downloadByLink(token: string) {
      return live(await exports.findByLink(hashLinkToken(token), now()));
    },

    /**
     * The job: gathers, zips and keeps the archive, and answers the link's secret (to e-mail).
     * Null when there is nothing to do (already made, or the account is gone).
     */
    async build(exportId: string): Promise<{ userId: string; token: string; email: string | null } | null> {
      const row = await exports.find(exportId);
      if (row?.status !== 'pending') return null;
      const user = await exports.ownerOf(row);
      if (!user || user.deletedAt) return null;
      const archive = Buffer.from(
        buildExportArchive(await gatherAccountData(db, deps.records, row.userId, now())),
      );
      const token = newLinkToken();
      const at = now();
      await exports.markReady(row.id, {
        archive,
        readyAt: at,
        expiresAt: new Date(at.getTime() + KEPT_MS),
        linkHash: hashLinkToken(token),
      });
      // Archives past their time take room for nothing: dropped whenever another is made.
      await exports.dropExpiredArchives(row.userId, at);
      return { userId: row.userId, token, email: user.email };
    },

    /** The job gave up: the export is marked failed, so Settings says so and another can be asked. */
    async fail(exportId: string): Promise<void> {
      await exports.markFailed(exportId);
    },
  };
}
export type AccountExports = ReturnType<typeof createAccountExports>;

/** The e-mail saying the export is ready, with its link. */
export function exportReadyMail(publicUrl: string, to: string, token: string) {
  return {
    to,
    subject: 'Your Boardwise data export is ready',
    text: [
      'The export of your Boardwise data you asked for is ready: a zip of JSON and Markdown files.',
      '',
      `Download it: ${publicUrl}/api/v1/auth/account/exports/download?token=${token}`,
      '',
      `The link works for ${EXPORT_KEPT_DAYS} days; you can also download it from Settings → Your data.`,
      'If you did not ask for it, change your password: someone else may be signed in as you.',
    ].join('\n'),
  };
}

/** Answers an export's zip as a download. */
export const sendZip = (reply: FastifyReply, file: { bytes: Buffer; at: Date }) =>
  reply
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      `attachment; filename="boardwise-my-data-${file.at.toISOString().slice(0, 10)}.zip"`,
    )
    .header('cache-control', 'no-store')
    .send(file.bytes);

/** The e-mailed link: its secret is the credential, so it needs no sign-in (like a reset link). */
export const exportLinkRoutes: FastifyPluginAsyncZod<{
  exports: AccountExports;
  rateLimitPerMinute: number;
}> = async (app, { exports, rateLimitPerMinute }) => {
  app.get(
    '/auth/account/exports/download',
    {
      config: limitPerMinute(rateLimitPerMinute),
      schema: {
        tags: ['account'],
        summary: 'Download an export of my data from the e-mailed link (a zip)',
        querystring: exportLinkQuerySchema,
        response: { 200: z.any().describe('The zip'), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => sendZip(reply, await exports.downloadByLink(request.query.token)),
  );
};

/** Runs one export job: builds it and e-mails the link (when the server sends e-mail). */
export async function runExportJob(
  exports: AccountExports,
  mailer: Mailer,
  publicUrl: string,
  exportId: string,
): Promise<void> {
  const made = await exports.build(exportId);
  if (made?.email && mailer.enabled) await mailer.send(exportReadyMail(publicUrl, made.email, made.token));
}
