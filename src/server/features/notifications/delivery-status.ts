// Reads a delivery status notification (RFC 3464): the report a mail server sends back when it
// could not deliver. The MIME structure (boundaries, transfer encodings, nesting) is mailparser's
// job; the `message/delivery-status` part it hands back is blocks of header-style fields: one for
// the message, then one per recipient, with its Action, Status and Diagnostic-Code.
import { simpleParser } from 'mailparser';
import { type MailBounceBody, mailBounceSchema } from '../../../contracts/mail-bounces.ts';
import { unprocessable } from '../../lib/errors.ts';

export const NOT_A_DSN =
  'Not a delivery status notification: no message/delivery-status part (RFC 3464) was found';

/** The fields of one block, names lower-cased; folded lines (starting with white space) joined. */
function fields(block: string): Map<string, string> {
  const found = new Map<string, string>();
  let last: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      found.set(last, `${found.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    // The first occurrence wins: a field appears once per block.
    if (!found.has(last)) found.set(last, line.slice(colon + 1).trim());
  }
  return found;
}

/** `rfc822; someone@example.com` → the address; other address types (x400, utf-8…) → null. */
function rfc822Address(value: string | undefined): string | null {
  const match = value?.match(/^\s*rfc822\s*;\s*<?([^<>\s]+)>?\s*$/i);
  return match?.[1] ?? null;
}

/** `smtp; 550 5.1.1 …` → `550 5.1.1 …`: the diagnostic without its type. */
function diagnostic(value: string | undefined): string | null {
  const text = value?.replace(/^\s*[\w-]+\s*;\s*/, '').trim();
  return text ? text : null;
}

/**
 * The recipients a report says failed, as bounces: permanent for a 5.x.x status, temporary for
 * a 4.x.x one. Delayed, delivered, relayed and expanded recipients are no bounce and are left out.
 * `contentType` is the request's, for a body posted without its own headers (a bare multipart/report).
 */
export async function readDeliveryStatus(
  raw: Buffer,
  contentType: string | undefined,
): Promise<MailBounceBody[]> {
  const message =
    contentType && /^multipart\/report\b/i.test(contentType)
      ? Buffer.concat([Buffer.from(`Content-Type: ${contentType}\r\n\r\n`), raw])
      : raw;
  // keepDeliveryStatus: the report part as its own attachment, not folded into the text.
  const parsed = await simpleParser(message, {
    keepDeliveryStatus: true,
    skipHtmlToText: true,
    skipTextLinks: true,
  });
  const report = parsed.attachments.find((a) => a.contentType.toLowerCase() === 'message/delivery-status');
  if (!report) throw unprocessable(NOT_A_DSN);
  const [, ...recipients] = report.content.toString('utf8').split(/\r?\n[ \t]*\r?\n/);
  const bounces: MailBounceBody[] = [];
  for (const block of recipients) {
    const f = fields(block);
    if (f.get('action')?.toLowerCase() !== 'failed') continue;
    const recipient = rfc822Address(f.get('final-recipient')) ?? rfc822Address(f.get('original-recipient'));
    const status = f.get('status')?.match(/^\s*([245])\.\d{1,3}\.\d{1,3}/);
    const reason = (
      diagnostic(f.get('diagnostic-code')) ?? (status ? `Status ${status[0].trim()}` : 'Delivery failed')
    ).slice(0, 1000);
    const bounce = mailBounceSchema.safeParse({ recipient, reason, permanent: status?.[1] !== '4' });
    // A recipient that is not an address we could hold (an x400 one, say) concerns no account.
    if (bounce.success) bounces.push(bounce.data);
  }
  return bounces;
}
