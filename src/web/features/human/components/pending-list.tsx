// Decisions awaiting the member's input: topic, when it is due, context, 'Provide Input' and
// 'Watch Live'.
import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem } from '../../../shared/components/card-list.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import type { PendingDecision } from '../api/portal.ts';
import { dueLabel } from '../lib/deadline.ts';

export function PendingList({ decisions }: { decisions: PendingDecision[] }) {
  const now = useNow(60_000);
  if (decisions.length === 0) return <Text c="dimmed">No pending decisions at this time.</Text>;
  return (
    <CardList gap="sm" label="Pending decisions">
      {decisions.map((d) => {
        const due = dueLabel(d.deadline, now);
        return (
          <CardListItem p="md" key={d.id} aria-label={d.topic}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text fw={700}>{d.topic}</Text>
                <Text size="xs" c="dimmed">
                  {d.board_name} · {d.position_title}
                </Text>
              </div>
              {due && (
                <Badge color={due === 'Today' || due === 'Overdue' ? 'red' : 'indigo'} variant="light">
                  Due {due}
                </Badge>
              )}
            </Group>
            <Text size="sm" mt="xs" lineClamp={3}>
              {d.context}
            </Text>
            <Group gap="xs" mt="sm">
              <Button component={Link} to={`/board/human/session/${d.session_id}`} size="xs">
                Provide Input
              </Button>
              <Button component={Link} to={`/board/deliberation/${d.session_id}`} size="xs" variant="light">
                Watch Live
              </Button>
            </Group>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
