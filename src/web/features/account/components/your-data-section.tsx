// Your data: download everything Boardwise holds about you, or delete your account. Both ask the
// password again; deletion also asks for your address typed out, and is refused (with the
// reason) while an organization with other members would be left without an Admin.
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadMyData, useDeleteAccount } from '../../../shared/api/account.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { DeleteWithPasswordDialog } from './delete-with-password-dialog.tsx';
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
          <FailureAlert of={download} title="Not downloaded" />
          <FormActions onCancel={close} submitLabel="Download" loading={download.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

export function YourDataSection({ address, onDeleted }: { address: string; onDeleted: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [zipping, setZipping] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteAccount();
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
      <DeleteWithPasswordDialog
        opened={deleting}
        title="Delete your account"
        warning={
          <>
            This cannot be undone. Your personal organization and the boards in it are deleted, with your
            profile, factors, tokens and notifications. What you did on other organizations' boards stays in
            their record, shown as "Former member". You are signed out everywhere.
          </>
        }
        name={address}
        confirmLabel="Delete my account"
        failedTitle="Account not deleted"
        deletion={remove}
        onConfirm={(request) => remove.mutate(request, { onSuccess: onDeleted })}
        onClose={() => setDeleting(false)}
      />
    </Paper>
  );
}
