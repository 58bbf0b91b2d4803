// A session in the portal: the decision, the AI members' perspectives as they arrive (refreshed
// by the session's events), the countdown from the server's deadline, and the member's form —
// or, once submitted or after the deadline, what was submitted and the answers to their questions.

import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionEventType } from '../../../../contracts/session-events.ts';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { stanceLabel } from '../../../shared/lib/session-labels.ts';
import { useFollowSession } from '../../../shared/session-stream/use-follow-session.ts';
import { SessionPapers } from '../../papers/components/session-papers.tsx';
import { draftQueryOptions, type PortalSession, portalKeys, usePerspectives } from '../api/portal.ts';
import { minutesLeft, responseNeededText } from '../lib/deadline.ts';
import { EMPTY_FORM, fromDraft } from '../lib/perspective-form.ts';
import { PerspectiveFormCard } from './perspective-form-card.tsx';
import { PerspectivesList } from './perspectives-list.tsx';

/** Events after which the portal's view of the session may have changed. */
const REFRESH_ON: ReadonlySet<SessionEventType> = new Set([
  'seat_completed',
  'human_received',
  'human_missing',
  'phase_completed',
  'session_completed',
  'session_failed',
]);

const isRunning = (s: PortalSession) => s.status === 'starting' || s.status === 'in_progress';

export function ActiveSession({ session }: { session: PortalSession }) {
  const client = useQueryClient();
  const running = isRunning(session);
  const perspectives = usePerspectives(session.id, running);
  const [submittedMessage, setSubmittedMessage] = useState<string | null>(null);
  useFollowSession(
    session.id,
    {
      onEvent: (event) => {
        if (!REFRESH_ON.has(event.type)) return;
        void client.invalidateQueries({ queryKey: portalKeys.perspectives(session.id) });
        void client.invalidateQueries({ queryKey: portalKeys.session(session.id), exact: true });
      },
    },
    running,
  );
  const now = useNow(15_000, running);
  const minutes = minutesLeft(session.deadline, now);
  const open = running && !session.submitted && session.position_id !== null && !!minutes;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {session.board_name}
            </Text>
            <Title order={2}>{session.decision_topic}</Title>
          </div>
          <Button component={Link} to={`/board/deliberation/${session.id}`} variant="light" size="xs">
            Watch Live
          </Button>
        </Group>
        <Text mt="xs">{session.decision_context}</Text>
        {open && minutes !== null && (
          <Badge
            mt="sm"
            size="lg"
            color={minutes <= 5 ? 'red' : 'indigo'}
            leftSection={<IconClock size={14} aria-hidden />}
            data-testid="response-countdown"
          >
            {responseNeededText(minutes)}
          </Badge>
        )}
      </Paper>

      {/* The director reads the papers before giving their perspective. */}
      <SessionPapers boardId={session.board_id} sessionId={session.id} canAttach={false} />

      <section aria-labelledby="board-perspectives">
        <Title order={3} id="board-perspectives" mb="sm">
          The board's perspectives
        </Title>
        <QueryView
          query={perspectives}
          loading="Loading perspectives..."
          failedMessage="Failed to load the perspectives"
        >
          {(data) => <PerspectivesList perspectives={data} />}
        </QueryView>
      </section>

      {submittedMessage && (
        <Alert color="green" variant="light" role="status">
          {submittedMessage}
        </Alert>
      )}
      {open ? (
        <DraftedForm session={session} onSubmitted={setSubmittedMessage} />
      ) : (
        <ClosedForm session={session} />
      )}
    </Stack>
  );
}

/** The form, once the saved draft (if any) is known, starting from it. */
function DraftedForm({ session, onSubmitted }: { session: PortalSession; onSubmitted: (m: string) => void }) {
  const draft = useQuery(draftQueryOptions(session.id));
  if (draft.isPending) return <LoadingState label="Loading your draft..." />;
  const initial = draft.data ? fromDraft(draft.data) : EMPTY_FORM;
  return <PerspectiveFormCard session={session} initial={initial} onSubmitted={onSubmitted} />;
}

function ClosedForm({ session }: { session: PortalSession }) {
  const { submitted } = session;
  if (!submitted) {
    const why =
      session.position_id === null
        ? 'You do not hold a seat on this board, so there is no perspective to give here.'
        : 'The response window for this decision has closed; the board deliberates without your perspective.';
    return (
      <Alert color="gray" variant="light" title="Input closed" data-testid="form-closed">
        {why}
      </Alert>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="submitted-title"
      data-testid="form-closed"
    >
      <Title order={3} id="submitted-title">
        Your perspective is in
      </Title>
      <Text size="sm" c="dimmed">
        Submitted {formatDate(submitted.submitted_at)} · {stanceLabel(submitted.stance)} · confidence{' '}
        {Math.round(submitted.confidence * 100)}%
      </Text>
      <Text mt="xs">{submitted.perspective}</Text>
      {submitted.key_points.length > 0 && (
        <List size="sm" mt="xs">
          {submitted.key_points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      )}
      {submitted.ranking && submitted.ranking.length > 0 && (
        <Stack gap={2} mt="xs" data-testid="portal-ranking">
          <Text size="sm" fw={600}>
            Your ranking of the options
          </Text>
          <List type="ordered" size="sm">
            {submitted.ranking.map((r) => (
              <List.Item key={r.option}>
                {r.option}. {session.options.find((o) => o.id === r.option)?.label ?? ''}
                {r.reason ? ` — ${r.reason}` : ''}
              </List.Item>
            ))}
          </List>
          {submitted.veto && (
            <Text size="sm" c="red">
              You vetoed {submitted.veto.option} on {submitted.veto.duty}.
            </Text>
          )}
        </Stack>
      )}
      {session.answers.length > 0 && (
        <Stack gap="xs" mt="md" role="list" aria-label="Answers to your questions">
          <Text fw={600}>Answers to your questions</Text>
          {session.answers.map((a) => (
            <Paper withBorder radius="sm" p="xs" key={`${a.seat}:${a.question}`} role="listitem">
              <Text size="sm" fw={600}>
                {a.seat}: {a.question}
              </Text>
              <Text size="sm">{a.answer}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
