// What the export of a person's data holds of the boards they take part in: the records those
// boards keep that the person may read now, as the board's own pages show them. Account sits
// below boards, minutes and resolutions (docs/ARCHITECTURE.md), so it declares this port and the
// composition fills it (src/server/board-records.ts).
import type { Minutes, MinutesSummary } from '../../../contracts/meetings.ts';
import type { Resolution } from '../../../contracts/resolutions.ts';

export interface ReadableBoard {
  id: string;
  name: string;
  organization_name: string;
}

/** Minutes stored in a shape this version cannot read: named, so the export says they exist. */
export type UnreadableMinutes = MinutesSummary & { unreadable: true };

export interface BoardRecords {
  /**
   * The boards the person reads now: those they were added to, and every board of an organization
   * they are an Admin or Manager of. Never a super-admin's reading for support: the export holds
   * the person's boards, not the platform's.
   */
  boards(userId: string): Promise<ReadableBoard[]>;
  /** The minutes of those boards' meetings in full: approval, attendance, amendments, the resolutions entered in them. */
  minutes(userId: string): Promise<(Minutes | UnreadableMinutes)[]>;
  /**
   * The written resolutions of the boards the person follows (the boards above, and those where
   * they hold a director's seat), each with every director's vote as the register shows it.
   */
  resolutions(userId: string): Promise<Resolution[]>;
}
