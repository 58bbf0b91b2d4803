// The papers that go with one decision: those it was asked with and those attached to it since.
// Everyone who follows the board's sessions reads them; whoever may ask the board attaches more.
import { PapersPanel } from './papers-panel.tsx';

interface SessionPapersProps {
  boardId: string;
  sessionId: string;
  canAttach: boolean;
}

export function SessionPapers({ boardId, sessionId, canAttach }: SessionPapersProps) {
  return (
    <PapersPanel
      boardId={boardId}
      target={{ session_id: sessionId }}
      canAttach={canAttach}
      title="Papers for this decision"
      emptyText={
        canAttach
          ? 'No papers go with this decision. Attach one and everyone on the board can read it here.'
          : 'No papers go with this decision.'
      }
    />
  );
}
