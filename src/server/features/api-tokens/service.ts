// Creating, listing and revoking one's personal API tokens. Creating needs re-authentication
// (the password in the request, or given in this session within the last minutes): a token
// outlives the session, so whoever sits at an unlocked browser must not mint one silently.
import {
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
  MAX_API_TOKENS_PER_USER,
} from '../../../contracts/api-tokens.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { Identity } from '../../plugins/authenticate.ts';
import type { Reauth } from '../account/reauth.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { type ApiTokenRow, createApiTokenRepository } from './repository.ts';
import { newTokenSecret } from './token-secret.ts';

const TOKEN_NOT_FOUND = 'API token not found';
const DAY_MS = 24 * 3600_000;

function present(row: ApiTokenRow, at: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= at.getTime(),
  };
}

export function createApiTokenService(deps: { db: Db; now: () => Date; reauth: Reauth }) {
  const { db, now, reauth } = deps;
  const tokens = createApiTokenRepository(db);

  return {
    async list(identity: Identity): Promise<ApiToken[]> {
      const at = now();
      return (await tokens.listFor(identity.user.id)).map((row) => present(row, at));
    },

    async create(identity: Identity, body: CreateApiTokenBody): Promise<CreatedApiToken> {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      await reauth.require(identity, body.current_password);
      const secret = newTokenSecret();
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const repository = createApiTokenRepository(tx);
        if ((await repository.countFor(identity.user.id)) >= MAX_API_TOKENS_PER_USER)
          throw conflict(`You have ${MAX_API_TOKENS_PER_USER} tokens already: revoke one first`);
        const inserted = await repository.insert({
          userId: identity.user.id,
          name: body.name,
          scope: body.scope,
          tokenHash: secret.hash,
          prefix: secret.prefix,
          createdAt: at,
          expiresAt: new Date(at.getTime() + body.expires_in_days * DAY_MS),
        });
        await recordAudit(tx, auditorOf(identity.actor), {
          action: 'api_token.created',
          targetType: 'api_token',
          targetId: inserted.id,
          summary: `Created API token "${body.name}" (${body.scope}, ${body.expires_in_days} days)`,
        });
        return inserted;
      });
      return { ...present(row, at), token: secret.token };
    },

    /** Revoking only removes access: no password needed, like ending a session. */
    async revoke(identity: Identity, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(TOKEN_NOT_FOUND);
      await inTransaction(db, async (tx) => {
        const row = await createApiTokenRepository(tx).revoke(identity.user.id, id, now());
        if (!row) throw notFound(TOKEN_NOT_FOUND);
        await recordAudit(tx, auditorOf(identity.actor), {
          action: 'api_token.revoked',
          targetType: 'api_token',
          targetId: row.id,
          summary: `Revoked API token "${row.name}"`,
        });
      });
    },
  };
}
export type ApiTokenService = ReturnType<typeof createApiTokenService>;
