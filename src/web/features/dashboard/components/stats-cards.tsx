import { type Icon, IconChecklist, IconLayoutGrid, IconMessages, IconUsers } from '@tabler/icons-react';
import type { DashboardStats } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useDashboardStats } from '../../../shared/api/dashboard.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { StatCards } from '../../../shared/components/stat-cards.tsx';

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

  const data = stats.data;
  return (
    <StatCards
      loading={stats.isPending}
      stats={STATS.map((stat) => ({ ...stat, value: data ? stat.value(data) : '0' }))}
    />
  );
}
