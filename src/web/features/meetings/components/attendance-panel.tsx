// Attendance at a meeting: each person who may be recorded (seat holders and the organization's
// people who see the board) with present / remote / absent / apologies, and the quorum it makes.
// Recorded as each choice is made, while the meeting runs and until its minutes are approved.
import { Alert, Group, SegmentedControl, Table, Text } from '@mantine/core';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  type Attendance,
  type AttendanceStatus,
  quorumLine,
} from '../../../../contracts/minutes.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useAttendance, useRecordAttendance } from '../../../shared/api/minutes.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';

export function AttendancePanel({ meetingId, frozen }: { meetingId: string; frozen?: Attendance }) {
  const live = useAttendance(meetingId);
  const record = useRecordAttendance(meetingId);
  const attendance = frozen ?? live.data;
  if (!attendance) {
    if (live.isError) return <Text c="red">{errorMessage(live.error, 'Failed to load the attendance')}</Text>;
    return <LoadingState label="Loading the attendance..." />;
  }
  const editable = !frozen && attendance.editable;
  const choose = (userId: string, status: AttendanceStatus) =>
    record.mutate(
      { entries: [{ user_id: userId, status }] },
      { onError: (error) => notifyError(error, 'Failed to record the attendance') },
    );

  return (
    <SectionPanel titleId="attendance-title" title="Attendance" density="compact">
      <Alert color={attendance.quorum.met ? 'teal' : 'orange'} variant="light" p="xs" data-testid="quorum">
        {quorumLine(attendance.quorum)}
      </Alert>
      {attendance.entries.length === 0 ? (
        <Text c="dimmed">Nobody can be recorded for this board yet.</Text>
      ) : (
        <DataTable minWidth={420} aria-label="Attendance">
          {attendance.entries.map((entry) => (
            <Table.Tr key={entry.user_id}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm" fw={500}>
                  {entry.name}
                </Text>
                {entry.seat_title && (
                  <Text size="xs" c="dimmed">
                    {entry.seat_title}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                {editable ? (
                  <SegmentedControl
                    size="xs"
                    aria-label={`Attendance of ${entry.name}`}
                    value={entry.status ?? ''}
                    onChange={(value) => choose(entry.user_id, value as AttendanceStatus)}
                    data={ATTENDANCE_STATUSES.map((status) => ({
                      value: status,
                      label: ATTENDANCE_LABELS[status],
                    }))}
                  />
                ) : (
                  <Group gap={4}>
                    <Text size="sm">{entry.status ? ATTENDANCE_LABELS[entry.status] : 'Not recorded'}</Text>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </SectionPanel>
  );
}
