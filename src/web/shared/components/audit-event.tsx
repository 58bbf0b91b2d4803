// Pieces both audit trails (one organization's, the whole platform's) show the same way.
import { Select, Table, Text } from '@mantine/core';
import { AUDIT_ACTIONS } from '../../../contracts/organizations.ts';

/** Filters the trail to one kind of event; empty means every action. */
export function AuditActionSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label="Action"
      placeholder="Every action"
      clearable
      searchable
      data={[...AUDIT_ACTIONS]}
      value={value}
      onChange={onChange}
    />
  );
}

/** Who did it, the action's code name, and what happened, as three table cells. */
export function AuditEventCells({
  actorEmail,
  action,
  summary,
}: {
  actorEmail: string | null;
  action: string;
  summary: string;
}) {
  return (
    <>
      <Table.Td>{actorEmail ?? '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {action}
        </Text>
      </Table.Td>
      <Table.Td>{summary}</Table.Td>
    </>
  );
}
