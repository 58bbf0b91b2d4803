import { type Icon, IconCalendarStats, IconChecklist, IconLayoutGrid, IconUsers } from '@tabler/icons-react';
import type { Organization } from '../../../../contracts/organizations.ts';
import { StatCards } from '../../../shared/components/stat-cards.tsx';

const STATS: { label: string; icon: Icon; value: (org: Organization) => number }[] = [
  { label: 'Active Boards', icon: IconLayoutGrid, value: (org) => org.board_count },
  { label: 'Team Members', icon: IconUsers, value: (org) => org.member_count },
  { label: 'Sessions This Month', icon: IconCalendarStats, value: (org) => org.sessions_this_month },
  { label: 'Decisions Made', icon: IconChecklist, value: (org) => org.decisions_made },
];

export function OrganizationStats({ organization }: { organization: Organization }) {
  return <StatCards stats={STATS.map((stat) => ({ ...stat, value: stat.value(organization) }))} />;
}
