// One item of the room's stream: a member's contribution (position, time, stance or vote, the
// text with its detail behind a toggle), an interjection, a notice, or a phase separator.
import { Badge, Box, Button, Collapse, Divider, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactionKind } from '../../../../contracts/live.ts';
import { phaseLabel, stanceColor, stanceLabel, voteColor } from '../../../shared/lib/session-labels.ts';
import { voteChoiceLabel } from '../lib/interjection.ts';
import type { FeedContribution, FeedItem, ReactionTally } from '../lib/room-feed.ts';
import { ReactionBar } from './reaction-bar.tsx';

const SHORT = 220;
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export interface FeedMessageProps {
  item: FeedItem;
  tallies: Partial<Record<ReactionKind, ReactionTally>> | undefined;
  canReact: boolean;
  onReact: (seq: number, kind: ReactionKind) => void;
}

export function FeedMessage({ item, tallies, canReact, onReact }: FeedMessageProps) {
  if (item.kind === 'separator') {
    // An item of the stream like the others (a list holds only items), drawn as a divider.
    return (
      <Box role="listitem">
        <Divider
          label={phaseLabel(item.phase, item.round)}
          labelPosition="center"
          my="xs"
          data-testid="phase-separator"
        />
      </Box>
    );
  }
  if (item.kind === 'notice') {
    return (
      <Text size="sm" c="dimmed" ta="center" role="listitem" data-testid="room-notice">
        {item.text} · {time(item.at)}
      </Text>
    );
  }
  const reactions = <ReactionBar seq={item.seq} tallies={tallies} disabled={!canReact} onReact={onReact} />;
  if (item.kind === 'interjection') {
    return (
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg="var(--mantine-color-yellow-light)"
        role="listitem"
        data-testid="interjection"
      >
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {item.author} interjected{item.mine ? ' (you)' : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {time(item.at)}
          </Text>
        </Group>
        <Text size="sm" mt={4}>
          {item.text}
        </Text>
        {reactions}
      </Paper>
    );
  }
  return <Contribution item={item} reactions={reactions} />;
}

function Verdict({ item }: { item: FeedContribution }) {
  if (item.vote)
    return (
      <Badge color={voteColor(item.vote)} variant="filled">
        Vote: {voteChoiceLabel(item.vote)}
      </Badge>
    );
  if (!item.stance) return null;
  return (
    <Badge color={stanceColor(item.stance)} variant="light" tt="none">
      {item.previous ? `${stanceLabel(item.previous)} → ` : ''}
      {stanceLabel(item.stance)}
    </Badge>
  );
}

function Contribution({ item, reactions }: { item: FeedContribution; reactions: React.ReactNode }) {
  const [open, toggle] = useDisclosure(false);
  const long = item.text.length > SHORT;
  const hasDetail = long || item.keyPoints.length > 0 || item.answers.length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      data-testid="member-message"
      data-source={item.source}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6}>
          <Text fw={700}>{item.title}</Text>
          {item.source === 'human' && (
            <Badge size="xs" color="grape" variant="light">
              Human
            </Badge>
          )}
          <Verdict item={item} />
        </Group>
        <Text size="xs" c="dimmed">
          {time(item.at)}
        </Text>
      </Group>
      {item.fallback && (
        <Text size="xs" c="orange" mt={4}>
          Did not vote in time — vote implied by stance
        </Text>
      )}
      {item.text && (
        <Text size="sm" mt={4}>
          {long && !open ? `${item.text.slice(0, SHORT)}…` : item.text}
        </Text>
      )}
      {hasDetail && (
        <>
          <Collapse expanded={open}>
            <Stack gap={4} mt="xs">
              {item.keyPoints.length > 0 && (
                <List size="sm" spacing={2}>
                  {item.keyPoints.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              )}
              {item.answers.map((a) => (
                <Text size="sm" key={`${a.seat}:${a.question}`}>
                  <Text span fw={600}>
                    {a.seat} asked:
                  </Text>{' '}
                  {a.question} — {a.answer}
                </Text>
              ))}
            </Stack>
          </Collapse>
          <Button variant="subtle" size="compact-xs" mt={4} onClick={toggle.toggle} aria-expanded={open}>
            {open ? 'Show less' : 'Show details'}
          </Button>
        </>
      )}
      {reactions}
    </Paper>
  );
}
