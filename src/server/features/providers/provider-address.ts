import { OLLAMA_DEFAULT_BASE_URL } from '../../../engine/minds/llm/provider.ts';

/** The address the server will call (Ollama without a base URL means the local one; null: the vendor's public API). */
export const providerAddress = (kind: string, baseUrl: string | null | undefined): string | null =>
  baseUrl ?? (kind === 'ollama' ? OLLAMA_DEFAULT_BASE_URL : null);
