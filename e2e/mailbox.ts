// A real SMTP server on loopback for the browser tests: the open server sends its invitations
// here (SMTP_URL in playwright.config.ts), and tests read what arrived.
import { once } from 'node:events';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export async function startMailbox(port: number) {
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
    /** The invitation link in the last message to `to`, waiting for it to arrive. */
    async inviteLinkFor(to: string): Promise<string> {
      let link: string | undefined;
      await expect
        .poll(
          () => {
            const mail = received.filter((m) => m.to === to).at(-1);
            link = mail?.text.match(/https?:\/\/\S+\/invite\/\S+/)?.[0];
            return link;
          },
          { message: `an invitation e-mail to ${to}` },
        )
        .toBeTruthy();
      return link as string;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
