import { Badge, Group, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Organization } from '../../../../contracts/organizations.ts';
import { ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';

interface OrganizationHeaderProps {
  organization: Organization;
  /** Absent when the caller's role may not invite. */
  onInvite?: () => void;
}

export function OrganizationHeader({ organization, onInvite }: OrganizationHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {organization.name}
          </Title>
          <Badge variant="light" aria-label={`Plan: ${organization.plan_name}`}>
            {organization.plan_name} plan
          </Badge>
        </Group>
        <Text c="dimmed" size="sm">
          {organization.industry} · {organization.default_board_type} · you are{' '}
          {ROLE_LABELS[organization.role]}
          {organization.is_personal ? ' · personal organization' : ''}
        </Text>
      </div>
      {onInvite && (
        <IconAction icon={IconUserPlus} onClick={onInvite}>
          Invite Members
        </IconAction>
      )}
    </Group>
  );
}
