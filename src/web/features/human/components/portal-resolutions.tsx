// Written resolutions in the board member portal: those awaiting the member's vote (the text,
// when it closes, how many have voted, and the vote form right here), then the recently closed
// ones with their outcome and the member's own vote.
import { Anchor, Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import {
  type MyResolution,
  RESOLUTION_STATUS_LABELS,
  RESOLUTION_VOTE_LABELS,
} from '../../../../contracts/resolutions.ts';
import { CardList, CardListItem } from '../../../shared/components/card-list.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { resolutionPaths } from '../../resolutions/api/resolutions.ts';
import { formatWhen, STATUS_COLORS } from '../../resolutions/components/labels.ts';
import { ResolutionVoteForm } from '../../resolutions/components/vote-form.tsx';
import { useMyResolutions } from '../api/portal.ts';
import { dueLabel } from '../lib/deadline.ts';
import { PortalSection } from './portal-section.tsx';

export function PortalResolutions() {
  const resolutions = useMyResolutions();
  return (
    <PortalSection
      id="resolutions-title"
      title="Written resolutions"
      query={resolutions}
      what="written resolutions"
    >
      {({ open, closed }) => (
        <Stack gap="md">
          {open.length === 0 ? (
            <Text c="dimmed">No written resolutions await your vote.</Text>
          ) : (
            <CardList gap="sm" label="Written resolutions to vote on">
              {open.map((r) => (
                <OpenResolution key={r.id} resolution={r} />
              ))}
            </CardList>
          )}
          {closed.length > 0 && <ClosedResolutions resolutions={closed} />}
        </Stack>
      )}
    </PortalSection>
  );
}

function OpenResolution({ resolution: r }: { resolution: MyResolution }) {
  const now = useNow(60_000);
  const due = dueLabel(r.closes_at, now);
  const voted = r.tally.directors - r.tally.pending;
  // Open at once while the member has not voted; once they have, the form waits to be asked for.
  const [voting, toggle] = useDisclosure(r.my_vote === null);
  return (
    <CardListItem p="md" aria-label={r.title}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Anchor
            component={Link}
            to={resolutionPaths.one(r.id)}
            fw={700}
            style={{ overflowWrap: 'anywhere' }}
          >
            {r.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.board_name} · circulated by {r.circulated_by} · closes {formatWhen(r.closes_at)}
          </Text>
        </div>
        <Group gap="xs">
          {due && (
            <Badge color={due === 'Today' || due === 'Overdue' ? 'red' : 'indigo'} variant="light">
              Closes {due === 'Today' || due === 'Tomorrow' ? due.toLowerCase() : `in ${due}`}
            </Badge>
          )}
          <Badge variant="light" color={r.my_vote ? 'teal' : 'orange'} data-testid="my-resolution-vote">
            {r.my_vote ? `You voted: ${RESOLUTION_VOTE_LABELS[r.my_vote]}` : 'Your vote is awaited'}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
        {r.text}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {voted} of {r.tally.directors} directors have voted · {r.rule_line}
      </Text>
      {r.my_vote && (
        <Button variant="subtle" size="xs" mt="xs" onClick={toggle.toggle} aria-expanded={voting}>
          {voting ? 'Hide the vote form' : 'Change your vote'}
        </Button>
      )}
      <Collapse expanded={voting}>
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <ResolutionVoteForm resolutionId={r.id} myVote={r.my_vote} myReason={r.my_reason} heading="h5" />
        </div>
      </Collapse>
    </CardListItem>
  );
}

function ClosedResolutions({ resolutions }: { resolutions: MyResolution[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Recently closed
      </Title>
      <CardList label="Closed written resolutions">
        {resolutions.map((r) => (
          <CardListItem key={r.id} aria-label={r.title}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Anchor
                  component={Link}
                  to={resolutionPaths.one(r.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {r.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {r.board_name}
                  {r.closed_at && ` · closed ${formatWhen(r.closed_at)}`}
                  {` · you ${r.my_vote ? `voted ${RESOLUTION_VOTE_LABELS[r.my_vote].toLowerCase()}` : 'did not vote'}`}
                </Text>
              </div>
              <Badge variant="light" color={STATUS_COLORS[r.status]}>
                {RESOLUTION_STATUS_LABELS[r.status]}
              </Badge>
            </Group>
            <Text size="sm" mt={4} data-testid="resolution-outcome">
              {r.result_line}
            </Text>
          </CardListItem>
        ))}
      </CardList>
    </Stack>
  );
}
