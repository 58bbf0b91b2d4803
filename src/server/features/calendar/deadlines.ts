// The deadlines a person's calendar feed carries besides meetings: what awaits them, due at a
// time. Each feature that makes people wait fills a source (written resolutions, a session's human
// seats), handed in by app.ts; the calendar only merges them, soonest first.
import type { DeadlineSource } from '../../lib/deadlines.ts';
import type { Actor } from '../../policy.ts';
import type { CalendarDeadline } from './ics.ts';

export function createCalendarDeadlines(sources: DeadlineSource[]) {
  return {
    /** What awaits this person with a time it is due, soonest first. */
    async of(actor: Actor, now: Date): Promise<CalendarDeadline[]> {
      const all: CalendarDeadline[] = [];
      for (const source of sources) all.push(...(await source(actor, now)));
      return all.sort((a, b) => a.due.getTime() - b.due.getTime());
    },
  };
}
