// The zip of one's data (JSON and Markdown): asked for with the password again, made in the
// background, e-mailed as a link when ready, and downloadable here for EXPORT_KEPT_DAYS days.
import { Button, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type AccountExport, EXPORT_KEPT_DAYS } from '../../../../contracts/account.ts';
import { downloadExport, useMyExports, useRequestExport } from '../../../shared/api/account.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

const STATUS: Record<AccountExport['status'], string> = {
  pending: 'Being made…',
  ready: 'Ready',
  failed: 'Failed: ask again',
  expired: 'Expired',
};

export function ZipExportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const request = useRequestExport();
  const close = () => {
    setPassword('');
    request.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Prepare a zip of your data"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate(password, {
            onSuccess: () => {
              notifySuccess('Your zip is being made. We will e-mail you a link when it is ready.');
              close();
            },
          });
        }}
      >
        <Stack>
          <Text size="sm">
            A zip with everything as JSON, and Markdown pages you can read anywhere: your decisions, the
            boards you own, your perspectives, votes, votes on written resolutions and comments on minutes
            from every board, and the minutes and written resolutions of the boards you can read today. It is
            made in the background; we e-mail you a link, and it can be downloaded here, for{' '}
            {EXPORT_KEPT_DAYS} days.
          </Text>
          <CurrentPasswordField value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <FailureAlert of={request} title="Not started" />
          <FormActions onCancel={close} submitLabel="Prepare the zip" loading={request.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

export function ZipExportList() {
  const exports = useMyExports();
  if (exports.isPending) return <Loader size="sm" aria-label="Loading your exports" />;
  if (exports.isError)
    return (
      <Text size="sm" c="red">
        {errorMessage(exports.error, 'Your exports could not be loaded')}
      </Text>
    );
  if (exports.data.exports.length === 0) return null;
  return (
    <Table aria-label="Your exports" withRowBorders={false}>
      <Table.Tbody>
        {exports.data.exports.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>{new Date(e.requested_at).toLocaleString()}</Table.Td>
            <Table.Td>{STATUS[e.status]}</Table.Td>
            <Table.Td>
              {e.status === 'ready' && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() =>
                    downloadExport(e.id).then(
                      (name) => notifySuccess(`Saved as ${name}`),
                      (error: unknown) => notifyError(error, 'Not downloaded'),
                    )
                  }
                >
                  Download zip
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
