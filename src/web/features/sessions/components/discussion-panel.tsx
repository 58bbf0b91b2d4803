// Phase 2: what each seat agreed with, rebutted and asked — addressed to the other seats.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import classes from './phase-panels.module.css';

type Remark = { seat: string; point: string };

const KINDS = [
  { key: 'agreements', label: 'Agrees with', color: 'green' },
  { key: 'rebuttals', label: 'Rebuts', color: 'red' },
  { key: 'questions', label: 'Asks', color: 'blue' },
] as const;

function Remarks({ label, color, remarks }: { label: string; color: string; remarks: Remark[] }) {
  if (remarks.length === 0) return null;
  return (
    <div className={classes.remarks}>
      {remarks.map((remark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a model may repeat a remark word for word
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={color} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {label} {remark.seat}
          </Badge>
          <Text size="sm">{remark.point}</Text>
        </Group>
      ))}
    </div>
  );
}

export function DiscussionPanel({ detail }: { detail: SessionDetail }) {
  if (detail.discussion.length === 0) return <Text c="dimmed">No discussion was recorded.</Text>;
  return (
    <Stack gap="sm">
      {detail.discussion.map((turn) => {
        const quiet = KINDS.every((kind) => turn[kind.key].length === 0);
        return (
          <Paper withBorder radius="md" p="md" key={turn.seat_id} data-testid="discussion-card">
            <Text fw={700} mb={4}>
              {turn.position_title}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {turn.summary}
            </Text>
            <Stack gap="xs">
              {KINDS.map((kind) => (
                <Remarks key={kind.key} label={kind.label} color={kind.color} remarks={turn[kind.key]} />
              ))}
              {quiet && (
                <Text size="sm" c="dimmed">
                  No remarks addressed to other seats.
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
