// AI providers configured in the app. Super-admins manage the platform's (and pick its default);
// an organization's Admins add its own (bring your own key) and choose what its boards use; a
// board may override. Keys are sealed before storing and never leave the server.
import type {
  Provider,
  ProviderCreateBody,
  ProviderTestResult,
  ProviderUpdateBody,
} from '../../../contracts/providers.ts';
import { ENVIRONMENT_PROVIDER_ID } from '../../../contracts/providers.ts';
import type { LlmSettings } from '../../../engine/minds/llm/provider.ts';
import type { LlmConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, forbidden, isUuid, notFound, unprocessable } from '../../lib/errors.ts';
import type { GuardedHttp } from '../../lib/outbound/guarded-http.ts';
import { keyHint, lastFour, type SecretBox } from '../../lib/secret-box.ts';
import { type Actor, canInOrganization, canOnPlatform } from '../../policy.ts';
import { auditedChange, auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createBoardReader, loadBoard } from '../boards/access.ts';
import { checkOrganization } from '../organizations/access.ts';
import { listModels, testConnection } from './connection.ts';
import { environmentProviderName, settingsOfProvider } from './mind-factory.ts';
import { providerAddress } from './provider-address.ts';
import { createProviderRepository, type ProviderRow } from './repository.ts';
import { environmentLlmSettings } from './seat-models.ts';

export interface ProviderServiceDeps {
  db: Db;
  box: SecretBox;
  llm: LlmConfig;
  /** The client every call to an organization's own provider goes through (ADR 25). */
  outbound: GuardedHttp;
}

const PROVIDER_NOT_FOUND = 'Provider not found';

function present(row: ProviderRow, showKeyHint = true): Provider {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    base_url: row.baseUrl,
    api_key_hint: showKeyHint ? keyHint(row.apiKeyLast4) : null,
    default_model: row.defaultModel,
    concurrency: row.concurrency,
    timeout_ms: row.timeoutMs,
    is_default: row.isDefault,
    scope: row.organizationId ? 'organization' : 'platform',
    read_only: false,
    created_at: row.createdAt.toISOString(),
  };
}

