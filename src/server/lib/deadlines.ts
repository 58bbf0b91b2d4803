// What awaits a person, due at a time: the calendar feed lists these, and each feature that makes
// people wait on something (written resolutions, a session's human seats) fills a source of them,
// handed to the calendar by app.ts, so the calendar reads no other feature's rows.
import type { Actor } from '../policy.ts';

/** Something awaiting the feed's owner, due at a time (a resolution's closing, a session's window). */
export interface PersonDeadline {
  /** Names the deadline for good: its event's UID is made from it. */
  key: string;
  title: string;
  boardName: string;
  due: Date;
  description: string;
  /** Where to act, in the app. */
  url: string;
}

/** The deadlines of one kind awaiting this person, as of now. */
export type DeadlineSource = (actor: Actor, now: Date) => Promise<PersonDeadline[]>;
