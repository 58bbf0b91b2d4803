// Deleting an organization (its Admins): a warning, its name typed out and the password again;
// then the organization and all its boards are gone and the person lands on their dashboard.
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Organization } from '../../../../contracts/organizations.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useDeleteOrganization } from '../../../shared/api/organizations.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from '../../account/components/current-password-field.tsx';

export function DeleteOrganizationPanel({ organization }: { organization: Organization }) {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const remove = useDeleteOrganization(organization.id);
  const navigate = useNavigate();
  const matches = confirmation.trim().toLowerCase() === organization.name.trim().toLowerCase();
  const close = () => {
    setPassword('');
    setConfirmation('');
    remove.reset();
    setOpened(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { password, confirmation },
      {
        onSuccess: () => {
          notifySuccess(`${organization.name} was deleted`);
          void navigate('/');
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="delete-organization-title">
      <Stack gap="sm">
        <Title id="delete-organization-title" order={2} size="h4">
          Delete this organization
        </Title>
        <Text size="sm" c="dimmed">
          Deletes {organization.name} with all its boards, sessions, meetings, minutes and papers. Its members
          keep their accounts.
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)}>
            Delete organization
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete this organization"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm">
              This cannot be undone. Every board of {organization.name}, with its sessions, meetings, minutes,
              resolutions and papers, is deleted for every member.
            </Text>
            <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <TextInput
              label={`Type ${organization.name} to confirm`}
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              autoComplete="off"
              required
            />
            {remove.isError && (
              <Alert color="red" title="Organization not deleted" role="alert">
                {errorMessage(remove.error, 'An unexpected error occurred')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
                Delete organization
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
