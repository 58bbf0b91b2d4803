// The mind this process deliberates with, from configuration: the built-in offline engine by
// default, or an LLM provider through the Vercel AI SDK, sharing one concurrency limit.
import { createLimiter } from '../../../engine/minds/llm/concurrency.ts';
import { createLlmMind } from '../../../engine/minds/llm/llm-mind.ts';
import { createOfflineMind } from '../../../engine/minds/offline/offline-mind.ts';
import type { Mind } from '../../../engine/types.ts';
import type { LlmConfig } from '../../config.ts';

export function createMindFromConfig(llm: LlmConfig): Mind {
  if (llm.provider === 'offline') return createOfflineMind();
  return createLlmMind({
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
