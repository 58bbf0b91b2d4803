// What a provider's model list may hand back to a user: model ids from an answer of the OpenAI
// shape ({data: [{id}]}) or Ollama's ({models: [{name}]}), and nothing else of it. An answer of
// any other shape is no model list, so nothing of it is shown.
import { z } from 'zod';

export const MAX_MODEL_ID = 200;
export const MAX_MODELS = 500;
/** A model list is a few hundred short ids; more than this is not one. */
const MAX_BODY_BYTES = 1024 * 1024;

// Model ids are printable ASCII (org/name:tag-version); anything else is not an id.
const modelId = z
  .string()
  .regex(/^[\x21-\x7e]+$/)
  .max(MAX_MODEL_ID);
const openAiShape = z.object({ data: z.array(z.object({ id: z.unknown() })) });
const ollamaShape = z.object({ models: z.array(z.object({ name: z.unknown() })) });

/** The ids in a model list, sorted and at most MAX_MODELS; null when the body is not a model list. */
export function modelIdsOf(body: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const openAi = openAiShape.safeParse(parsed);
  const ollama = openAi.success ? null : ollamaShape.safeParse(parsed);
  const candidates = openAi.success
    ? openAi.data.data.map((m) => m.id)
    : ollama?.success
      ? ollama.data.models.map((m) => m.name)
      : null;
  if (!candidates) return null;
  const ids = candidates.flatMap((id) => {
    const checked = modelId.safeParse(id);
    return checked.success ? [checked.data] : [];
  });
  return [...new Set(ids)].sort().slice(0, MAX_MODELS);
}

/** The response's text, refused past MAX_BODY_BYTES (a hostile server could send without end). */
export async function readCapped(response: Response, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error('The answer is too large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the stream.
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) break;
    chunks.push(chunk);
  }
  if (size > maxBytes) throw new Error('The answer is too large');
  return Buffer.concat(chunks).toString('utf8');
}
