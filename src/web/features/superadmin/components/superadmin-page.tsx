// /superadmin: the platform operator's area. A sidebar switches sections in the page (kept in
// ?section= so a reload or a link keeps it); Logout signs out and returns to /login.
import '@mantine/charts/styles.css';
import { Grid, NavLink, Paper, Stack, Title } from '@mantine/core';
import {
  IconBuilding,
  IconChartBar,
  IconCpu,
  IconCreditCard,
  IconHeartbeat,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogout } from '../../../shared/api/auth.ts';
import { AnalyticsSection } from './analytics-section.tsx';
import { BillingSection } from './billing-section.tsx';
import { ConfigurationSection } from './configuration-section.tsx';
import { HealthSection } from './health-section.tsx';
import { OrganizationsSection } from './organizations-section.tsx';
import { OverviewSection } from './overview-section.tsx';
import { PersonasSection } from './personas-section.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { UsersSection } from './users-section.tsx';

const SECTIONS = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    title: 'Platform Overview',
    icon: IconLayoutDashboard,
    Component: OverviewSection,
  },
  { id: 'users', label: 'Users', title: 'Users', icon: IconUserCog, Component: UsersSection },
  {
    id: 'organizations',
    label: 'Organizations',
    title: 'Organizations',
    icon: IconBuilding,
    Component: OrganizationsSection,
  },
  { id: 'personas', label: 'Personas', title: 'Personas', icon: IconUsers, Component: PersonasSection },
  {
    id: 'analytics',
    label: 'Analytics',
    title: 'Analytics',
    icon: IconChartBar,
    Component: AnalyticsSection,
  },
  { id: 'billing', label: 'Billing', title: 'Billing', icon: IconCreditCard, Component: BillingSection },
  {
    id: 'providers',
    label: 'AI Providers',
    title: 'AI Providers',
    icon: IconCpu,
    Component: ProvidersSection,
  },
  {
    id: 'health',
    label: 'System Health',
    title: 'System Health',
    icon: IconHeartbeat,
    Component: HealthSection,
  },
  {
    id: 'configuration',
    label: 'Configuration',
    title: 'Configuration',
    icon: IconSettings,
    Component: ConfigurationSection,
  },
] as const;

export function SuperadminPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const section = SECTIONS.find((s) => s.id === params.get('section')) ?? SECTIONS[0];
  const { Component } = section;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label="Super-admin sections">
          <Stack gap={2}>
            {SECTIONS.map((s) => (
              <NavLink
                key={s.id}
                label={s.label}
                leftSection={<s.icon size={18} aria-hidden />}
                active={s.id === section.id}
                aria-current={s.id === section.id ? 'page' : undefined}
                onClick={() => setParams({ section: s.id })}
                component="button"
              />
            ))}
            <NavLink
              label="Logout"
              leftSection={<IconLogout size={18} aria-hidden />}
              component="button"
              onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login') })}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
        <Stack gap="md">
          <Title order={1} size="h3" c="dimmed">
            Super Admin Dashboard
          </Title>
          <Title order={2} size="h2">
            {section.title}
          </Title>
          <Component />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
