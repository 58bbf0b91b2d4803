// What goes over the wire: the Standard Webhooks envelope (`{type, timestamp, data}`) signed
// with HMAC-SHA256 over `id.timestamp.body` (the `standardwebhooks` package, so receivers can
// verify with any Standard Webhooks library), or a Slack incoming-webhook message for endpoints
// that asked for one — signed the same way, which Slack ignores.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookEventType } from '../../../contracts/webhooks.ts';

export interface WebhookEnvelope {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown> & { summary: string; url: string };
}

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function messageBody(envelope: WebhookEnvelope, format: 'standard' | 'slack'): string {
  if (format === 'standard') return JSON.stringify(envelope);
  // Slack's mrkdwn: <url|label>, and only &, < and > need escaping.
  const slackEscape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return JSON.stringify({
    text: `${slackEscape(envelope.data.summary)} <${envelope.data.url}|Open in Boardwise>`,
  });
}

/** The three Standard Webhooks headers for one attempt (the timestamp is the attempt's). */
export function signatureHeaders(secret: string, messageId: string, at: Date, body: string) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
