// A person's private calendar feed: made or remade (which ends the old address) and turned off
// from Settings, and read by calendar apps with the secret in the address and no cookie. The
// feed lists what its owner may see right now (their boards' meetings, and the deadlines awaiting
// them): access is judged on every fetch, like a request.
import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_FILE,
  CALENDAR_FEED_NOT_FOUND,
  CALENDAR_FEED_PATH,
  type CalendarFeed,
  type CreatedCalendarFeed,
} from '../../../contracts/calendar.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { DeadlineSource } from '../../lib/deadlines.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { type Identity, toActor } from '../../plugins/authenticate.ts';
import { auditorOf, recordAudit } from '../audit/audit-log.ts';
import { createCalendarDeadlines } from './deadlines.ts';
import { meetingFeed } from './ics.ts';
import { calendarHost, toCalendarMeeting } from './invitations.ts';
import { createCalendarRepository } from './repository.ts';

/** The secret is random and long: a fast hash is enough, and the address is the whole credential. */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function createCalendarService(deps: {
  db: Db;
  publicUrl: string;
  now: () => Date;
  /** What awaits a person, by kind; each filled by the feature that makes them wait. */
  deadlineSources: DeadlineSource[];
}) {
  const { db, publicUrl, now } = deps;
  const calendars = createCalendarRepository(db);
  const deadlines = createCalendarDeadlines(deps.deadlineSources);

  return {
    async status(identity: Identity): Promise<CalendarFeed> {
      const feed = await calendars.feedOf(identity.user.id);
      return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
    },

    /** A new address; any earlier one stops working at once. */
    async create(identity: Identity): Promise<CreatedCalendarFeed> {
      if (identity.user.isGuest) throw unprocessable('Create an account first');
      const secret = randomBytes(32).toString('base64url');
      const at = now();
      await inTransaction(db, async (tx) => {
        const replaced = Boolean(await createCalendarRepository(tx).feedOf(identity.user.id));
        await createCalendarRepository(tx).replaceFeed(identity.user.id, hashSecret(secret), at);
        await recordAudit(tx, auditorOf(identity.actor), {
          action: replaced ? 'calendar_feed.regenerated' : 'calendar_feed.created',
          targetType: 'user',
          targetId: identity.user.id,
          summary: replaced
            ? 'Made a new calendar feed address (the old one stopped working)'
            : 'Made a calendar feed address',
        });
      });
      return {
        active: true,
        created_at: at.toISOString(),
        url: `${publicUrl}${CALENDAR_FEED_PATH}${secret}.ics`,
      };
    },

    async remove(identity: Identity): Promise<void> {
      await inTransaction(db, async (tx) => {
        if (!(await createCalendarRepository(tx).removeFeed(identity.user.id))) return;
        await recordAudit(tx, auditorOf(identity.actor), {
          action: 'calendar_feed.removed',
          targetType: 'user',
          targetId: identity.user.id,
          summary: 'Turned the calendar feed off',
        });
      });
    },

    /** The feed's iCalendar text for `<secret>.ics`; any address that is not a live feed is not found. */
    async feed(file: string): Promise<string> {
      const secret = CALENDAR_FEED_FILE.exec(file)?.[1];
      const row = secret ? await calendars.actorOfFeed(hashSecret(secret)) : undefined;
      if (!row) throw notFound(CALENDAR_FEED_NOT_FOUND);
      const at = now();
      const actor = toActor(row, null);
      const meetings = await calendars.meetingsVisibleTo(actor, at);
      return meetingFeed(
        meetings.map((m) => toCalendarMeeting(m, publicUrl)),
        {
          host: calendarHost(publicUrl),
          stamp: at,
          name: 'Boardwise meetings and deadlines',
          deadlines: await deadlines.of(actor, at),
        },
      );
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
