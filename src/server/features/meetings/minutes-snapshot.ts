// Minutes freeze the meeting as it ended: written here when a meeting completes, read back by the
// minutes. The stored JSON is versioned and read back through its schema, so a shape change shows
// up as a clear error instead of a silently wrong page.
import { z } from 'zod';
import { type MeetingDetail, meetingDetailSchema } from '../../../contracts/meetings.ts';

export const MINUTES_SNAPSHOT_VERSION = 1;

const snapshotV1 = z.object({ version: z.literal(1), meeting: meetingDetailSchema });

export function minutesSnapshot(meeting: MeetingDetail): Record<string, unknown> {
  return { version: MINUTES_SNAPSHOT_VERSION, meeting };
}

export class UnreadableMinutesError extends Error {}

export function readMinutesSnapshot(content: unknown): MeetingDetail {
  const versioned = snapshotV1.safeParse(content);
  if (versioned.success) return versioned.data.meeting;
  // Minutes filed before snapshots carried a version hold the meeting itself.
  const legacy = meetingDetailSchema.safeParse(content);
  if (legacy.success) return legacy.data;
  const version = (content as { version?: unknown } | null)?.version;
  throw new UnreadableMinutesError(`Stored minutes do not match snapshot version ${String(version ?? 0)}`);
}
