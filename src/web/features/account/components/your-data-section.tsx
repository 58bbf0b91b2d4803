// Your data: download everything Boardwise holds about you, or delete your account. Both ask the
// password again; deletion also asks for your address typed out, and is refused (with the
// reason) while an organization with other members would be left without an Admin.
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadMyData, useDeleteAccount } from '../../../shared/api/account.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { ZipExportDialog, ZipExportList } from './zip-exports.tsx';

function DownloadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const download = useMutation({ mutationFn: downloadMyData });
  const close = () => {
    setPassword('');
    download.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    download.mutate(password, {
      onSuccess: (name) => {
        notifySuccess(`Your data was saved as ${name}`);
        close();
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Download your data"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            One JSON file: your profile, organizations and roles, the boards you own with their meetings and
            minutes, your decisions, perspectives and votes, notifications, sign-ins and the audit events
            about you.
          </Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          {download.isError && (
            <Alert color="red" title="Not downloaded" role="alert">
              {errorMessage(download.error, 'An unexpected error occurred')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={download.isPending}>
              Download
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({
  opened,
  address,
  onClose,
  onDeleted,
}: {
  opened: boolean;
  address: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const remove = useDeleteAccount();
  const close = () => {
    setPassword('');
    setConfirmation('');
    remove.reset();
    onClose();
  };
  const matches = confirmation.trim().toLowerCase() === address.toLowerCase();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate({ password, confirmation }, { onSuccess: onDeleted });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">
            This cannot be undone. Your personal organization and the boards in it are deleted, with your
            profile, factors, tokens and notifications. What you did on other organizations' boards stays in
            their record, shown as "Former member". You are signed out everywhere.
          </Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <TextInput
            label={`Type ${address} to confirm`}
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            autoComplete="off"
            required
          />
          {remove.isError && (
            <Alert color="red" title="Account not deleted" role="alert">
              {errorMessage(remove.error, 'An unexpected error occurred')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function YourDataSection({ address, onDeleted }: { address: string; onDeleted: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title id="your-data-title" order={2} size="h4">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Take a copy of what Boardwise holds about you, or delete your account.
        </Text>
        <Group>
          <Button variant="default" onClick={() => setDownloading(true)}>
            Download your data
          </Button>
          <Button variant="default" onClick={() => setZipping(true)}>
            Prepare a zip (JSON and Markdown)
          </Button>
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      <ZipExportList />
      <DownloadDialog opened={downloading} onClose={() => setDownloading(false)} />
      <ZipExportDialog opened={zipping} onClose={() => setZipping(false)} />
      <DeleteDialog
        opened={deleting}
        address={address}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </Paper>
  );
}
