// The organization the user works in: remembered per browser, opened by /organization.
import { Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '../../../contracts/permissions.ts';
import { CreateOrganizationModal } from '../../features/organizations/components/create-organization-modal.tsx';
import { useOrganizations } from '../../shared/api/organizations.ts';
import { IconAction } from '../../shared/components/icon-action.tsx';
import {
  pickCurrentOrganization,
  setCurrentOrganizationId,
  useStoredOrganizationId,
} from '../../shared/lib/current-organization.ts';

export function OrganizationSwitcher({ onNavigate }: { onNavigate: () => void }) {
  const organizations = useOrganizations();
  const storedId = useStoredOrganizationId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [creating, { open, close }] = useDisclosure(false);
  const current = pickCurrentOrganization(organizations.data ?? [], storedId);

  const switchTo = (id: string) => {
    setCurrentOrganizationId(id);
    // On an organization page the page follows the switch; elsewhere the choice is remembered.
    if (pathname.startsWith('/organization')) {
      void navigate(`/organization/${id}`);
      onNavigate();
    }
  };

  return (
    <Stack gap={6} mb="sm">
      <Select
        label="Current organization"
        size="sm"
        placeholder={organizations.isPending ? 'Loading...' : 'No organization'}
        data={(organizations.data ?? []).map((org) => ({
          value: org.id,
          label: `${org.name} · ${ROLE_LABELS[org.role]}`,
        }))}
        value={current?.id ?? null}
        onChange={(value) => value && switchTo(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <IconAction icon={IconPlus} variant="subtle" size="compact-sm" onClick={open}>
        Create organization
      </IconAction>
      <CreateOrganizationModal
        opened={creating}
        onClose={close}
        onCreated={(organization) => {
          setCurrentOrganizationId(organization.id);
          onNavigate();
          void navigate(`/organization/${organization.id}`);
        }}
      />
    </Stack>
  );
}
