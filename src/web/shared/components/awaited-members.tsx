// While a session waits for board members: who (seat and person) and until when, with 'Proceed
// without them' for the person who asked (or who may edit the board); once it went on without
// someone, it says so: 'Proceeded without Jane Doe (Audit Chair) at 14:02'.
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserQuestion } from '@tabler/icons-react';
import { useAwaitedMembers, useProceedWithout } from '../api/awaited-members.ts';
import { notifyError } from '../lib/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const ASKED_FOR = {
  perspective: 'their perspective',
  consensus: 'their stance in this consensus round',
  final_vote: 'their vote',
} as const;

/** A time today reads as 14:02; a deadline on another day (an asynchronous board) names the day. */
const clock = (iso: string) => {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date().toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
};
const who = (m: { seat_title: string; member_name: string | null }) =>
  m.member_name ? `${m.member_name} (${m.seat_title})` : `${m.seat_title} (no one holds this seat)`;

export function AwaitedMembers({ sessionId }: { sessionId: string }) {
  const awaited = useAwaitedMembers(sessionId);
  const proceed = useProceedWithout(sessionId);
  const [confirming, confirm] = useDisclosure(false);
  const data = awaited.data;
  if (!data || (data.pending.length === 0 && data.proceeded_without.length === 0)) return null;
  const onProceed = () =>
    proceed.mutate(undefined, {
      onError: (error) => notifyError(error, 'Could not go on without them'),
      onSettled: confirm.close,
    });

  return (
    <Stack gap="xs" data-testid="awaited-members">
      {data.pending.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconUserQuestion size={18} aria-hidden />}>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Waiting for{' '}
              {data.pending.length === 1 ? 'a board member' : `${data.pending.length} board members`}
              {data.deadline ? ` until ${clock(data.deadline)}` : ''}
              {data.step ? ` (${ASKED_FOR[data.step]})` : ''}
            </Text>
            {data.pace === 'asynchronous' && (
              <Text size="xs" c="dimmed">
                This board works asynchronously: its directors have been e-mailed and will be reminded before
                the deadline.
              </Text>
            )}
            <List size="sm" aria-label="Board members awaited">
              {data.pending.map((m) => (
                <List.Item key={m.seat_id}>
                  {who(m)}
                  {m.email_bounce && (
                    <Text size="xs" c="orange">
                      Not e-mailed: their address bounced on{' '}
                      {new Date(m.email_bounce.at).toLocaleDateString()} ({m.email_bounce.reason}). Reach them
                      another way.
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            {data.can_proceed && (
              <Group>
                <Button size="xs" variant="default" onClick={confirm.open}>
                  Proceed without them
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {data.proceeded_without.map((m) => (
        <Text key={`${m.seat_title}-${m.at}`} size="sm" c="dimmed">
          Proceeded without {who(m)} at {clock(m.at)} ({m.by}).
        </Text>
      ))}
      <ConfirmDialog
        opened={confirming}
        title="Proceed without them"
        message={`The board goes on now without the perspective of ${data.pending.map(who).join(', ')}. This is recorded with the session.`}
        confirmLabel="Proceed without them"
        danger={false}
        busy={proceed.isPending}
        onConfirm={onProceed}
        onCancel={confirm.close}
      />
    </Stack>
  );
}
