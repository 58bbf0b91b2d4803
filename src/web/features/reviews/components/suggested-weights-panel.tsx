// 'Suggested weights' on Manage Members (ADR 61): weights proposed from the track records, each
// change with its reason. Nothing changes until the person accepts (after a confirmation);
// declining only puts the suggestion away for now.
import { Button, Group, List, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { FailureAlert, QueryFailureLine } from '../../../shared/components/failure-alert.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
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
    <SectionPanel titleId="suggested-weights-title" title="Suggested weights" density="compact">
      {suggestion.isPending && <Loader size="sm" aria-label="Loading suggested weights" />}
      <QueryFailureLine query={suggestion} fallback="Could not load the suggested weights." />
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
          <FailureAlert of={accept} fallback="Could not apply the weights." />
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
    </SectionPanel>
  );
}
