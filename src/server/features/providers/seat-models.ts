// A board's AI seats may name models of their own. When the provider the board deliberates with
// lists its models, a name it does not list is refused with a 422 before the board is saved,
// rather than failing the board's first deliberation.

import type { LlmSettings } from '../../../engine/minds/llm/provider.ts';
import type { LlmConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { GuardedHttp } from '../../lib/outbound/guarded-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SeatModelCheck } from '../boards/seat-input.ts';
import { listModels } from './connection.ts';
import type { BoardProviderRef } from './mind-factory.ts';
import { environmentProviderName, settingsOfProvider } from './mind-factory.ts';
import { providerAddress } from './provider-address.ts';
import { createProviderRepository } from './repository.ts';

/** A board save waits this long at most for the list; past it the names go unchecked. */
const LIST_TIMEOUT_MS = 5_000;
const SHOWN_MODELS = 10;

/** The LLM_* provider as call settings; null for the offline engine, which has no models. */
export function environmentLlmSettings(llm: LlmConfig): LlmSettings | null {
  if (llm.provider === 'offline') return null;
  return {
    provider: llm.provider,
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model!,
    timeoutMs: llm.timeoutMs,
    maxRetries: 0,
  };
}

export function createSeatModelCheck(deps: {
  db: Db;
  box: SecretBox;
  llm: LlmConfig;
  outbound: GuardedHttp;
}): SeatModelCheck {
  const providers = createProviderRepository(deps.db);

  /** The provider the board deliberates with, chosen as sessions choose it; null when none can be asked. */
  async function providerOf(
    board: BoardProviderRef,
  ): Promise<{ name: string; settings: LlmSettings } | null> {
    const row =
      (board.aiProviderId ? await providers.findById(board.aiProviderId) : undefined) ??
      (await providers.findDefault(board.organizationId)) ??
      (await providers.findDefault(null));
    if (!row) {
      const settings = environmentLlmSettings(deps.llm);
      return settings && { name: environmentProviderName(deps.llm), settings };
    }
    try {
      // The guarded client refuses a private address anyway; this spares the attempt.
      const address = providerAddress(row.kind, row.baseUrl);
      if (row.organizationId && address && deps.outbound.problemWith(address)) return null;
      return { name: row.name, settings: settingsOfProvider(row, deps.box, 0, deps.outbound) };
    } catch {
      return null;
    }
  }

  return async (board, seats, kept = new Set()) => {
    const named = seats.flatMap((seat) => {
      const model = seat.model?.trim();
      const human = seat.type === 'Human' || seat.is_human === true;
      return model && !human && !kept.has(model) ? [{ title: seat.title, model }] : [];
    });
    if (named.length === 0) return;
    const provider = await providerOf(board);
    if (!provider) return;
    let listed: string[];
    try {
      listed = await listModels(provider.settings, LIST_TIMEOUT_MS);
    } catch {
      // The list cannot be read (provider down, no /models route, a key it refuses): saving the
      // board must not depend on the provider being reachable now, so the names go unchecked and
      // a wrong one surfaces as the deliberation's model error.
      return;
    }
    // A provider that lists nothing gives nothing to check against.
    if (listed.length === 0) return;
    const unknown = named.find((seat) => !listed.includes(seat.model));
    if (!unknown) return;
    const shown = listed.slice(0, SHOWN_MODELS).join(', ') + (listed.length > SHOWN_MODELS ? ', …' : '');
    throw unprocessable(
      `The ${unknown.title} seat names the model '${unknown.model}', which ${provider.name} does not offer (its models: ${shown})`,
    );
  };
}
