// A real SMTP server on loopback that keeps what it receives: the API tests and the browser
// tests send invitations to it through nodemailer and read them back.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML body, when the message had one. */
  html: string;
  /** The List-Unsubscribe header, when set. */
  unsubscribe: string;
  /** Files sent with it (a calendar invitation, say), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Listens on 127.0.0.1 (port 0: any free port). */
export async function startMailbox(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    // nodemailer would upgrade to TLS when offered; a plain loopback server needs no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            unsubscribe: mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The last message to `to` whose subject contains `subject`, waiting for it: account e-mails are
 * sent after the request is answered.
 */
export async function waitForMail(
  received: readonly ReceivedMail[],
  to: string,
  subject: string,
  after = 0,
): Promise<ReceivedMail> {
  for (let tries = 0; tries < 100; tries++) {
    const mail = received
      .slice(after)
      .filter((m) => m.to === to && m.subject.includes(subject))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail "${subject}" to ${to}`);
}

/** The token at the end of the first link to `path` (e.g. '/reset-password/') in a message. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`${path}([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}
