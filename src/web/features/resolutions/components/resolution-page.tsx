// One written resolution: its text, the recommendation it acts on, the rule, each director's vote
// and reason, the result and the minutes it was entered in; a director votes here (and may change
// the vote while it is open); its circulator or an Admin may withdraw it, after confirming.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import {
  RESOLUTION_STATUS_LABELS,
  RESOLUTION_VOTE_LABELS,
  type Resolution,
} from '../../../../contracts/resolutions.ts';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { type ColumnHeading, DataTable } from '../../../shared/components/data-table.tsx';
import { FactGrid } from '../../../shared/components/fact-grid.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { resolutionPaths, useResolution, useWithdrawResolution } from '../api/resolutions.ts';
import { formatWhen, STATUS_COLORS } from './labels.ts';
import { ResolutionVoteForm } from './vote-form.tsx';

const VOTE_COLUMNS: ColumnHeading[] = ['Director', 'Seat', 'Vote', 'Reason'];

export function ResolutionPage() {
  const { id = '' } = useParams();
  const resolution = useResolution(id);
  return (
    <QueryView query={resolution} loading="Loading the resolution..." failed="Could not load the resolution">
      {(data) => <ResolutionView resolution={data} />}
    </QueryView>
  );
}

function ResolutionView({ resolution: r }: { resolution: Resolution }) {
  const { user: me } = useCurrentUser();
  const facts: [string, string][] = [
    ['Board', r.board_name],
    ['Circulated', `${formatWhen(r.circulated_at)} by ${r.circulated_by}`],
    [r.closed_at ? 'Closed' : 'Closes', formatWhen(r.closed_at ?? r.closes_at)],
    ['Passes by', r.rule_line],
  ];
  return (
    <Stack gap="lg">
      <div>
        <BackLink to={resolutionPaths.register(r.board_id)}>Written Resolutions</BackLink>
        <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {r.title}
          </Title>
          <Badge size="lg" variant="light" color={STATUS_COLORS[r.status]} data-testid="resolution-status">
            {RESOLUTION_STATUS_LABELS[r.status]}
          </Badge>
        </Group>
      </div>

      <Alert color={STATUS_COLORS[r.status]} variant="light" data-testid="resolution-result">
        {r.result_line}
        {r.closed_reason === 'decided' && ' Closed early: the remaining votes could not change the result.'}
        {r.closed_reason === 'deadline' && ' Closed at its closing time.'}
        {r.minutes && (
          <>
            {' '}
            Entered in the{' '}
            <Anchor
              component={Link}
              to={`/board/${r.board_id}/meeting/${r.minutes.meeting_id}/minutes`}
              inherit
            >
              minutes of {r.minutes.meeting_title}
            </Anchor>
            .
          </>
        )}
        {!r.minutes &&
          r.status !== 'open' &&
          r.status !== 'withdrawn' &&
          ' It will be entered in the minutes of the next meeting.'}
      </Alert>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <FactGrid facts={facts} />
      </Paper>

      <section aria-labelledby="resolution-text">
        <Title order={2} size="h4" id="resolution-text" mb="xs">
          Resolution
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.text}</Text>
          {r.session && (
            <Text size="sm" mt="sm">
              Acts on the board's recommendation:{' '}
              <Anchor component={Link} to={`/session/${r.session.id}`}>
                {r.session.topic}
              </Anchor>
            </Text>
          )}
        </Paper>
      </section>

      {r.can_vote && (
        <ResolutionVoteForm
          resolutionId={r.id}
          myVote={r.my_vote}
          myReason={r.directors.find((d) => d.user_id === me?.id)?.reason ?? ''}
        />
      )}

      <section aria-labelledby="resolution-votes">
        <Title order={2} size="h4" id="resolution-votes" mb="xs">
          Directors' votes
        </Title>
        <DataTable
          minWidth={520}
          striped
          withTableBorder
          aria-labelledby="resolution-votes"
          columns={VOTE_COLUMNS}
        >
          {r.directors.map((d) => (
            <Table.Tr key={`${d.user_id}-${d.name}`}>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>{d.seat_title}</Table.Td>
              <Table.Td>
                {d.vote ? RESOLUTION_VOTE_LABELS[d.vote] : r.status === 'open' ? 'Pending' : 'Did not vote'}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.reason || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </section>

      {r.can_withdraw && <WithdrawButton resolution={r} />}
    </Stack>
  );
}

function WithdrawButton({ resolution }: { resolution: Resolution }) {
  const [confirming, confirm] = useDisclosure(false);
  const withdraw = useWithdrawResolution(resolution.id);
  const onConfirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => notifySuccess('Resolution withdrawn'),
      onError: (error) => notifyError(error, 'Failed to withdraw the resolution'),
      onSettled: confirm.close,
    });
  return (
    <Group>
      <Button variant="light" color="red" onClick={confirm.open}>
        Withdraw Resolution
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Withdraw Resolution"
        message="Withdraw this resolution? Directors can no longer vote on it, and it is not entered in the minutes."
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={onConfirm}
        onCancel={confirm.close}
      />
    </Group>
  );
}
