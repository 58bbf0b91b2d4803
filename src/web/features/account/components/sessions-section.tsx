// Where this account is signed in: device, address, when it signed in and was last seen. End one,
// or all the others (with the password again).
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuthSession } from '../../../../contracts/account.ts';
import { useEndOtherSessions, useEndSession, useMySessions } from '../../../shared/api/account.ts';
import { type ColumnHeading, DataTable } from '../../../shared/components/data-table.tsx';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { RemoveButton } from '../../../shared/components/remove-button.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { deviceLabel } from '../lib/device-label.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

const COLUMNS: ColumnHeading[] = ['Device', 'IP address', 'Signed in', 'Last seen', { hidden: 'Actions' }];

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
    <SectionPanel
      titleId="sessions-title"
      title="Where you are signed in"
      action={
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          Sign out all other sessions
        </Button>
      }
      gap="md"
    >
      <QueryView query={sessions} loading="Loading your sessions..." failed="Could not load your sessions">
        {(list) => (
          <DataTable minWidth={640} verticalSpacing="sm" aria-label="Your sessions" columns={COLUMNS}>
            {list.map((session) => (
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
                  <RemoveButton
                    aria-label={`Sign out ${session.current ? 'this session' : deviceLabel(session.user_agent)}`}
                    onClick={() => end(session)}
                  >
                    Sign out
                  </RemoveButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <EndOthersDialog opened={confirming} onClose={() => setConfirming(false)} />
    </SectionPanel>
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
          <FormActions
            onCancel={onClose}
            submitLabel="Sign out others"
            color="red"
            loading={endOthers.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