export function createProviderService(deps: ProviderServiceDeps) {
  const { db, box } = deps;
  const providers = createProviderRepository(db);
  const boards = createBoardReader(db);

  function environmentProvider(isDefault: boolean): Provider {
    const llm = deps.llm;
    return {
      id: ENVIRONMENT_PROVIDER_ID,
      name: environmentProviderName(llm),
      kind: llm.provider,
      base_url: llm.baseUrl ?? null,
      api_key_hint: llm.apiKey ? keyHint(lastFour(llm.apiKey)) : null,
      default_model: llm.model ?? 'offline',
      concurrency: llm.concurrency,
      timeout_ms: llm.timeoutMs,
      is_default: isDefault,
      scope: 'environment',
      read_only: true,
      created_at: null,
    };
  }

  function requireSuperadmin(actor: Actor) {
    if (!canOnPlatform(actor)) throw forbidden('Only a super-admin may do this');
  }

  async function loadOrganization(actor: Actor, organizationId: string, action: 'view' | 'administer') {
    checkOrganization(actor, organizationId, action);
  }

  /** A provider of this scope (null: the platform's); anything else is not found. */
  async function loadProvider(id: string, organizationId: string | null): Promise<ProviderRow> {
    const row = isUuid(id) ? await providers.findById(id) : undefined;
    if (!row || row.organizationId !== organizationId) throw notFound(PROVIDER_NOT_FOUND);
    return row;
  }

  /** A provider an organization may use: the platform's or its own. */
  async function loadUsable(id: string, organizationId: string): Promise<ProviderRow> {
    const row = isUuid(id) ? await providers.findById(id) : undefined;
    if (!row || (row.organizationId !== null && row.organizationId !== organizationId))
      throw notFound(PROVIDER_NOT_FOUND);
    return row;
  }

  /**
   * Early feedback for an organization's own provider: an address refused from the URL alone is a
   * 422 when saved. The guarded client decides again at every connection (names included).
   */
  function assertCallable(organizationId: string | null, kind: string, baseUrl: string | null | undefined) {
    const address = providerAddress(kind, baseUrl);
    const problem = organizationId && address ? deps.outbound.problemWith(address) : null;
    if (problem) throw unprocessable(`The base URL cannot be used. ${problem}`);
  }

  function settingsOf(row: ProviderRow): LlmSettings {
    try {
      return settingsOfProvider(row, box, 0, deps.outbound);
    } catch {
      throw new AppError(
        409,
        'The stored API key cannot be read (the server secret changed); enter the key again',
      );
    }
  }

  const environmentSettings = () => environmentLlmSettings(deps.llm);

  async function create(actor: Actor, organizationId: string | null, body: ProviderCreateBody) {
    assertCallable(organizationId, body.kind, body.base_url);
    const apiKey = body.api_key?.trim() || null;
    return inTransaction(db, async (tx) => {
      const repo = createProviderRepository(tx);
      const row = await repo.insert({
        organizationId,
        name: body.name,
        kind: body.kind,
        baseUrl: body.base_url ?? null,
        apiKeyCiphertext: apiKey ? box.seal(apiKey) : null,
        apiKeyLast4: apiKey ? lastFour(apiKey) : null,
        defaultModel: body.default_model,
        concurrency: body.concurrency ?? 8,
        timeoutMs: body.timeout_ms ?? 60_000,
        createdBy: actor.user.id,
      });
      if (body.is_default) await repo.setDefault(organizationId, row.id);
      await recordAudit(tx, auditorOf(actor), {
        organizationId,
        action: 'provider.created',
        targetType: 'provider',
        targetId: row.id,
        summary: `Added the AI provider ${row.name} (${row.kind}, ${row.defaultModel})`,
      });
      return present((await repo.findById(row.id))!);
    });
  }

  async function update(actor: Actor, row: ProviderRow, body: ProviderUpdateBody) {
    if (body.base_url !== undefined) assertCallable(row.organizationId, row.kind, body.base_url);
    const key = body.api_key === undefined ? undefined : body.api_key?.trim() || null;
    if (key === null && (row.kind === 'openai' || row.kind === 'anthropic'))
      throw unprocessable('This provider needs an API key');
    if (body.base_url === null && row.kind === 'openai-compatible')
      throw unprocessable('An OpenAI-compatible provider needs a base URL');
    return inTransaction(db, async (tx) => {
      const updated = await createProviderRepository(tx).update(row.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.base_url !== undefined ? { baseUrl: body.base_url } : {}),
        ...(body.default_model !== undefined ? { defaultModel: body.default_model } : {}),
        ...(body.concurrency !== undefined ? { concurrency: body.concurrency } : {}),
        ...(body.timeout_ms !== undefined ? { timeoutMs: body.timeout_ms } : {}),
        ...(key !== undefined
          ? { apiKeyCiphertext: key ? box.seal(key) : null, apiKeyLast4: key ? lastFour(key) : null }
          : {}),
      });
      await recordAudit(tx, auditorOf(actor), {
        organizationId: row.organizationId,
        action: 'provider.updated',
        targetType: 'provider',
        targetId: row.id,
        summary: `Changed the AI provider ${updated!.name}${key !== undefined ? ' (API key replaced)' : ''}`,
      });
      return present(updated!);
    });
  }

  async function remove(actor: Actor, row: ProviderRow) {
    const used = await providers.boardsUsing(row.id);
    await auditedChange(
      db,
      actor,
      // Boards that named it fall back to their organization's choice; old sessions keep its name.
      (tx) => createProviderRepository(tx).remove(row.id),
      () => ({
        organizationId: row.organizationId,
        action: 'provider.deleted',
        targetType: 'provider',
        targetId: row.id,
        summary: `Removed the AI provider ${row.name}${used ? ` (${used} board(s) fall back to the default)` : ''}`,
      }),
    );
  }

  async function check(settings: LlmSettings | null): Promise<ProviderTestResult> {
    if (!settings) return { ok: true, latency_ms: 0, model: 'offline', error: null };
    return testConnection(settings);
  }

  async function models(settings: LlmSettings | null): Promise<{ models: string[] }> {
    if (!settings) return { models: [] };
    try {
      return { models: await listModels(settings) };
    } catch (error) {
      throw new AppError(502, `The provider did not list its models: ${(error as Error).message}`);
    }
  }

  return {
    /** The platform's providers as System Health checks them (a key that cannot be opened: skipped). */
    async reachable() {
      const rows = await providers.list(null);
      return [
        {
          id: ENVIRONMENT_PROVIDER_ID,
          name: environmentProviderName(deps.llm),
          settings: environmentSettings(),
        },
        ...rows.flatMap((row) => {
          try {
            return [{ id: row.id, name: row.name, settings: settingsOfProvider(row, box, 0, deps.outbound) }];
          } catch {
            return [];
          }
        }),
      ];
    },

    // ---- platform (super-admins) ----
    async listPlatform(actor: Actor): Promise<Provider[]> {
      requireSuperadmin(actor);
      const rows = await providers.list(null);
      return [environmentProvider(!rows.some((r) => r.isDefault)), ...rows.map((r) => present(r))];
    },
    async createPlatform(actor: Actor, body: ProviderCreateBody) {
      requireSuperadmin(actor);
      return create(actor, null, body);
    },
    async updatePlatform(actor: Actor, id: string, body: ProviderUpdateBody) {
      requireSuperadmin(actor);
      return update(actor, await loadProvider(id, null), body);
    },
    async removePlatform(actor: Actor, id: string) {
      requireSuperadmin(actor);
      await remove(actor, await loadProvider(id, null));
    },
    /** The platform default: a stored provider, or 'environment' for the LLM_* settings. */
    async setPlatformDefault(actor: Actor, id: string) {
      requireSuperadmin(actor);
      const row = id === ENVIRONMENT_PROVIDER_ID ? null : await loadProvider(id, null);
      await auditedChange(
        db,
        actor,
        (tx) => createProviderRepository(tx).setDefault(null, row?.id ?? null),
        () => ({
          organizationId: null,
          action: 'provider.default_changed',
          targetType: 'provider',
          targetId: row?.id ?? ENVIRONMENT_PROVIDER_ID,
          summary: `Made ${row?.name ?? environmentProviderName(deps.llm)} the platform's default AI provider`,
        }),
      );
    },
    async testPlatform(actor: Actor, id: string) {
      requireSuperadmin(actor);
      if (id === ENVIRONMENT_PROVIDER_ID) return check(environmentSettings());
      return check(settingsOf(await loadProvider(id, null)));
    },
    async modelsPlatform(actor: Actor, id: string) {
      requireSuperadmin(actor);
      if (id === ENVIRONMENT_PROVIDER_ID) return models(environmentSettings());
      return models(settingsOf(await loadProvider(id, null)));
    },

    // ---- an organization's own ----
    /** What the organization's people may pick from: the platform's providers and its own. */
    async listForOrganization(actor: Actor, organizationId: string) {
      await loadOrganization(actor, organizationId, 'view');
      const admin = canInOrganization(actor, 'administer', organizationId);
      const [own, platform] = await Promise.all([providers.list(organizationId), providers.list(null)]);
      const platformDefault = platform.find((p) => p.isDefault);
      const chosen = own.find((p) => p.isDefault);
      return {
        providers: [
          ...own.map((r) => present(r, admin)),
          ...platform.map((r) => ({ ...present(r, false), is_default: false })),
        ],
        effective: chosen?.name ?? platformDefault?.name ?? environmentProviderName(deps.llm),
        effective_id: chosen?.id ?? platformDefault?.id ?? ENVIRONMENT_PROVIDER_ID,
      };
    },
    async createForOrganization(actor: Actor, organizationId: string, body: ProviderCreateBody) {
      await loadOrganization(actor, organizationId, 'administer');
      return create(actor, organizationId, body);
    },
    async updateForOrganization(actor: Actor, organizationId: string, id: string, body: ProviderUpdateBody) {
      await loadOrganization(actor, organizationId, 'administer');
      return update(actor, await loadProvider(id, organizationId), body);
    },
    async removeForOrganization(actor: Actor, organizationId: string, id: string) {
      await loadOrganization(actor, organizationId, 'administer');
      await remove(actor, await loadProvider(id, organizationId));
    },
    /** The organization's boards use one of its own providers, or (null) the platform's default. */
    async chooseForOrganization(actor: Actor, organizationId: string, providerId: string | null) {
      await loadOrganization(actor, organizationId, 'administer');
      const row = providerId ? await loadProvider(providerId, organizationId) : null;
      await auditedChange(
        db,
        actor,
        (tx) => createProviderRepository(tx).setDefault(organizationId, row?.id ?? null),
        () => ({
          organizationId,
          action: 'provider.default_changed',
          targetType: 'provider',
          targetId: row?.id ?? null,
          summary: row
            ? `Boards now deliberate with ${row.name} by default`
            : `Boards now deliberate with the platform's default provider`,
        }),
      );
    },
    async testForOrganization(actor: Actor, organizationId: string, id: string) {
      await loadOrganization(actor, organizationId, 'administer');
      return check(settingsOf(await loadProvider(id, organizationId)));
    },
    /** Models for the seat picker, from the platform's providers or the organization's own. */
    async modelsForOrganization(actor: Actor, organizationId: string, id: string) {
      await loadOrganization(actor, organizationId, 'view');
      if (id === ENVIRONMENT_PROVIDER_ID) return models(environmentSettings());
      return models(settingsOf(await loadUsable(id, organizationId)));
    },

    // ---- a board's override ----
    async boardProvider(actor: Actor, boardId: string) {
      const board = await loadBoard(boards, actor, boardId, 'read');
      return { provider_id: await providers.boardProvider(board.id) };
    },
    async setBoardProvider(actor: Actor, boardId: string, providerId: string | null) {
      const board = await loadBoard(boards, actor, boardId, 'edit');
      const row = providerId ? await loadUsable(providerId, board.organizationId) : null;
      await auditedChange(
        db,
        actor,
        (tx) => createProviderRepository(tx).setBoardProvider(board.id, row?.id ?? null),
        () => ({
          organizationId: board.organizationId,
          action: 'board.provider_changed',
          targetType: 'board',
          targetId: board.id,
          summary: row
            ? `${board.name} deliberates with ${row.name}`
            : `${board.name} deliberates with its organization's provider`,
        }),
      );
      return { provider_id: row?.id ?? null };
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
