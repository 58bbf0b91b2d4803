// Where this account is signed in: device, address, when it signed in and was last seen. End one,
// or all the others (with the password again).
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuthSession } from '../../../../contracts/account.ts';
import { useEndOtherSessions, useEndSession, useMySessions } from '../../../shared/api/account.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { deviceLabel } from '../lib/device-label.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

const when = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection({ onEndedCurrent }: { onEndedCurrent: () => void }) {
  const sessions = useMySessions();
  const endOne = useEndSession();
  const [confirming, setConfirming] = useState(false);

  const end = (session: AuthSession) =>
    endOne.mutate(session.id, {
      onSuccess: () => (session.current ? onEndedCurrent() : notifySuccess('Session ended')),
      onError: (error) => notifyError(error, 'Session not ended'),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title id="sessions-title" order={2} size="h4">
            Where you are signed in
          </Title>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Sign out all other sessions
          </Button>
        </Group>
        {sessions.isPending ? (
          <LoadingState label="Loading your sessions..." />
        ) : sessions.isError ? (
          <ErrorState
            title="Could not load your sessions"
            message={errorMessage(sessions.error, 'An unexpected error occurred')}
            onRetry={() => void sessions.refetch()}
          />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Your sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device</Table.Th>
                  <Table.Th>IP address</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.data.map((session) => (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" title={session.user_agent ?? undefined}>
                          {deviceLabel(session.user_agent)}
                        </Text>
                        {session.current && (
                          <Badge variant="light" size="sm">
                            This session
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{session.ip ?? '—'}</Table.Td>
                    <Table.Td>{when(session.created_at)}</Table.Td>
                    <Table.Td>{session.last_seen_at ? when(session.last_seen_at) : '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Sign out ${session.current ? 'this session' : deviceLabel(session.user_agent)}`}
                        onClick={() => end(session)}
                      >
                        Sign out
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <EndOthersDialog opened={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}

function EndOthersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const endOthers = useEndOtherSessions();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    endOthers.mutate(password, {
      onSuccess: ({ ended }) => {
        notifySuccess(
          ended === 1 ? '1 other session was signed out' : `${ended} other sessions were signed out`,
        );
        setPassword('');
        onClose();
      },
      onError: (error) => notifyError(error, 'Sessions not ended'),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Sign out all other sessions">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">Every other device signed in to your account is signed out at once.</Text>
          <CurrentPasswordField
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={endOthers.isPending}>
              Sign out others
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
