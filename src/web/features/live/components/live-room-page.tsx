// 'Live Board Deliberation' (/board/deliberation/{sessionId}): the session's stream as it
// happens — members' messages, typing, interjections and reactions — with the voting window,
// a revision control for a human seat's consensus round, the decision summary and the figures.

import { Alert, Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { ReactionKind, Room } from '../../../../contracts/live.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import { AwaitedMembers } from '../../../shared/components/awaited-members.tsx';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { PortalSessionNotFoundPage } from '../../../shared/components/status-pages.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { SessionPapers } from '../../papers/components/session-papers.tsx';
import { usePresence, useReact, useRoom } from '../api/room.ts';
import { useRoomFeed } from '../hooks/use-room-feed.ts';
import { clock, elapsedSeconds, secondsUntil } from '../lib/countdown.ts';
import { type FeedContribution, messageCount } from '../lib/room-feed.ts';
import { DecisionSummary } from './decision-summary.tsx';
import { FeedMessage } from './feed-message.tsx';
import { InterjectionBox } from './interjection-box.tsx';
import { RevisionPanel } from './revision-panel.tsx';
import { StatsBar } from './stats-bar.tsx';
import { VotingPanel } from './voting-panel.tsx';

const STATUS_COLORS: Record<Room['status'], string> = {
  starting: 'gray',
  active: 'indigo',
  voting: 'orange',
  completed: 'green',
  failed: 'red',
};

export function LiveRoomPage() {
  const { sessionId = '' } = useParams();
  const room = useRoom(sessionId);
  const { user } = useCurrentUser();

  return (
    <QueryView
      query={room}
      loading="Joining the deliberation..."
      notFound={<PortalSessionNotFoundPage />}
      failedMessage="Failed to load the live deliberation"
    >
      {(data) =>
        user ? (
          <LiveRoom key={sessionId} room={data} me={user.id} />
        ) : (
          <LoadingState label="Joining the deliberation..." />
        )
      }
    </QueryView>
  );
}

function LiveRoom({ room, me }: { room: Room; me: string }) {
  const { feed, error } = useRoomFeed(room.id, me);
  const ended = room.status === 'completed' || room.status === 'failed';
  usePresence(room.id, room.can_take_part && !ended);
  const now = useNow(1000, !ended || !room.completed_at);
  const react = useReact(room.id);
  const onReact = (seq: number, kind: ReactionKind) => react.mutate({ event_seq: seq, kind });
  const window = room.window;
  const windowSeconds = secondsUntil(window?.closes_at ?? null, now);
  const typing = Object.entries(feed.typing);
  const mySeatInWindow = !!window && !!room.my_seat_id && window.seat_ids.includes(room.my_seat_id);
  const myStance =
    feed.items
      .filter((i): i is FeedContribution => i.kind === 'contribution' && i.seatId === room.my_seat_id)
      .findLast((i) => i.stance)?.stance ?? null;

  return (
    <Stack gap="md">
      <BackLink to="/board/human">Board Member Portal</BackLink>
      <div>
        <Title order={1}>Live Board Deliberation</Title>
        <Group gap="xs" mt={4} wrap="wrap">
          <Text fw={600} data-testid="session-name">
            {room.name}
          </Text>
          <Badge color={STATUS_COLORS[room.status]} data-testid="room-status">
            {room.status}
          </Badge>
          <Text size="sm" c="dimmed">
            {room.board_name}
          </Text>
        </Group>
      </div>
      <StatsBar
        aiMembers={room.seats.filter((s) => s.kind === 'AI').length}
        humanMembers={room.seats.filter((s) => s.kind === 'Human').length}
        messages={messageCount(feed)}
        elapsed={clock(elapsedSeconds(room, now))}
      />
      {!ended && Object.keys(feed.present).length > 0 && (
        <Text size="sm" c="dimmed" data-testid="present">
          Here now: {Object.values(feed.present).join(', ')}
        </Text>
      )}
      {room.options.length >= 2 && (
        <Text size="sm" data-testid="room-options">
          The board chooses between: {room.options.map((o) => `${o.id}. ${o.label}`).join(' · ')}
        </Text>
      )}
      {!ended && room.seats.some((s) => s.kind === 'Human') && <AwaitedMembers sessionId={room.id} />}
      {error && <ErrorState message={error} />}
      {react.isError && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => react.reset()}>
          {errorMessage(react.error, 'Failed to react')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" role="list" aria-label="Deliberation stream">
            {feed.items.length === 0 && (
              <Text c="dimmed">The board has not spoken yet. Messages appear here as members finish.</Text>
            )}
            {feed.items.map((item) => (
              <FeedMessage
                key={item.seq}
                item={item}
                tallies={feed.reactions[item.seq]}
                canReact={room.can_take_part}
                onReact={onReact}
              />
            ))}
          </Stack>
          {typing.length > 0 && (
            <Text size="sm" c="dimmed" mt="sm" aria-live="polite" data-testid="typing-indicator">
              {typing.map(([, title]) => title).join(', ')} {typing.length === 1 ? 'is' : 'are'} typing…
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {room.status === 'completed' && <DecisionSummary room={room} />}
            {room.status === 'failed' && (
              <Alert color="red" variant="light" title="Board deliberation failed">
                The session ended without a decision.
              </Alert>
            )}
            {window?.step === 'final_vote' && (
              <VotingPanel room={room} window={window} secondsLeft={windowSeconds} />
            )}
            {window?.step === 'consensus' && mySeatInWindow && (
              <RevisionPanel
                key={window.round}
                room={room}
                window={window}
                secondsLeft={windowSeconds}
                currentStance={myStance}
              />
            )}
            {!ended && room.can_take_part && (
              <InterjectionBox sessionId={room.id} cooldown={secondsUntil(room.interjection_ready_at, now)} />
            )}
            {!room.can_take_part && (
              <Text size="sm" c="dimmed">
                You are watching: only the board's members take part.
              </Text>
            )}
            <SessionPapers boardId={room.board_id} sessionId={room.id} canAttach={false} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
