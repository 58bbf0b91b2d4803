// 'Ask Your Board' (/board/{id}): the board and its seats with the session form (Manual
// Entry or Import Agenda), then the live deliberation, then the recommendation. The running
// session's id is in the URL (?session=…), so a reload resumes it (the server replays its event log).

import { Alert, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Board } from '../../../../contracts/boards.ts';
import { papersAsContext } from '../../../../contracts/papers.ts';
import { CONTEXT_MAX, type CreateSessionBody } from '../../../../contracts/sessions.ts';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useInvalidateMeetings } from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { WithBoard } from '../../../shared/components/with-board.tsx';
import { readCompanyInfo, writeCompanyInfo } from '../../../shared/lib/company-info.ts';
import { PapersPanel } from '../../papers/components/papers-panel.tsx';
import { SessionPapers } from '../../papers/components/session-papers.tsx';
import { useBoardSessions, useInvalidateSessionLists, useStartSession } from '../api/sessions.ts';
import { emptyAgendaForm } from '../lib/agenda-session.ts';
import { PLACEHOLDER_SEATS } from '../lib/live-state.ts';
import { EMPTY_SESSION_FORM, toCreateSessionBody } from '../lib/session-form.ts';
import { AgendaSessionForm } from './agenda-session-form.tsx';
import { BoardSeats } from './board-seats.tsx';
import { type AskMode, DecisionFormCard } from './decision-form-card.tsx';
import type { FormStart } from './form-footer.tsx';
import { LiveSession } from './live-session.tsx';
import { PastSessions } from './past-sessions.tsx';
import { RelatedDecisionsPreview } from './related-decisions.tsx';
import { SessionForm } from './session-form.tsx';

export function AskBoardPage() {
  const { id = '' } = useParams();
  return <WithBoard boardId={id}>{(board) => <AskBoard board={board} />}</WithBoard>;
}

/** The alert's title when a start fails, as each form words it. */
const START_FAILED: Record<AskMode, string> = {
  manual: 'Unable to start board deliberation. Please try again.',
  agenda: 'Board deliberation failed. Please try again.',
};

/** What a failed start shows besides its title: the server's reason for a refusal. */
function startErrorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return errorMessage(error, '');
}

function AskBoard({ board }: { board: Board }) {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session');
  const [mode, setMode] = useState<AskMode>('manual');
  const [values, setValues] = useState(EMPTY_SESSION_FORM);
  // The papers put into the context go with the question: they are shown with the decision.
  const [usedPaperIds, setUsedPaperIds] = useState<string[]>([]);
  // Import Agenda starts from the company information remembered for this board (the meeting
  // run page remembers it too).
  const [agendaValues, setAgendaValues] = useState(() => emptyAgendaForm(readCompanyInfo(board.id)));
  const [startedTopic, setStartedTopic] = useState<string | null>(null);
  const start = useStartSession(board.id);
  const invalidate = useInvalidateSessionLists();
  const invalidateMeetings = useInvalidateMeetings();
  const sessions = useBoardSessions(board.id);

  const seats = useMemo(() => {
    const sorted = [...(board.positions ?? [])].sort((a, b) => a.position_number - b.position_number);
    return sorted.map((p) => ({ id: p.id, title: p.title, is_human: p.is_human, weight: p.weight }));
  }, [board.positions]);
  const placeholders = seats.length === 0;

  const ask = (body: CreateSessionBody, onStarted?: () => void) => {
    start.mutate(body, {
      onSuccess: (started) => {
        onStarted?.();
        setStartedTopic(body.decision_topic);
        setParams({ session: started.session_id });
        window.scrollTo({ top: 0 });
      },
      // The agenda may have changed under the form (an item deleted, the meeting completed).
      onError: () => {
        if (body.constraints.meeting_id) void invalidateMeetings();
      },
    });
  };

  // The papers' text goes into the context, after what is there, where the person reads and edits it.
  const insertPapers = (papers: { id: string; name: string; text: string }[]) => {
    setMode('manual');
    setUsedPaperIds((ids) => [...new Set([...ids, ...papers.map((p) => p.id)])]);
    setValues((current) => {
      const before = current.context.trim();
      const room = CONTEXT_MAX - before.length - (before ? 2 : 0);
      const text = papersAsContext(papers, room);
      return text ? { ...current, context: before ? `${before}\n\n${text}` : text } : current;
    });
  };

  const changeMode = (next: AskMode) => {
    setMode(next);
    start.reset();
  };

  const askAnother = () => {
    setValues(EMPTY_SESSION_FORM);
    setUsedPaperIds([]);
    setAgendaValues(emptyAgendaForm(readCompanyInfo(board.id)));
    setStartedTopic(null);
    start.reset();
    setParams({});
    window.scrollTo({ top: 0 });
  };

  // The board's decisions on agenda items are recorded when a session completes.
  const finished = () => {
    void invalidate(board.id);
    void invalidateMeetings();
  };

  const topic = sessions.data?.find((s) => s.id === sessionId)?.decision_topic ?? startedTopic;
  // Changing the form resets the start, so a failure is always the shown form's.
  const formStart: FormStart = {
    pending: start.isPending,
    failure: start.isError ? { title: START_FAILED[mode], detail: startErrorDetail(start.error) } : null,
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            Ask Your Board
          </Title>
          <Title order={2} size="h3" mt={4}>
            {board.name}
          </Title>
          {board.description && <Text c="dimmed">{board.description}</Text>}
        </div>
        <IconAction icon={IconArrowLeft} component={Link} to="/dashboard" variant="subtle">
          Back to your boards
        </IconAction>
      </Group>

      {!board.abilities.includes('start_sessions') && !sessionId && (
        <Alert color="gray" variant="light" role="status">
          Your role can read this board's sessions but not start new ones.
        </Alert>
      )}

      {sessionId ? (
        <>
          <LiveSession
            key={sessionId}
            sessionId={sessionId}
            seats={seats}
            topic={topic}
            onAskAnother={askAnother}
            onFinished={finished}
          />
          <SessionPapers
            boardId={board.id}
            sessionId={sessionId}
            canAttach={board.abilities.includes('start_sessions')}
          />
        </>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <DecisionFormCard mode={mode} onModeChange={changeMode}>
              {mode === 'manual' ? (
                <SessionForm
                  values={values}
                  onChange={setValues}
                  onSubmit={() =>
                    ask({
                      ...toCreateSessionBody(values),
                      ...(usedPaperIds.length ? { paper_ids: usedPaperIds } : {}),
                    })
                  }
                  start={formStart}
                />
              ) : (
                <AgendaSessionForm
                  boardId={board.id}
                  values={agendaValues}
                  onChange={setAgendaValues}
                  onSubmit={(body) => ask(body, () => writeCompanyInfo(board.id, agendaValues.companyInfo))}
                  start={formStart}
                />
              )}
            </DecisionFormCard>
            {mode === 'manual' && (
              <Stack mt="lg">
                <RelatedDecisionsPreview boardId={board.id} topic={values.topic} context={values.context} />
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <BoardSeats
              seats={placeholders ? PLACEHOLDER_SEATS.map((s) => ({ ...s, weight: null })) : seats}
              placeholders={placeholders}
            />
            <Stack mt="lg">
              <PapersPanel
                boardId={board.id}
                canAttach={board.abilities.includes('start_sessions')}
                onUse={insertPapers}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      <PastSessions boardId={board.id} />
    </Stack>
  );
}
