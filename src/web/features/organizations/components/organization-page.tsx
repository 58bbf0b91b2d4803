// The organization dashboard: header, figures and the Boards / Members / Templates / Settings tabs.
// Without an id it opens the organization chosen in the switcher (the personal one by default).
import { Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { Organization } from '../../../../contracts/organizations.ts';
import { useOrganization, useOrganizations } from '../../../shared/api/organizations.ts';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { NotFoundPage } from '../../../shared/components/status-pages.tsx';
import {
  pickCurrentOrganization,
  setCurrentOrganizationId,
  useStoredOrganizationId,
} from '../../../shared/lib/current-organization.ts';
import { BoardsTab } from './boards-tab.tsx';
import { InviteModal } from './invite-modal.tsx';
import { MembersTab } from './members-tab.tsx';
import { OrganizationHeader } from './organization-header.tsx';
import { OrganizationStats } from './organization-stats.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TemplatesTab } from './templates-tab.tsx';

const TABS = ['boards', 'members', 'templates', 'settings'] as const;
type Tab = (typeof TABS)[number];

export function OrganizationPage() {
  const { orgId } = useParams();
  if (!orgId) return <CurrentOrganizationRedirect />;
  return <OrganizationDashboard key={orgId} orgId={orgId} />;
}

function CurrentOrganizationRedirect() {
  const organizations = useOrganizations();
  const storedId = useStoredOrganizationId();
  const { search } = useLocation();
  return (
    <QueryView
      query={organizations}
      loading="Loading your organizations..."
      failed="Could not load your organizations"
    >
      {(list) => {
        const current = pickCurrentOrganization(list, storedId);
        if (!current) return <NotFoundPage />;
        return <Navigate to={`/organization/${current.id}${search}`} replace />;
      }}
    </QueryView>
  );
}

function OrganizationDashboard({ orgId }: { orgId: string }) {
  const organization = useOrganization(orgId);

  // Opening an organization makes it the current one (the switcher follows).
  useEffect(() => {
    if (organization.isSuccess) setCurrentOrganizationId(orgId);
  }, [organization.isSuccess, orgId]);

  return (
    <QueryView
      query={organization}
      loading="Loading organization..."
      notFound={<NotFoundPage />}
      failed="Could not load the organization"
    >
      {(org) => <OrganizationTabs org={org} />}
    </QueryView>
  );
}

function OrganizationTabs({ org }: { org: Organization }) {
  const [params, setParams] = useSearchParams();
  const [inviting, invite] = useDisclosure(false);
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'boards';
  const can = (action: (typeof org.allowed_actions)[number]) => org.allowed_actions.includes(action);

  return (
    <Stack gap="xl">
      <OrganizationHeader organization={org} onInvite={can('invite_members') ? invite.open : undefined} />
      <OrganizationStats organization={org} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'boards' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="boards">Boards</Tabs.Tab>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="boards">
          <BoardsTab organization={org} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersTab organization={org} onInvite={can('invite_members') ? invite.open : undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesTab organization={org} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsTab organization={org} />
        </Tabs.Panel>
      </Tabs>
      {can('invite_members') && <InviteModal organization={org} opened={inviting} onClose={invite.close} />}
    </Stack>
  );
}
