// Seats whose whole say, in a situation with one right course (recall, contain and notify), is that
// course in their own words. Written as a table, one entry a seat, so a new kind of this sort
// lists what each seat says and cannot forget the part about a departing proposal.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { KindChecklists, KindContext, RoleChecklist } from './kind-kit.ts';

type Words = string | ((x: KindContext) => string);

export interface CourseLine {
  weight: number;
  /** Why the course is right, as this seat sees it. */
  why: Words;
  /** What the seat asks for when the proposal departs from the course. */
  instead: Words;
  /** What the seat asks to be done either way, and by when. */
  act?: readonly [action: string, horizon: string];
}

const say = (words: Words, x: KindContext) => (typeof words === 'string' ? words : words(x));

/** The checklist of a seat that argues only the course (`NotesBuilder.course`). */
export function courseSeat(departs: (x: KindContext) => boolean, line: CourseLine): RoleChecklist {
  return (x, c) => {
    c.course(departs(x), line.weight, say(line.why, x), say(line.instead, x));
    if (line.act) c.act(...line.act);
  };
}

/** Each listed seat's checklist, arguing the course as its line says. */
export function courseSeats(
  departs: (x: KindContext) => boolean,
  lines: Readonly<Partial<Record<PositionKey, CourseLine>>>,
): KindChecklists {
  return Object.fromEntries(
    Object.entries(lines).map(([seat, line]) => [seat, courseSeat(departs, line as CourseLine)]),
  );
}
