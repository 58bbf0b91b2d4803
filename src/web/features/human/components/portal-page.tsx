// 'Board Member Portal' (/board/human and /board/human/session/{sessionId}): the member by name
// with the seats they really hold (none shown when they hold none), the decisions awaiting their
// input or one session with its form, and past contributions — refreshed whenever the bell moves.
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { StatusPage } from '../../../shared/components/status-page.tsx';
import {
  useHeldSeats,
  usePastContributions,
  usePendingDecisions,
  usePortalSession,
  useRefreshPortalOnBell,
} from '../api/portal.ts';
import { ActiveSession } from './active-session.tsx';
import { PastContributions } from './past-contributions.tsx';
import { PendingList } from './pending-list.tsx';

export function PortalPage() {
  const { sessionId } = useParams();
  useRefreshPortalOnBell();
  const { user } = useCurrentUser();
  const pending = usePendingDecisions();
  const session = usePortalSession(sessionId);
  const contributions = usePastContributions();
  const seats = useHeldSeats();
  const active = sessionId ? session.data : undefined;
  // In a session: the seat held on its board; otherwise every seat held (a title once).
  const positions = active
    ? active.position_title
      ? [active.position_title]
      : []
    : [...new Set((seats.data ?? []).map((seat) => seat.title))];
  const awaiting = pending.data?.length ?? 0;
  const name = user?.full_name?.trim() || user?.username;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Back to Dashboard
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Board Member Portal</Title>
          <Text mt={4}>
            {name ? `Welcome, ${name}` : 'Welcome'}
            {pending.data && (
              <Text span c="dimmed" data-testid="awaiting-count">
                {' '}
                — {awaiting} {awaiting === 1 ? 'decision' : 'decisions'} awaiting your input
              </Text>
            )}
          </Text>
        </div>
        {positions.length > 0 && (
          <Group gap="xs" aria-label="Your seats">
            {positions.map((title) => (
              <Badge key={title} size="lg" variant="light" color="grape" data-testid="position-badge">
                {title}
              </Badge>
            ))}
          </Group>
        )}
      </Group>

      {sessionId ? (
        <SessionSection query={session} />
      ) : (
        <section aria-labelledby="pending-title">
          <Title order={2} id="pending-title" mb="sm">
            Pending decisions
          </Title>
          {pending.isPending && <LoadingState label="Loading pending decisions..." />}
          {pending.isError && (
            <ErrorState
              message={errorMessage(pending.error, 'Failed to load pending decisions')}
              onRetry={() => void pending.refetch()}
            />
          )}
          {pending.data && <PendingList decisions={pending.data} />}
        </section>
      )}

      <section aria-labelledby="past-title">
        <Title order={2} id="past-title" mb="sm">
          Past contributions
        </Title>
        {contributions.isPending && <LoadingState label="Loading your contributions..." />}
        {contributions.isError && (
          <ErrorState
            message={errorMessage(contributions.error, 'Failed to load your contributions')}
            onRetry={() => void contributions.refetch()}
          />
        )}
        {contributions.data && <PastContributions contributions={contributions.data} />}
      </section>
    </Stack>
  );
}

function SessionSection({ query }: { query: ReturnType<typeof usePortalSession> }) {
  if (query.isPending) return <LoadingState label="Loading the decision..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          title="Session not found"
          message="This session does not exist or you do not have access to it."
        >
          <Button component={Link} to="/board/human">
            Back to the portal
          </Button>
        </StatusPage>
      );
    return (
      <ErrorState
        message={errorMessage(query.error, 'Failed to load the decision')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ActiveSession key={query.data.id} session={query.data} />;
}
