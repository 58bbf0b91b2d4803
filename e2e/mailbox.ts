// The browser tests' mailbox: the open server sends its invitations to it (SMTP_URL in
// playwright.config.ts), and tests wait for the link that arrives.
import { expect } from '@playwright/test';
import { startMailbox as startSmtpMailbox } from '../src/server/test/mailbox.ts';

export async function startMailbox(port: number) {
  const mailbox = await startSmtpMailbox(port);
  return {
    ...mailbox,
    /** The invitation link in the last message to `to`, waiting for it to arrive. */
    async inviteLinkFor(to: string): Promise<string> {
      let link: string | undefined;
      await expect
        .poll(
          () => {
            const mail = mailbox.received.filter((m) => m.to === to).at(-1);
            link = mail?.text.match(/https?:\/\/\S+\/invite\/\S+/)?.[0];
            return link;
          },
          { message: `an invitation e-mail to ${to}` },
        )
        .toBeTruthy();
      return link as string;
    },
  };
}
