// 'Ask Your Board' (/board/{id}, spec §2): the board and its seats with the session form, then
// the live deliberation, then the recommendation. The running session's id is in the URL
// (?session=…), so a reload resumes it (the server replays its event log).
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Board } from '../../../../contracts/boards.ts';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useBoard } from '../../../shared/api/boards.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { StatusPage } from '../../../shared/components/status-page.tsx';
import { useBoardSessions, useInvalidateSessionLists, useStartSession } from '../api/sessions.ts';
import { PLACEHOLDER_SEATS } from '../lib/live-state.ts';
import { EMPTY_SESSION_FORM, toCreateSessionBody } from '../lib/session-form.ts';
import { BoardSeats } from './board-seats.tsx';
import { LiveSession } from './live-session.tsx';
import { PastSessions } from './past-sessions.tsx';
import { SessionForm } from './session-form.tsx';

export function AskBoardPage() {
  const { id = '' } = useParams();
  const board = useBoard(id);

  if (board.isPending) return <LoadingState label="Loading board..." />;
  if (board.isError) {
    if (board.error instanceof ApiError && [404, 422].includes(board.error.status)) {
      return (
        <StatusPage
          title="Board not found"
          message="This board does not exist or you do not have access to it."
        >
          <Button component={Link} to="/dashboard">
            Back to your boards
          </Button>
        </StatusPage>
      );
    }
    return (
      <ErrorState
        title="Could not load this board"
        message={errorMessage(board.error, 'An unexpected error occurred')}
        onRetry={() => void board.refetch()}
      />
    );
  }
  return <AskBoard board={board.data} />;
}

/** What a failed start shows besides the spec's message: the server's reason for a refusal. */
function startErrorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return errorMessage(error, '');
}

function AskBoard({ board }: { board: Board }) {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session');
  const [values, setValues] = useState(EMPTY_SESSION_FORM);
  const start = useStartSession(board.id);
  const invalidate = useInvalidateSessionLists();
  const sessions = useBoardSessions(board.id);

  const seats = useMemo(() => {
    const sorted = [...(board.positions ?? [])].sort((a, b) => a.position_number - b.position_number);
    return sorted.map((p) => ({ id: p.id, title: p.title, is_human: p.is_human, weight: p.weight }));
  }, [board.positions]);
  const placeholders = seats.length === 0;

  const submit = () => {
    start.mutate(toCreateSessionBody(values), {
      onSuccess: (started) => {
        setParams({ session: started.session_id });
        window.scrollTo({ top: 0 });
      },
    });
  };

  const askAnother = () => {
    setValues(EMPTY_SESSION_FORM);
    start.reset();
    setParams({});
    window.scrollTo({ top: 0 });
  };

  const topic =
    sessions.data?.find((s) => s.id === sessionId)?.decision_topic ?? (values.topic.trim() || null);

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
        <Button
          component={Link}
          to="/dashboard"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to your boards
        </Button>
      </Group>

      {sessionId ? (
        <LiveSession
          key={sessionId}
          sessionId={sessionId}
          seats={seats}
          topic={topic}
          onAskAnother={askAnother}
          onFinished={() => void invalidate(board.id)}
        />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <SessionForm
              values={values}
              onChange={setValues}
              onSubmit={submit}
              submitting={start.isPending}
              startError={start.isError ? { detail: startErrorDetail(start.error) } : null}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <BoardSeats
              seats={placeholders ? PLACEHOLDER_SEATS.map((s) => ({ ...s, weight: null })) : seats}
              placeholders={placeholders}
            />
          </Grid.Col>
        </Grid>
      )}

      <PastSessions boardId={board.id} />
    </Stack>
  );
}
