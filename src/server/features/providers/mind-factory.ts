// The mind a session deliberates with. When a session starts, its board's provider is chosen —
// the board's own, else its organization's, else the platform default, else the server's LLM_*
// environment (the offline engine by default) — and recorded on the session (provider, model).
// When it runs, the mind is built from that record, so what the analysis shows is what spoke.
import { createLimiter } from '../../../engine/minds/llm/concurrency.ts';
import { createLlmMind, type LlmMindOptions } from '../../../engine/minds/llm/llm-mind.ts';
import type { FetchFunction, LlmSettings } from '../../../engine/minds/llm/provider.ts';
import { createOfflineMind } from '../../../engine/minds/offline/offline-mind.ts';
import { FatalMindError, type Mind } from '../../../engine/types.ts';
import type { LlmConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type GuardedHttp, OutboundRefusedError } from '../../lib/outbound/guarded-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createProviderRepository, type ProviderRow } from './repository.ts';

export function createMindFromConfig(llm: LlmConfig, observe?: LlmMindOptions['observe']): Mind {
  if (llm.provider === 'offline') return createOfflineMind();
  return createLlmMind({
    observe,
    settings: {
      provider: llm.provider,
      baseUrl: llm.baseUrl,
      apiKey: llm.apiKey,
      model: llm.model!,
      timeoutMs: llm.timeoutMs,
      maxRetries: llm.maxRetries,
    },
    limiter: createLimiter(llm.concurrency),
  });
}

/** How the environment provider is named in lists and on sessions. */
export const environmentProviderName = (llm: LlmConfig) =>
  llm.provider === 'offline' ? 'Built-in offline engine' : `Server environment (${llm.provider})`;

/** A refused address ends the run at once: every seat would be refused the same way. */
function refusalsAreFinal(fetch: FetchFunction): FetchFunction {
  return async (input, init) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      if (error instanceof OutboundRefusedError) throw new FatalMindError(error.message);
      throw error;
    }
  };
}

/**
 * A stored provider as the LLM mind's settings (the key opened from its sealed form). Every call
 * to an organization's own provider — deliberation, follow-up, Test connection, model list — goes
 * through the guarded client and quotes nothing of its replies in errors; the platform's
 * providers, set by super-admins, are called as configured (ADR 25).
 */
export function settingsOfProvider(
  row: ProviderRow,
  box: SecretBox,
  maxRetries: number,
  outbound: GuardedHttp,
): LlmSettings {
  return {
    provider: row.kind,
    baseUrl: row.baseUrl ?? undefined,
    apiKey: row.apiKeyCiphertext ? box.open(row.apiKeyCiphertext) : undefined,
    model: row.defaultModel,
    timeoutMs: row.timeoutMs,
    maxRetries,
    ...(row.organizationId ? { fetch: refusalsAreFinal(outbound.fetch), quoteProviderMessages: false } : {}),
  };
}

export interface ChosenProvider {
  providerId: string | null;
  providerName: string;
  engine: 'offline' | 'llm';
  model: string;
}

export interface BoardProviderRef {
  organizationId: string;
  aiProviderId: string | null;
}

/** A mind that cannot speak: every step ends the run with the reason (e.g. its provider was deleted). */
function silentMind(model: string, reason: string): Mind {
  const fail = () => Promise.reject(new FatalMindError(reason));
  return {
    engine: 'llm',
    model,
    initialPosition: fail,
    discuss: fail,
    revise: fail,
    vote: fail,
    synthesize: fail,
  };
}

export function createMindResolver(deps: {
  db: Db;
  llm: LlmConfig;
  box: SecretBox;
  outbound: GuardedHttp;
  /** Told every model call (metrics). */
  observe?: LlmMindOptions['observe'];
}) {
  const providers = createProviderRepository(deps.db);
  const environmentMind = createMindFromConfig(deps.llm, deps.observe);
  // One mind (and one concurrency limit) per provider version; an edited provider gets a new one.
  const minds = new Map<string, { version: number; mind: Mind }>();

  function mindOf(row: ProviderRow): Mind {
    const cached = minds.get(row.id);
    if (cached && cached.version === row.updatedAt.getTime()) return cached.mind;
    let mind: Mind;
    try {
      mind = createLlmMind({
        settings: settingsOfProvider(row, deps.box, deps.llm.maxRetries, deps.outbound),
        limiter: createLimiter(row.concurrency),
        observe: deps.observe,
      });
    } catch {
      mind = silentMind(
        row.defaultModel,
        `The AI provider '${row.name}' could not be set up; check its settings.`,
      );
    }
    minds.set(row.id, { version: row.updatedAt.getTime(), mind });
    return mind;
  }

  return {
    environment: {
      name: environmentProviderName(deps.llm),
      engine: environmentMind.engine,
      model: environmentMind.model,
    },

    async chooseFor(board: BoardProviderRef): Promise<ChosenProvider> {
      const row =
        (board.aiProviderId ? await providers.findById(board.aiProviderId) : undefined) ??
        (await providers.findDefault(board.organizationId)) ??
        (await providers.findDefault(null));
      if (row) return { providerId: row.id, providerName: row.name, engine: 'llm', model: row.defaultModel };
      return {
        providerId: null,
        providerName: environmentProviderName(deps.llm),
        engine: environmentMind.engine,
        model: environmentMind.model,
      };
    },

    async mindFor(session: {
      providerId: string | null;
      providerName: string | null;
      model: string;
    }): Promise<Mind> {
      if (!session.providerId) return environmentMind;
      const row = await providers.findById(session.providerId);
      if (!row)
        return silentMind(
          session.model,
          `The AI provider '${session.providerName ?? 'unknown'}' was removed before this session ran.`,
        );
      return mindOf(row);
    },
  };
}
export type MindResolver = ReturnType<typeof createMindResolver>;
