// An organization's outgoing webhooks and their delivery log, managed by its Admins.
import { z } from 'zod';
import { textSchema } from './text.ts';

export const WEBHOOK_EVENT_TYPES = [
  'session.completed',
  'meeting.completed',
  'minutes.approved',
  'review.due',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_FORMATS = ['standard', 'slack'] as const;
export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event')
  .refine((events) => new Set(events).size === events.length, 'Each event once');

export const createWebhookBodySchema = z.strictObject({
  url: textSchema.trim().min(1).max(2000),
  description: textSchema.trim().max(200).default(''),
  /** 'standard': Standard Webhooks JSON; 'slack': a Slack incoming-webhook message (`{"text"}`). */
  format: z.enum(WEBHOOK_FORMATS).default('standard'),
  events: eventsSchema,
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.strictObject({
  url: textSchema.trim().min(1).max(2000).optional(),
  description: textSchema.trim().max(200).optional(),
  format: z.enum(WEBHOOK_FORMATS).optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to creating one: the signing secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The Standard Webhooks `webhook-id`: a replay repeats its message's. */
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  replay_of: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
