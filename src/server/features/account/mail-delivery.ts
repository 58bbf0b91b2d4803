// What the account e-mails share: the refusal when this server sends no e-mail, the limit
// answer, and sending after the response (so an answer never waits on, or reveals, a send).
import { AppError } from '../../lib/errors.ts';

/** Runs a send without holding the request; a failure is logged, never shown to the caller. */
export type Background = (what: string, send: () => Promise<void>) => void;

export const noEmail = () =>
  new AppError(
    503,
    'This server does not send e-mail (SMTP is not configured), so no link can be sent. Ask its administrator.',
  );

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, `Too many requests. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
    'retry-after': String(retryAfterSeconds),
  });
