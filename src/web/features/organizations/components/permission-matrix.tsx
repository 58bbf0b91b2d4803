// The access-control matrix: a toggle per role × action, as the server completed it. The role
// that holds every permission (the contract's rule, which the server enforces) is shown locked.
import { Switch, Table, Text } from '@mantine/core';
import {
  ACTION_HINTS,
  ACTION_LABELS,
  holdsEveryPermission,
  ORG_ACTIONS,
  ORG_ROLES,
  type PermissionMatrix,
  ROLE_LABELS,
} from '../../../../contracts/permissions.ts';
import { toggleRole } from '../lib/permission-matrix.ts';

interface PermissionMatrixProps {
  matrix: PermissionMatrix;
  editable: boolean;
  onChange: (matrix: PermissionMatrix) => void;
}

export function PermissionMatrixTable({ matrix, editable, onChange }: PermissionMatrixProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Access control">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Action</Table.Th>
              {ORG_ROLES.map((role) => (
                <Table.Th key={role} ta="center">
                  {ROLE_LABELS[role]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ORG_ACTIONS.map((action) => (
              <Table.Tr key={action}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {ACTION_LABELS[action]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ACTION_HINTS[action]}
                  </Text>
                </Table.Td>
                {ORG_ROLES.map((role) => (
                  <Table.Td key={role}>
                    <Switch
                      mx="auto"
                      w="fit-content"
                      aria-label={`${ACTION_LABELS[action]}: ${ROLE_LABELS[role]}`}
                      checked={matrix[action].includes(role)}
                      disabled={holdsEveryPermission(role) || !editable}
                      onChange={(event) =>
                        onChange(toggleRole(matrix, action, role, event.currentTarget.checked))
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Admins can always do everything.
      </Text>
    </>
  );
}
