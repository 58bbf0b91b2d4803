// A board's register of written resolutions: each with its status, closing time and tally, the
// ones awaiting the reader's vote marked; circulating a new one for those who manage meetings.
import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSignature } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { RESOLUTION_STATUS_LABELS } from '../../../../contracts/resolutions.ts';
import { type ColumnHeading, DataTable } from '../../../shared/components/data-table.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { type ResolutionRegister, resolutionPaths, useResolutionRegister } from '../api/resolutions.ts';
import { CirculateModal } from './circulate-modal.tsx';
import { formatWhen, STATUS_COLORS } from './labels.ts';

const COLUMNS: ColumnHeading[] = ['Resolution', 'Status', 'Closes / closed', 'Votes'];

export function ResolutionRegisterPage() {
  const { boardId = '' } = useParams();
  const register = useResolutionRegister(boardId);
  return (
    <QueryView query={register} loading="Loading the resolutions..." failed="Could not load the resolutions">
      {(data) => <RegisterView boardId={boardId} register={data} />}
    </QueryView>
  );
}

function RegisterView({ boardId, register }: { boardId: string; register: ResolutionRegister }) {
  const [circulating, circulate] = useDisclosure(false);
  const { board_name, can_circulate, resolutions } = register;
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: `/board/${boardId}/meetings`, label: 'Board Meetings' }}
        title="Written Resolutions"
        subtitle={`${board_name} · decided between meetings, entered in the next minutes`}
        actions={
          can_circulate && (
            <IconAction icon={IconSignature} onClick={circulate.open}>
              Circulate Resolution
            </IconAction>
          )
        }
      />
      {resolutions.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed">
            No written resolutions yet.{' '}
            {can_circulate
              ? 'Circulate one to let the directors decide between meetings.'
              : 'Resolutions circulated to the directors appear here.'}
          </Text>
        </Paper>
      ) : (
        <DataTable minWidth={640} striped withTableBorder aria-label="Written resolutions" columns={COLUMNS}>
          {resolutions.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor component={Link} to={resolutionPaths.one(r.id)} fw={500}>
                  {r.title}
                </Anchor>
                {r.awaiting_me && r.my_vote === null && (
                  <Badge ml="xs" variant="filled" color="orange">
                    Awaiting your vote
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[r.status]}>
                  {RESOLUTION_STATUS_LABELS[r.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{formatWhen(r.closed_at ?? r.closes_at)}</Table.Td>
              <Table.Td>
                {r.tally.approve} approve · {r.tally.object} object · {r.tally.abstain} abstain ·{' '}
                {r.tally.pending} pending
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {can_circulate && <CirculateModal boardId={boardId} opened={circulating} onClose={circulate.close} />}
    </Stack>
  );
}
