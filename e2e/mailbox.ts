// The browser tests' mailbox: the open server sends its invitations to it (SMTP_URL in
// playwright.config.ts), and tests wait for the link that arrives.
import { expect } from '@playwright/test';
import { startMailbox as startSmtpMailbox } from '../src/server/test/mailbox.ts';

export async function startMailbox(port: number) {
  const mailbox = await startSmtpMailbox(port);
  // Several e-mails reach one address (its confirmation, an invitation, a reset): each test
  // waits for the kind of link it needs.
  async function linkFor(to: string, pattern: RegExp, what: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          const mail = mailbox.received.filter((m) => m.to === to && pattern.test(m.text)).at(-1);
          link = mail?.text.match(pattern)?.[0];
          return link;
        },
        { message: `${what} e-mail to ${to}` },
      )
      .toBeTruthy();
    return link as string;
  }
  return {
    ...mailbox,
    /** The invitation link in the last message to `to` that has one, waiting for it to arrive. */
    inviteLinkFor: (to: string) => linkFor(to, /https?:\/\/\S+\/invite\/\S+/, 'an invitation'),
    /** The link confirming an address, from the last message to `to` that has one. */
    verifyLinkFor: (to: string) => linkFor(to, /https?:\/\/\S+\/verify-email\/\S+/, 'a confirmation'),
    /** The password reset link, from the last message to `to` that has one. */
    resetLinkFor: (to: string) => linkFor(to, /https?:\/\/\S+\/reset-password\/\S+/, 'a password reset'),
  };
}
