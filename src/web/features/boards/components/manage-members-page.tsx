// Manage Members: the board's details and seats (saved together, all or nothing) and the people
// of the organization who may use it. Read-only for roles that may not edit boards.
import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useBoard } from '../../../shared/api/boards.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { NotFoundPage } from '../../../shared/components/status-pages.tsx';
import { TrackRecordsPanel } from '../../reviews/components/track-records-panel.tsx';
import { BoardEditForm } from './board-edit-form.tsx';
import { BoardMembersPanel } from './board-members-panel.tsx';
import { BoardPacePanel } from './board-pace-panel.tsx';
import { BoardProviderSelect } from './board-provider-select.tsx';
import { VotingRulePanel } from './voting-rule-panel.tsx';

export function ManageMembersPage() {
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);

  if (board.isPending) return <LoadingState label="Loading board..." />;
  if (board.isError) {
    if (board.error instanceof ApiError && board.error.status === 404) return <NotFoundPage />;
    return (
      <ErrorState
        title="Could not load the board"
        message={errorMessage(board.error, 'An unexpected error occurred')}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const editable = board.data.abilities.includes('edit');

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={`/organization/${board.data.organization_id}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {board.data.organization_name ?? 'Organization'}
          </Group>
        </Anchor>
        <Group gap="sm" mt={4}>
          <Title order={1} size="h2">
            Manage Members
          </Title>
          <Badge color={board.data.status === 'active' ? 'teal' : 'gray'} variant="light">
            {board.data.status}
          </Badge>
        </Group>
        <Text c="dimmed">{board.data.name}</Text>
      </div>
      {!editable && (
        <Alert variant="light" color="gray">
          Your role can see this board but not change it.
        </Alert>
      )}
      {editable && <BoardEditForm key={board.data.id} board={board.data} />}
      {editable && <BoardProviderSelect board={board.data} />}
      {editable && <VotingRulePanel key={`rule-${board.data.id}`} board={board.data} />}
      {editable && <BoardPacePanel key={`pace-${board.data.id}`} board={board.data} />}
      <BoardMembersPanel board={board.data} editable={editable} />
      <TrackRecordsPanel boardId={board.data.id} />
    </Stack>
  );
}
