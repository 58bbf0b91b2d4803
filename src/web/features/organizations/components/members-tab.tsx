import { Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconKeyOff, IconLogout, IconSearch, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Organization, OrgMember } from '../../../../contracts/organizations.ts';
import { ORG_ROLES, type OrgRole, ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { useEndMemberSessions } from '../../../shared/api/account.ts';
import { useChangeMemberRole, useOrgMembers, useRemoveMember } from '../../../shared/api/organizations.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { TooltipIconButton } from '../../../shared/components/tooltip-icon-button.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { lastActiveLabel } from '../lib/last-active.ts';
import { PendingInvites } from './pending-invites.tsx';
import { ResetFactorsDialog } from './reset-factors-dialog.tsx';

const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function matches(member: OrgMember, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return member.name.toLowerCase().includes(needle) || (member.email ?? '').toLowerCase().includes(needle);
}

interface MembersTabProps {
  organization: Organization;
  onInvite?: () => void;
}

export function MembersTab({ organization, onInvite }: MembersTabProps) {
  const members = useOrgMembers(organization.id);
  const changeRole = useChangeMemberRole(organization.id);
  const remove = useRemoveMember(organization.id);
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const [signingOut, setSigningOut] = useState<OrgMember | null>(null);
  const [resettingFactors, setResettingFactors] = useState<OrgMember | null>(null);
  const endSessions = useEndMemberSessions(organization.id);
  const canAdminister = organization.can_administer;
  const canManage = organization.allowed_actions.includes('manage_members');
  const canInvite = organization.allowed_actions.includes('invite_members');

  return (
    <QueryView query={members} loading="Loading members..." failed="Could not load the members">
      {(memberList) => {
        const onRoleChange = (member: OrgMember, role: OrgRole) =>
          changeRole.mutate(
            { userId: member.user_id, role },
            {
              onSuccess: () => notifySuccess(`${member.name} is now ${ROLE_LABELS[role]}`),
              onError: (error) => notifyError(error, 'Role not changed'),
            },
          );

        const confirmRemove = () => {
          if (!removing) return;
          const member = removing;
          remove.mutate(member.user_id, {
            onSuccess: () => notifySuccess(`${member.name} was removed`),
            onError: (error) => notifyError(error, 'Member not removed'),
            onSettled: () => setRemoving(null),
          });
        };

        const confirmSignOut = () => {
          if (!signingOut) return;
          const member = signingOut;
          endSessions.mutate(member.user_id, {
            onSuccess: ({ ended }) =>
              notifySuccess(
                `${member.name} was signed out everywhere (${ended} session${ended === 1 ? '' : 's'})`,
              ),
            onError: (error) => notifyError(error, 'Sessions not ended'),
            onSettled: () => setSigningOut(null),
          });
        };

        const visible = memberList.filter((member) => matches(member, search));

        return (
          <Stack gap="lg">
            <Group justify="space-between" gap="sm">
              <TextInput
                aria-label="Search members by name or e-mail"
                placeholder="Search by name or e-mail"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                w={{ base: '100%', sm: 360 }}
              />
              {onInvite && (
                <IconAction icon={IconUserPlus} variant="light" onClick={onInvite}>
                  Invite Members
                </IconAction>
              )}
            </Group>
            <Paper withBorder radius="md">
              <DataTable
                minWidth={720}
                verticalSpacing="sm"
                highlightOnHover
                aria-label="Organization members"
                columns={['Name', 'Email', 'Role', 'Boards', 'Last Active', canManage && 'Actions']}
              >
                {visible.map((member) => (
                  <Table.Tr key={member.user_id}>
                    <Table.Td fw={500}>{member.name}</Table.Td>
                    <Table.Td>
                      {member.email ?? '—'}
                      {!member.can_hold_seat && (
                        <Text size="xs" c="orange">
                          E-mail not confirmed: cannot hold a seat yet
                        </Text>
                      )}
                      {member.email_bounce && (
                        <Text size="xs" c="red" title={member.email_bounce.reason}>
                          Address bounced on {new Date(member.email_bounce.at).toLocaleDateString()} (
                          {member.email_bounce.reason}): board e-mail is paused until they confirm or change
                          it
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {canManage ? (
                        <Select
                          aria-label={`Role of ${member.name}`}
                          data={ROLE_OPTIONS}
                          value={member.role}
                          onChange={(value) =>
                            value && value !== member.role && onRoleChange(member, value as OrgRole)
                          }
                          allowDeselect={false}
                          size="xs"
                          w={130}
                        />
                      ) : (
                        ROLE_LABELS[member.role]
                      )}
                    </Table.Td>
                    <Table.Td>{member.board_count}</Table.Td>
                    <Table.Td>{lastActiveLabel(member.last_active)}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {canAdminister && (
                            <TooltipIconButton
                              tooltip="Sign out everywhere"
                              icon={IconLogout}
                              aria-label={`Sign ${member.name} out everywhere`}
                              onClick={() => setSigningOut(member)}
                            />
                          )}
                          {canAdminister && (
                            <TooltipIconButton
                              tooltip="Remove a lost second factor"
                              icon={IconKeyOff}
                              aria-label={`Remove the second factor of ${member.name}`}
                              onClick={() => setResettingFactors(member)}
                            />
                          )}
                          <TooltipIconButton
                            tooltip="Remove from the organization"
                            icon={IconUserMinus}
                            color="red"
                            aria-label={`Remove ${member.name}`}
                            onClick={() => setRemoving(member)}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </DataTable>
              {visible.length === 0 && (
                <Text c="dimmed" ta="center" p="md">
                  No member matches "{search}".
                </Text>
              )}
            </Paper>
            {canInvite && <PendingInvites organizationId={organization.id} />}
            <ConfirmDialog
              opened={removing !== null}
              title="Remove member"
              message={`Remove ${removing?.name ?? ''} from the organization?`}
              confirmLabel="Remove"
              busy={remove.isPending}
              onConfirm={confirmRemove}
              onCancel={() => setRemoving(null)}
            />
            <ConfirmDialog
              opened={signingOut !== null}
              title="Sign out everywhere"
              message={`End every session of ${signingOut?.name ?? ''}? They will have to sign in again on each device.`}
              confirmLabel="Sign out"
              busy={endSessions.isPending}
              onConfirm={confirmSignOut}
              onCancel={() => setSigningOut(null)}
            />
            <ResetFactorsDialog
              organizationId={organization.id}
              member={resettingFactors}
              onClose={() => setResettingFactors(null)}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
