import { Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { BoardList } from './board-list.tsx';
import { StatsCards } from './stats-cards.tsx';

export function DashboardPage() {
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Your Boards
        </Title>
        <IconAction icon={IconPlus} component={Link} to="/board/new">
          Create New Board
        </IconAction>
      </Group>
      <StatsCards />
      <BoardList />
    </Stack>
  );
}
