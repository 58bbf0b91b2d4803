// The perspectives given so far (position title, stance, summary, key points), as they arrive.
import { Badge, Group, List, Text } from '@mantine/core';
import { CardList, CardListItem } from '../../../shared/components/card-list.tsx';
import { stanceColor, stanceLabel } from '../../../shared/lib/session-labels.ts';
import type { Perspective } from '../api/portal.ts';
import { ExpandableSummary } from './expandable-summary.tsx';

export function PerspectivesList({ perspectives }: { perspectives: Perspective[] }) {
  if (perspectives.length === 0)
    return (
      <Text c="dimmed" size="sm">
        The AI members are forming their perspectives; they appear here as they arrive.
      </Text>
    );
  return (
    <CardList label="Board perspectives">
      {perspectives.map((p) => (
        <CardListItem key={`${p.position}:${p.position_title}`} data-testid="perspective">
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <Text fw={700}>{p.position_title}</Text>
              {p.is_human && (
                <Badge size="xs" color="grape" variant="light">
                  Human
                </Badge>
              )}
            </Group>
            <Badge color={stanceColor(p.stance)} variant="light" tt="none">
              {stanceLabel(p.stance)}
            </Badge>
          </Group>
          <div style={{ marginTop: 4 }}>
            <ExpandableSummary summary={p.summary} text={p.text} />
          </div>
          {p.key_points.length > 0 && (
            <List size="sm" mt={4} spacing={2}>
              {p.key_points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          )}
        </CardListItem>
      ))}
    </CardList>
  );
}
