// 'Track records' on Manage Members: each seat's record from the board's outcome reviews — its AI
// persona and model, or its human member — with no score under the minimum of reviews.
import { Alert, Badge, Button, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TrackRecord } from '../../../../contracts/reviews.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useTrackRecords } from '../api.ts';

const who = (r: TrackRecord) =>
  r.kind === 'human'
    ? (r.member_name ?? 'Unassigned human seat')
    : `${r.persona_name ?? 'No persona'} · ${r.model ?? ''}`;
const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

export function TrackRecordsPanel({ boardId }: { boardId: string }) {
  const records = useTrackRecords(boardId);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="track-records-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="track-records-title">
          Track records
        </Title>
        <Text size="sm" c="dimmed">
          From the board’s outcome reviews: how often each seat’s vote pointed the way the outcome went, its
          Brier score (its votes weighted by their confidence: 0 is perfect, 0.25 a coin toss), and how many
          of the critical risks it raised happened. No score under {records.data?.min_reviews ?? 5} reviews.
        </Text>
        {records.isPending && <Loader size="sm" aria-label="Loading track records" />}
        {records.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorMessage(records.error, 'Could not load the track records.')}{' '}
            <Button size="compact-xs" variant="white" color="red" onClick={() => void records.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {records.data && records.data.records.length === 0 && (
          <Text size="sm">
            No reviewed decisions yet. Records appear as decisions are reviewed on their review date.
          </Text>
        )}
        {records.data && records.data.records.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-describedby="track-records-title">
              <Table.Caption>
                {records.data.reviewed_decisions} reviewed decision
                {records.data.reviewed_decisions === 1 ? '' : 's'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Seat</Table.Th>
                  <Table.Th scope="col">Who</Table.Th>
                  <Table.Th scope="col">Reviews</Table.Th>
                  <Table.Th scope="col">Pointed right</Table.Th>
                  <Table.Th scope="col">Brier</Table.Th>
                  <Table.Th scope="col">Risks that happened</Table.Th>
                  <Table.Th scope="col">In words</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.data.records.map((r) => (
                  <Table.Tr key={r.key}>
                    <Table.Th scope="row">
                      {r.seat_title}{' '}
                      {!r.current && (
                        <Badge size="xs" variant="light" color="gray">
                          earlier
                        </Badge>
                      )}
                    </Table.Th>
                    <Table.Td>{who(r)}</Table.Td>
                    <Table.Td>{r.reviews}</Table.Td>
                    <Table.Td>
                      {r.hit_rate === null ? '—' : `${r.pointed_right}/${r.scored} (${percent(r.hit_rate)})`}
                    </Table.Td>
                    <Table.Td>{r.brier === null ? '—' : r.brier.toFixed(2)}</Table.Td>
                    <Table.Td>
                      {r.risks_raised === 0 ? '—' : `${r.risks_happened} of ${r.risks_raised}`}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.summary}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
