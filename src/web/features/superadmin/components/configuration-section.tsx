// Configuration: the effective settings; secrets say only whether they are set.
import { Badge, Table, Text } from '@mantine/core';
import { DataTable } from '../../../shared/components/data-table.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useConfiguration } from '../api/superadmin.ts';

export function ConfigurationSection() {
  const configuration = useConfiguration();
  return (
    <QueryView
      query={configuration}
      loading="Loading configuration..."
      failed="Could not load the configuration"
    >
      {(data) => (
        <DataTable
          minWidth={720}
          verticalSpacing={7}
          striped
          aria-label="Effective configuration"
          columns={['Setting', 'Value', 'Meaning']}
        >
          {data.entries.map((e) => (
            <Table.Tr key={e.name}>
              <Table.Td ff="monospace">{e.name}</Table.Td>
              <Table.Td>
                {e.secret ? (
                  <Badge color={e.value === 'set' ? 'teal' : 'gray'} variant="light">
                    {e.value}
                  </Badge>
                ) : (
                  e.value
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {e.description}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </QueryView>
  );
}
