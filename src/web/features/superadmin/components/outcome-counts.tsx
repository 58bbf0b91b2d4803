// How many sessions ended in each outcome, as a two-column table (the overview and the analytics).
import { Table, type TableProps } from '@mantine/core';
import { formatCount } from '../lib/format.ts';

interface OutcomeCountsProps extends Omit<TableProps, 'children'> {
  counts: readonly { outcome: string; count: number }[];
}

export function OutcomeCounts({ counts, ...table }: OutcomeCountsProps) {
  return (
    <Table {...table}>
      <Table.Tbody>
        {counts.map((o) => (
          <Table.Tr key={o.outcome}>
            <Table.Td>{o.outcome}</Table.Td>
            <Table.Td ta="right">{formatCount(o.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
