// Manage Members: the board's details and seats (saved together, all or nothing) and the people
// of the organization who may use it. Read-only for roles that may not edit boards.
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { Board } from '../../../../contracts/boards.ts';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { WithBoard } from '../../../shared/components/with-board.tsx';
import { SuggestedWeightsPanel } from '../../reviews/components/suggested-weights-panel.tsx';
import { TrackRecordsPanel } from '../../reviews/components/track-records-panel.tsx';
import { BoardEditForm } from './board-edit-form.tsx';
import { BoardMembersPanel } from './board-members-panel.tsx';
import { BoardPacePanel } from './board-pace-panel.tsx';
import { BoardProviderSelect } from './board-provider-select.tsx';
import { VotingRulePanel } from './voting-rule-panel.tsx';

export function ManageMembersPage() {
  const { boardId = '' } = useParams();
  return <WithBoard boardId={boardId}>{(board) => <ManageMembers board={board} />}</WithBoard>;
}

function ManageMembers({ board }: { board: Board }) {
  const editable = board.abilities.includes('edit');

  return (
    <Stack gap="lg">
      <div>
        <BackLink to={`/organization/${board.organization_id}`}>
          {board.organization_name ?? 'Organization'}
        </BackLink>
        <Group gap="sm" mt={4}>
          <Title order={1} size="h2">
            Manage Members
          </Title>
          <Badge color={board.status === 'active' ? 'teal' : 'gray'} variant="light">
            {board.status}
          </Badge>
        </Group>
        <Text c="dimmed">{board.name}</Text>
      </div>
      {!editable && (
        <Alert variant="light" color="gray">
          Your role can see this board but not change it.
        </Alert>
      )}
      {editable && <BoardEditForm key={board.id} board={board} />}
      {editable && <BoardProviderSelect board={board} />}
      {editable && <VotingRulePanel key={`rule-${board.id}`} board={board} />}
      {editable && <BoardPacePanel key={`pace-${board.id}`} board={board} />}
      <BoardMembersPanel board={board} editable={editable} />
      <TrackRecordsPanel boardId={board.id} />
      <SuggestedWeightsPanel boardId={board.id} />
    </Stack>
  );
}
