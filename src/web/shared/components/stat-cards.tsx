// A row of headline figures (the dashboard's, an organization's): each card an icon, the figure
// and what it counts. While loading, the figures are placeholders.
import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface StatCard {
  label: string;
  icon: Icon;
  value: string | number;
}

export function StatCards({ stats, loading = false }: { stats: readonly StatCard[]; loading?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <stat.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Skeleton visible={loading} mt="sm" w={loading ? 48 : undefined}>
            <Text fz={28} fw={700} lh={1.2}>
              {stat.value}
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
