// 'Track records' on Manage Members: each seat's record from the board's outcome reviews — its AI
// persona and model, or its human member — with no score under the minimum of reviews.
import { Badge, Loader, Table, Text } from '@mantine/core';
import type { TrackRecord } from '../../../../contracts/reviews.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryFailureLine } from '../../../shared/components/failure-alert.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { useTrackRecords } from '../api.ts';

const who = (r: TrackRecord) =>
  r.kind === 'human'
    ? (r.member_name ?? 'Unassigned human seat')
    : `${r.persona_name ?? 'No persona'} · ${r.model ?? ''}`;
const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n * 100)}%`);

export function TrackRecordsPanel({ boardId }: { boardId: string }) {
  const records = useTrackRecords(boardId);
  return (
    <SectionPanel
      titleId="track-records-title"
      title="Track records"
      description={
        <>
          From the board’s outcome reviews: how often each seat’s vote pointed the way the outcome went, its
          Brier score (its votes weighted by their confidence: 0 is perfect, 0.25 a coin toss), and how many
          of the critical risks it raised happened. No score under {records.data?.min_reviews ?? 5} reviews.
        </>
      }
      density="compact"
    >
      {records.isPending && <Loader size="sm" aria-label="Loading track records" />}
      <QueryFailureLine query={records} fallback="Could not load the track records." />
      {records.data && records.data.records.length === 0 && (
        <Text size="sm">
          No reviewed decisions yet. Records appear as decisions are reviewed on their review date.
        </Text>
      )}
      {records.data && records.data.records.length > 0 && (
        <DataTable
          minWidth={720}
          verticalSpacing={7}
          striped
          aria-describedby="track-records-title"
          caption={`${records.data.reviewed_decisions} reviewed decision${records.data.reviewed_decisions === 1 ? '' : 's'}`}
          columns={['Seat', 'Who', 'Reviews', 'Pointed right', 'Brier', 'Risks that happened', 'In words']}
        >
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
              <Table.Td>{r.risks_raised === 0 ? '—' : `${r.risks_happened} of ${r.risks_raised}`}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.summary}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </SectionPanel>
  );
}
