import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconChecklist, IconLayoutGrid, IconMessages, IconUsers } from '@tabler/icons-react';
import type { DashboardStats } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useDashboardStats } from '../../../shared/api/dashboard.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';

interface StatDefinition {
  label: string;
  icon: Icon;
  value: (stats: DashboardStats) => string;
}

const STATS: StatDefinition[] = [
  { label: 'Your Boards', icon: IconLayoutGrid, value: (s) => String(s.board_count) },
  { label: 'Total Sessions', icon: IconMessages, value: (s) => String(s.total_sessions) },
  { label: 'Decisions Made', icon: IconChecklist, value: (s) => String(s.decisions_made) },
  {
    label: 'Avg Board Size',
    icon: IconUsers,
    value: (s) => s.avg_board_size.toLocaleString(undefined, { maximumFractionDigits: 1 }),
  },
];

export function StatsCards() {
  const stats = useDashboardStats();

  if (stats.isError) {
    return (
      <ErrorState
        title="Could not load your statistics"
        message={errorMessage(stats.error, 'An unexpected error occurred')}
        onRetry={() => void stats.refetch()}
      />
    );
  }

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {STATS.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <stat.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Skeleton visible={stats.isPending} mt="sm" w={stats.isPending ? 48 : undefined}>
            <Text fz={28} fw={700} lh={1.2}>
              {stats.data ? stat.value(stats.data) : '0'}
            </Text>
          </Skeleton>
          <Text size="sm" c="dimmed" mt={4}>
            {stat.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
