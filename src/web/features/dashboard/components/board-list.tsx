import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BoardListItem } from '../../../../contracts/boards.ts';
import { useBoards, useDeleteBoard } from '../../../shared/api/boards.ts';
import { useTemplates } from '../../../shared/api/templates.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { BoardCard } from './board-card.tsx';

export function BoardList() {
  const boards = useBoards();
  const templates = useTemplates();
  const deleteBoard = useDeleteBoard();
  const [pendingDelete, setPendingDelete] = useState<BoardListItem | null>(null);

  const templateNames = useMemo(
    () =>
      new Map((templates.data ?? []).flatMap((t) => [[t.slug, t.name] as const, [t.id, t.name] as const])),
    [templates.data],
  );

  return (
    <QueryView query={boards} loading="Loading your boards..." failed="Could not load your boards">
      {(boardList) => {
        // A board without seats cannot deliberate: it is not listed.
        const visible = boardList.filter((board) => board.positions.length > 0);
        if (visible.length === 0) return <EmptyBoards />;

        const confirmDelete = () => {
          if (!pendingDelete) return;
          const board = pendingDelete;
          deleteBoard.mutate(board.id, {
            onSuccess: () => notifySuccess(`Board "${board.name}" deleted`),
            onError: (error) => notifyError(error, 'Failed to delete board'),
            onSettled: () => setPendingDelete(null),
          });
        };

        return (
          <>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
              {visible.map((board) => (
                <BoardCard
                  key={board.id}
                  board={board}
                  templateName={templateLabel(board, templateNames)}
                  onDelete={() => setPendingDelete(board)}
                />
              ))}
            </SimpleGrid>
            <ConfirmDialog
              opened={pendingDelete !== null}
              title="Delete board"
              message="Are you sure you want to delete this board?"
              confirmLabel="Delete"
              busy={deleteBoard.isPending}
              onConfirm={confirmDelete}
              onCancel={() => setPendingDelete(null)}
            />
          </>
        );
      }}
    </QueryView>
  );
}

function templateLabel(board: BoardListItem, names: Map<string, string>): string {
  if (!board.template_slug) return 'Custom';
  return names.get(board.template_slug) ?? board.template_slug;
}

function EmptyBoards() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="md" ta="center">
        <Text size="lg">No boards yet. Create your first board of directors!</Text>
        <IconAction icon={IconPlus} component={Link} to="/board/new">
          Create Board
        </IconAction>
      </Stack>
    </Paper>
  );
}
