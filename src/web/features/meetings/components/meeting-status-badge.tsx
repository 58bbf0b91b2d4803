import { Badge } from '@mantine/core';
import type { MeetingStatus } from '../../../../contracts/meetings.ts';
import { STATUS_LABELS } from '../lib/labels.ts';

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  const { label, color } = STATUS_LABELS[status];
  return (
    <Badge color={color} variant="light" tt="none">
      {label}
    </Badge>
  );
}
