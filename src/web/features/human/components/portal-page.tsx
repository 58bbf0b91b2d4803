// 'Board Member Portal' (/board/human and /board/human/session/{sessionId}): the member by name
// with the seats they really hold (none shown when they hold none), the decisions awaiting their
// input or one session with its form, the written resolutions circulated to them (voted on right
// there), and past contributions — refreshed whenever the bell moves.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { PortalSessionNotFoundPage } from '../../../shared/components/status-pages.tsx';
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
import { PortalResolutions } from './portal-resolutions.tsx';
import { PortalSection } from './portal-section.tsx';

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
      <BackLink to="/dashboard">Back to Dashboard</BackLink>
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
        <PortalSection id="pending-title" title="Pending decisions" query={pending} what="pending decisions">
          {(decisions) => <PendingList decisions={decisions} />}
        </PortalSection>
      )}

      {!sessionId && <PortalResolutions />}

      <PortalSection
        id="past-title"
        title="Past contributions"
        query={contributions}
        what="your contributions"
      >
        {(past) => <PastContributions contributions={past} />}
      </PortalSection>
    </Stack>
  );
}

function SessionSection({ query }: { query: ReturnType<typeof usePortalSession> }) {
  return (
    <QueryView
      query={query}
      loading="Loading the decision..."
      notFound={<PortalSessionNotFoundPage />}
      failedMessage="Failed to load the decision"
    >
      {(session) => <ActiveSession key={session.id} session={session} />}
    </QueryView>
  );
}
