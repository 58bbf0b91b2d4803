// Upcoming / In Progress / Completed / Drafts, each with its count, and the start and
// delete actions of the meeting cards.
import { Badge, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MeetingTab } from '../../../../contracts/meeting-rules.ts';
import type { Meeting } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { groupMeetings, TAB_EMPTY, TAB_LABELS, TAB_ORDER } from '../lib/meeting-groups.ts';
import { meetingPaths } from '../lib/paths.ts';
import { MeetingCard } from './meeting-card.tsx';

function isTab(value: string | null): value is MeetingTab {
  return TAB_ORDER.includes(value as MeetingTab);
}

export function MeetingTabs({ meetings, canManage }: { meetings: Meeting[]; canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as MeetingTab) : 'upcoming';
  const navigate = useNavigate();
  const now = useNow(30_000);
  const groups = groupMeetings(meetings);
  const [pendingDelete, setPendingDelete] = useState<Meeting | null>(null);
  const remove = useMeetingMutation(meetingsApi.remove);
  const start = useMeetingMutation((id: string) => meetingsApi.start(id, []));

  const startMeeting = (meeting: Meeting) =>
    start.mutate(meeting.id, {
      onSuccess: () => navigate(meetingPaths.run(meeting.board_id, meeting.id)),
      onError: (error) => notifyError(error, 'Failed to start meeting'),
    });

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const meeting = pendingDelete;
    remove.mutate(meeting.id, {
      onSuccess: () => notifySuccess(`Meeting "${meeting.title}" deleted`),
      onError: (error) => notifyError(error, 'Failed to delete meeting'),
      onSettled: () => setPendingDelete(null),
    });
  };

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TAB_ORDER.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              rightSection={
                <Badge size="sm" variant={key === tab ? 'filled' : 'light'} circle={groups[key].length < 10}>
                  {groups[key].length}
                </Badge>
              }
            >
              {TAB_LABELS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TAB_ORDER.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {groups[key].length === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                {TAB_EMPTY[key]}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {groups[key].map((meeting) => (
                  <MeetingCard
                    key={meeting.id}
                    meeting={meeting}
                    now={now}
                    starting={start.isPending && start.variables === meeting.id}
                    onStart={() => startMeeting(meeting)}
                    onDelete={() => setPendingDelete(meeting)}
                    canManage={canManage}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ConfirmDialog
        opened={pendingDelete !== null}
        title="Delete meeting"
        message="Are you sure you want to delete this meeting?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
