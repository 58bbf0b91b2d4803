import { Badge, Button, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BoardListItem } from '../../../../contracts/boards.ts';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import classes from './board-card.module.css';

const MAX_SEAT_TAGS = 5;

interface BoardCardProps {
  board: BoardListItem;
  templateName: string;
  onDelete: () => void;
}

/** The whole card opens the board's meetings (the title link is stretched over it). */
export function BoardCard({ board, templateName, onDelete }: BoardCardProps) {
  const seats = [...board.positions].sort((a, b) => a.position_number - b.position_number);
  const hiddenSeats = seats.length - MAX_SEAT_TAGS;
  const meetingsPath = `/board/${board.id}/meetings`;
  const can = (ability: BoardListItem['abilities'][number]) => board.abilities.includes(ability);

  return (
    <Card withBorder radius="md" padding="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text
          component={Link}
          to={meetingsPath}
          className={classes.cardLink}
          fw={700}
          size="lg"
          lineClamp={2}
        >
          {board.name}
        </Text>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {board.board_type}
        </Badge>
      </Group>

      <Text size="xs" c="dimmed" mt={4}>
        {board.organization_name ?? 'Anonymous'}
      </Text>

      <Text size="sm" c="dimmed" mt="xs" lineClamp={2} fs={board.description ? undefined : 'italic'}>
        {board.description || 'No description'}
      </Text>

      <Group gap={6} mt="md">
        {seats.slice(0, MAX_SEAT_TAGS).map((seat) => (
          <Badge key={seat.position_number} variant="light" radius="sm" tt="none">
            {seat.title}
          </Badge>
        ))}
        {hiddenSeats > 0 && (
          <Badge variant="outline" radius="sm" tt="none">
            +{hiddenSeats} more
          </Badge>
        )}
        {board.meeting_count > 0 && (
          <Badge
            color="teal"
            variant="light"
            radius="sm"
            tt="none"
            leftSection={<IconCalendarEvent size={12} />}
          >
            {board.meeting_count} scheduled
          </Badge>
        )}
      </Group>

      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="md" component="dl" className={classes.facts}>
        <Fact label="Board Size" value={String(board.memberCount)} />
        <Fact label="Type" value={templateName} />
        <Fact label="Created" value={formatDate(board.created_at) ?? 'Never'} />
        <Fact label="Sessions Run" value={String(board.session_count)} />
      </SimpleGrid>

      <Group mt="lg" gap="xs" className={classes.actions}>
        <Button
          component={Link}
          to={meetingsPath}
          variant="light"
          size="xs"
          leftSection={<IconCalendarEvent size={14} />}
        >
          View Meetings &amp; Agendas
        </Button>
        {can('start_sessions') && (
          <Button
            component={Link}
            to={`/board/${board.id}`}
            size="xs"
            leftSection={<IconPlayerPlay size={14} />}
          >
            Start Session
          </Button>
        )}
        {can('delete') && (
          <Tooltip label="Delete board">
            <DeleteIconButton onClick={onDelete} aria-label={`Delete board ${board.name}`} ml="auto" />
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} truncate title={value}>
        {value}
      </Text>
    </div>
  );
}
