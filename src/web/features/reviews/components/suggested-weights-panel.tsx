// 'Suggested weights' on Manage Members (ADR 61): weights proposed from the track records, each
// change with its reason. Nothing changes until the person accepts (after a confirmation);
// declining only puts the suggestion away for now.
import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { useAcceptWeights, useSuggestedWeights } from '../api.ts';

const percent = (w: number) => `${(w * 100).toFixed(1).replace(/\.0$/, '')}%`;

export function SuggestedWeightsPanel({ boardId }: { boardId: string }) {
  const suggestion = useSuggestedWeights(boardId);
  const accept = useAcceptWeights(boardId);
  const [declined, setDeclined] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const data = suggestion.data;
  const changes = data?.suggestions ?? [];
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="suggested-weights-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="suggested-weights-title">
          Suggested weights
        </Title>
        {suggestion.isPending && <Loader size="sm" aria-label="Loading suggested weights" />}
        {suggestion.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorMessage(suggestion.error, 'Could not load the suggested weights.')}{' '}
            <Button size="compact-xs" variant="white" color="red" onClick={() => void suggestion.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && changes.length === 0 && <Text size="sm">{data.note}</Text>}
        {data && changes.length > 0 && declined && (
          <Text size="sm">
            Suggestion declined; the weights stay as they are.{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => setDeclined(false)}>
              Show it again
            </Button>
          </Text>
        )}
        {data && changes.length > 0 && !declined && (
          <>
            <Text size="sm" c="dimmed">
              From the seats’ track records. The weights change only if you accept.
            </Text>
            <List size="sm" spacing="xs" data-testid="weight-suggestions">
              {changes.map((s) => (
                <List.Item key={s.seat_id}>
                  <Text size="sm" fw={600} span>
                    {s.seat_title}: {percent(s.current)} → {percent(s.suggested)}.
                  </Text>{' '}
                  {s.reason}
                </List.Item>
              ))}
            </List>
            {accept.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(accept.error, 'Could not apply the weights.')}
              </Alert>
            )}
            {data.can_accept ? (
              <Group gap="sm">
                <Button onClick={() => setConfirming(true)} loading={accept.isPending}>
                  Accept these weights
                </Button>
                <Button variant="default" onClick={() => setDeclined(true)}>
                  Decline
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Only someone who may edit this board can accept them.
              </Text>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Change the seats' weights?"
        message="The board's next decisions will weigh these seats' votes as suggested."
        confirmLabel="Change the weights"
        busy={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          accept.mutate(
            { weights: changes.map((s) => ({ seat_id: s.seat_id, weight: s.suggested })) },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </Paper>
  );
}
