import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCalendarStats, IconChecklist, IconLayoutGrid, IconUsers } from '@tabler/icons-react';
import type { Organization } from '../../../../contracts/organizations.ts';

const STATS: { label: string; icon: Icon; value: (org: Organization) => number }[] = [
  { label: 'Active Boards', icon: IconLayoutGrid, value: (org) => org.board_count },
  { label: 'Team Members', icon: IconUsers, value: (org) => org.member_count },
  { label: 'Sessions This Month', icon: IconCalendarStats, value: (org) => org.sessions_this_month },
  { label: 'Decisions Made', icon: IconChecklist, value: (org) => org.decisions_made },
];

export function OrganizationStats({ organization }: { organization: Organization }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {STATS.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <stat.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Text fz={28} fw={700} lh={1.2} mt="sm">
            {stat.value(organization)}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {stat.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
