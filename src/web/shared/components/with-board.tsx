// Loads one board for a page: loading, the same "Board not found" for a board this person may not
// see (missing, another organization's, a malformed id), a failure with a retry, then the page.
import type { ReactNode } from 'react';
import type { Board } from '../../../contracts/boards.ts';
import { useBoard } from '../api/boards.ts';
import { QueryView } from './query-view.tsx';
import { BoardNotFoundPage } from './status-pages.tsx';

export function WithBoard({ boardId, children }: { boardId: string; children: (board: Board) => ReactNode }) {
  const board = useBoard(boardId);
  return (
    <QueryView
      query={board}
      loading="Loading board..."
      notFound={<BoardNotFoundPage />}
      notFoundStatuses={[404, 422]}
      failed="Could not load this board"
    >
      {children}
    </QueryView>
  );
}
