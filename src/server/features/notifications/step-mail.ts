// E-mail for the steps of a session that need a person: its human seats' holders are asked for
// their perspective when it starts, and for their vote when the voting window opens. The in-app
// notification is written first (with the change it reports); this mails the same words with the
// deadline and a link, from a durable job so a slow or failing SMTP server never holds up a
// request or the deliberation. Safe to run again: a notification is mailed once.
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createAudienceRepository } from './audience-repository.ts';
import { createNotificationMail } from './notification-mail.ts';

export type HumanStep = 'input' | 'vote';

/** The notifications a step's e-mail repeats: one per seat holder and session (their dedupe key). */
export const stepKey = {
  input: (sessionId: string) => `session_start:${sessionId}`,
  vote: (sessionId: string) => `vote_required:${sessionId}`,
} satisfies Record<HumanStep, (sessionId: string) => string>;

export function createStepMail(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const audience = createAudienceRepository(deps.db);
  const mail = createNotificationMail(deps);

  return {
    /**
     * Mails the step's notifications not mailed yet; returns to whom. `closesAt`: the step's
     * deadline (the vote's window), else the session's response deadline.
     */
    async send(sessionId: string, step: HumanStep, closesAt?: Date): Promise<string[]> {
      if (!deps.mailer.enabled) return [];
      const session = await audience.session(sessionId);
      if (!session || session.status === 'completed' || session.status === 'failed') return [];
      return mail.send(stepKey[step](sessionId), { deadline: closesAt ?? session.humanDeadline });
    },
  };
}
export type StepMail = ReturnType<typeof createStepMail>;
