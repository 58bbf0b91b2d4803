// Phase 2: what each seat agreed with, rebutted and asked — addressed to the other seats — the
// answers it gave to human members' questions, and what watching members interjected.
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

function Answers({ answers }: { answers: SessionDetail['discussion'][number]['answers'] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={4} data-testid="answers">
      {answers.map((a) => (
        <div key={`${a.seat}:${a.question}`}>
          <Badge color="teal" variant="light" tt="none">
            Answers {a.seat}
          </Badge>
          <Text size="sm" fs="italic" mt={2}>
            {a.question}
          </Text>
          <Text size="sm">{a.answer}</Text>
        </div>
      ))}
    </Stack>
  );
}

function Interjections({ interjections }: { interjections: SessionDetail['interjections'] }) {
  if (interjections.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="interjections">
      <Text fw={700} mb={4}>
        Interjections from board members
      </Text>
      <Stack gap={4}>
        {interjections.map((i) => (
          <Text size="sm" key={i.seq}>
            <Text span fw={600}>
              {i.author}:
            </Text>{' '}
            {i.text}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export function DiscussionPanel({ detail }: { detail: SessionDetail }) {
  if (detail.discussion.length === 0 && detail.interjections.length === 0)
    return <Text c="dimmed">No discussion was recorded.</Text>;
  return (
    <Stack gap="sm">
      <Interjections interjections={detail.interjections} />
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
              <Answers answers={turn.answers} />
              {quiet && turn.answers.length === 0 && (
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
