// AI providers configured in the app: the platform's (super-admins) and an organization's own
// (its Admins, bring your own key). The API key goes in, never comes out: only '…last 4'.
import { z } from 'zod';
import { textSchema } from './text.ts';

export const PROVIDER_KINDS = ['openai-compatible', 'openai', 'anthropic', 'ollama'] as const;
export type ProviderKindId = (typeof PROVIDER_KINDS)[number];

export const PROVIDER_KIND_LABELS: Record<ProviderKindId, string> = {
  'openai-compatible': 'OpenAI-compatible (vLLM, llama.cpp, LM Studio, Ollama /v1)',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  ollama: 'Ollama',
};

/** The read-only provider built from the server's LLM_* environment variables. */
export const ENVIRONMENT_PROVIDER_ID = 'environment';

const urlText = textSchema
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// URL');

const providerFields = {
  name: textSchema.trim().min(1, 'Give the provider a name').max(80),
  kind: z.enum(PROVIDER_KINDS),
  base_url: urlText.nullish(),
  default_model: textSchema.trim().min(1, 'Name the default model').max(200),
  concurrency: z.number().int().min(1).max(200).default(8),
  timeout_ms: z.number().int().min(1000).max(600_000).default(60_000),
};

export const providerCreateSchema = z
  .strictObject({
    ...providerFields,
    api_key: textSchema.trim().max(500).nullish(),
    is_default: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'openai-compatible' && !body.base_url)
      ctx.addIssue({
        code: 'custom',
        path: ['base_url'],
        message: 'An OpenAI-compatible provider needs a base URL',
      });
    if ((body.kind === 'openai' || body.kind === 'anthropic') && !body.api_key)
      ctx.addIssue({ code: 'custom', path: ['api_key'], message: 'This provider needs an API key' });
  });
export type ProviderCreateBody = z.input<typeof providerCreateSchema>;

/** A change: omitted fields stay; `api_key` replaces the stored key, `null` removes it. */
export const providerUpdateSchema = z.strictObject({
  name: providerFields.name.optional(),
  base_url: urlText.nullish(),
  default_model: providerFields.default_model.optional(),
  concurrency: providerFields.concurrency.optional(),
  timeout_ms: providerFields.timeout_ms.optional(),
  api_key: textSchema.trim().max(500).nullish(),
});
export type ProviderUpdateBody = z.input<typeof providerUpdateSchema>;

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  base_url: z.string().nullable(),
  /** '…abcd' when a key is stored, else null. The key itself is never sent. */
  api_key_hint: z.string().nullable(),
  default_model: z.string(),
  concurrency: z.number().int(),
  timeout_ms: z.number().int(),
  is_default: z.boolean(),
  /** 'platform', 'organization' or 'environment' (read-only, from LLM_* variables). */
  scope: z.enum(['platform', 'organization', 'environment']),
  read_only: z.boolean(),
  created_at: z.string().nullable(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerTestResultSchema = z.object({
  ok: z.boolean(),
  latency_ms: z.number().int(),
  model: z.string(),
  /** The provider's error when not ok. */
  error: z.string().nullable(),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

export const providerModelsSchema = z.object({ models: z.array(z.string()) });

/** An organization's choice for its boards: one of its own providers, or null for the platform's. */
export const providerChoiceSchema = z.strictObject({ provider_id: textSchema.trim().max(100).nullable() });

export const organizationProvidersSchema = z.object({
  providers: z.array(providerSchema),
  /** What the organization's boards use when a board names none: a provider's name and id. */
  effective: z.string(),
  /** A provider id, or 'environment'. */
  effective_id: z.string(),
});
