// The people of the organization who may see and use this board: add from the organization,
// remove (they stay in the organization).
import { Group, Select, Table, Text } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Board } from '../../../../contracts/boards.ts';
import type { BoardMember } from '../../../../contracts/organizations.ts';
import { ROLE_LABELS } from '../../../../contracts/permissions.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useOrgMembers } from '../../../shared/api/organizations.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { TooltipIconButton } from '../../../shared/components/tooltip-icon-button.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useAddBoardMember, useBoardMembers, useRemoveBoardMember } from '../api/board-members.ts';

export function BoardMembersPanel({ board, editable }: { board: Board; editable: boolean }) {
  const members = useBoardMembers(board.id);
  const organizationMembers = useOrgMembers(editable ? board.organization_id : undefined);
  const add = useAddBoardMember(board.id);
  const remove = useRemoveBoardMember(board.id);
  const [candidate, setCandidate] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BoardMember | null>(null);

  const onAdd = () => {
    if (!candidate) return;
    add.mutate(candidate, {
      onSuccess: (member) => {
        setCandidate(null);
        notifySuccess(`${member.name} can now use this board`);
      },
      onError: (error) => notifyError(error, 'Member not added'),
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.user_id, {
      onSuccess: () => notifySuccess(`${member.name} removed from the board`),
      onError: (error) => notifyError(error, 'Member not removed'),
      onSettled: () => setRemoving(null),
    });
  };

  const onBoard = new Set((members.data ?? []).map((m) => m.user_id));
  const candidates = (organizationMembers.data ?? [])
    .filter((m) => !onBoard.has(m.user_id))
    .map((m) => ({ value: m.user_id, label: m.email ? `${m.name} (${m.email})` : m.name }));

  return (
    <SectionPanel titleId="board-members-title" title="Board members" density="card" gap="md">
      <Text size="sm" c="dimmed">
        People of {board.organization_name ?? 'the organization'} who can see and use this board.
      </Text>
      {editable && (
        <Group align="flex-end" gap="sm">
          <Select
            label="Add a member of the organization"
            placeholder={candidates.length ? 'Choose a member' : 'Everyone is already on this board'}
            data={candidates}
            value={candidate}
            onChange={setCandidate}
            searchable
            clearable
            style={{ flex: '1 1 260px' }}
            maw={420}
          />
          <IconAction icon={IconUserPlus} onClick={onAdd} disabled={!candidate} loading={add.isPending}>
            Add to board
          </IconAction>
        </Group>
      )}
      {members.isPending ? (
        <LoadingState label="Loading board members..." />
      ) : members.isError ? (
        <Text c="red">{errorMessage(members.error, 'Could not load the board members')}</Text>
      ) : members.data.length === 0 ? (
        <Text c="dimmed">Nobody has been added to this board yet.</Text>
      ) : (
        <DataTable
          minWidth={480}
          aria-label="Board members"
          columns={['Name', 'Email', 'Role', editable && 'Actions']}
        >
          {members.data.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Td>{member.name}</Table.Td>
              <Table.Td>{member.email ?? '—'}</Table.Td>
              <Table.Td>{ROLE_LABELS[member.role]}</Table.Td>
              {editable && (
                <Table.Td>
                  <TooltipIconButton
                    tooltip="Remove from this board"
                    icon={IconUserMinus}
                    color="red"
                    aria-label={`Remove ${member.name} from the board`}
                    onClick={() => setRemoving(member)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove from board"
        message={`Remove ${removing?.name ?? ''} from this board? They stay in the organization.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SectionPanel>
  );
}
