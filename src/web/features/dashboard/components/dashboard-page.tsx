import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BoardList } from './board-list.tsx';
import { StatsCards } from './stats-cards.tsx';

export function DashboardPage() {
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Your Boards
        </Title>
        <Button component={Link} to="/board/new" leftSection={<IconPlus size={16} aria-hidden />}>
          Create New Board
        </Button>
      </Group>
      <StatsCards />
      <BoardList />
    </Stack>
  );
}
