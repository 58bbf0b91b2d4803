// Outgoing e-mail through nodemailer when SMTP_URL is set; otherwise e-mail is off and callers
// show links to the person who needs them instead of pretending to send. nodemailer loads with
// the first message, not at start: a server without mail never holds it in memory.
import type { Transporter } from 'nodemailer';

/** A file sent with a message (a calendar invitation, say). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, from the same template as the text. */
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  enabled: boolean;
  send(message: Message): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      enabled: false,
      async send() {
        throw new Error('E-mail is not configured (SMTP_URL)');
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  let transport: Promise<Transporter> | undefined;
  return {
    enabled: true,
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({ from: options.from, ...message });
    },
  };
}
