import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDoorEnter, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BoardListItem } from '../../../../contracts/boards.ts';
import type { Organization } from '../../../../contracts/organizations.ts';
import { useOrganizationBoards } from '../../../shared/api/boards.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';

export function BoardsTab({ organization }: { organization: Organization }) {
  const boards = useOrganizationBoards(organization.id);
  const canCreate = organization.allowed_actions.includes('create_boards');
  const createPath = `/board/new?organization=${organization.id}`;

  return (
    <QueryView query={boards} loading="Loading boards..." failed="Could not load the boards">
      {(list) => {
        return (
          <Stack gap="md">
            <Group justify="space-between">
              <Text c="dimmed" size="sm">
                {list.length === 1 ? '1 board you can see' : `${list.length} boards you can see`}
              </Text>
              {canCreate && (
                <IconAction icon={IconPlus} component={Link} to={createPath}>
                  Create New Board
                </IconAction>
              )}
            </Group>
            {list.length === 0 ? (
              <Paper withBorder p="xl" radius="md" ta="center">
                <Text>No boards in this organization yet.</Text>
                {!canCreate && (
                  <Text size="sm" c="dimmed">
                    Boards appear here when someone adds you to them.
                  </Text>
                )}
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
                {list.map((board) => (
                  <OrganizationBoardCard key={board.id} board={board} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}

function OrganizationBoardCard({ board }: { board: BoardListItem }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={board.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700} size="lg" lineClamp={2}>
          {board.name}
        </Text>
        <Badge color={board.status === 'active' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {board.status}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={2} fs={board.description ? undefined : 'italic'}>
        {board.description || 'No description'}
      </Text>
      <Group gap="lg" mt="md">
        <Text size="sm">
          <b>{board.board_member_count}</b> {board.board_member_count === 1 ? 'member' : 'members'}
        </Text>
        <Text size="sm">
          <b>{board.session_count}</b> {board.session_count === 1 ? 'session' : 'sessions'}
        </Text>
      </Group>
      <Group mt="lg" gap="xs">
        <IconAction icon={IconDoorEnter} component={Link} to={`/board/${board.id}`} size="xs">
          Enter Board
        </IconAction>
        <IconAction
          icon={IconUsers}
          component={Link}
          to={`/board/${board.id}/members`}
          size="xs"
          variant="light"
        >
          Manage Members
        </IconAction>
      </Group>
    </Card>
  );
}
