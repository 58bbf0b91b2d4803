import { Select } from '@mantine/core';
import type { OrganizationSummary } from '../../../../contracts/organizations.ts';

interface OrganizationSelectProps {
  organizations: OrganizationSummary[];
  value: string | null;
  onChange: (id: string) => void;
}

/** Where the new board belongs: only organizations whose matrix lets the user create boards. */
export function OrganizationSelect({ organizations, value, onChange }: OrganizationSelectProps) {
  return (
    <Select
      label="Organization"
      description="Its members can be given seats; its roles decide who may use the board"
      data={organizations.map((org) => ({ value: org.id, label: org.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      maw={560}
      nothingFoundMessage="You cannot create boards in any organization"
    />
  );
}
