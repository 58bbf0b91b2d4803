// Who spoke: for each seat, the persona (and its version) that answered for it when the session
// started, and the model it used — the record, not the board as it is today.
import { Badge, Table, Text, Title } from '@mantine/core';
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { Panel } from '../../../shared/components/panel.tsx';

export function SpeakersPanel({
  speakers,
  provider,
}: {
  speakers: SessionDetail['speakers'];
  provider: string | null;
}) {
  if (speakers.length === 0) return null;
  return (
    <Panel aria-labelledby="speakers-title">
      <Title order={2} size="h4" id="speakers-title" mb={4}>
        Who spoke
      </Title>
      {provider && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="session-provider">
          Provider: {provider}
        </Text>
      )}
      <DataTable
        minWidth={520}
        verticalSpacing={4}
        aria-label="Who spoke for each seat"
        columns={['Seat', 'Persona', 'Model']}
      >
        {speakers.map((s) => (
          <Table.Tr key={s.seat_id} data-testid="speaker-row">
            <Table.Td>{s.position_title}</Table.Td>
            <Table.Td>
              {s.kind === 'Human' ? (
                <Badge size="sm" variant="light" color="teal">
                  Human
                </Badge>
              ) : (
                <Text size="sm">
                  {s.persona_name ?? 'Seat default'}
                  {s.persona_version ? ` · v${s.persona_version}` : ''}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{s.model ?? '—'}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Panel>
  );
}
