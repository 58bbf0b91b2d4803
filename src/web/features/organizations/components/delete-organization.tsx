// Deleting an organization (its Admins): a warning, its name typed out and the password again;
// then the organization and all its boards are gone and the person lands on their dashboard.
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Organization } from '../../../../contracts/organizations.ts';
import { useDeleteOrganization } from '../../../shared/api/organizations.ts';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import {
  DeleteWithPasswordDialog,
  type DeletionRequest,
} from '../../account/components/delete-with-password-dialog.tsx';

export function DeleteOrganizationPanel({ organization }: { organization: Organization }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteOrganization(organization.id);
  const navigate = useNavigate();
  const confirm = (request: DeletionRequest) =>
    remove.mutate(request, {
      onSuccess: () => {
        notifySuccess(`${organization.name} was deleted`);
        void navigate('/');
      },
    });
  return (
    <SectionPanel
      titleId="delete-organization-title"
      title="Delete this organization"
      description={
        <>
          Deletes {organization.name} with all its boards, sessions, meetings, minutes and papers. Its members
          keep their accounts.
        </>
      }
    >
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          Delete organization
        </Button>
      </Group>
      <DeleteWithPasswordDialog
        opened={opened}
        title="Delete this organization"
        warning={
          <>
            This cannot be undone. Every board of {organization.name}, with its sessions, meetings, minutes,
            resolutions and papers, is deleted for every member.
          </>
        }
        name={organization.name}
        confirmLabel="Delete organization"
        failedTitle="Organization not deleted"
        deletion={remove}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </SectionPanel>
  );
}
