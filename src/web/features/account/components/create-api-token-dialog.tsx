// Making a personal API token: a name, what it may do, how long it lives, and the password again
// (unless given in the last minutes). The secret is then shown once, with a copy button.
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  API_TOKEN_EXPIRY_DAYS,
  type ApiTokenExpiryDays,
  type ApiTokenScope,
  type CreatedApiToken,
} from '../../../../contracts/api-tokens.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { useCreateApiToken } from '../api/api-tokens.ts';
import { CurrentPasswordField } from './current-password-field.tsx';

export const SCOPE_LABELS: Record<ApiTokenScope, { label: string; description: string }> = {
  read: { label: 'Read', description: 'Read boards, sessions, meetings and minutes. Changes nothing.' },
  ask: { label: 'Ask', description: 'Read, start sessions and ask follow-up questions.' },
  manage: {
    label: 'Manage',
    description: 'Everything you can do, except your account security (tokens, password, address, sessions).',
  },
};

const expiryLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

export function CreateApiTokenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const close = () => {
    // The secret is forgotten with the dialog: it cannot be shown again.
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Your new API token' : 'Create an API token'}
      closeOnClickOutside={!created}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {created ? (
        <ShownOnce token={created} onDone={close} />
      ) : (
        <CreateForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function CreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (token: CreatedApiToken) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiToken();
  const form = useForm({
    initialValues: { name: '', scope: 'read' as ApiTokenScope, expiresInDays: '30', password: '' },
    validate: {
      name: (value) =>
        value.trim() ? (value.trim().length > 80 ? 'Use at most 80 characters' : null) : 'Name the token',
    },
  });
  const onSubmit = form.onSubmit((values) =>
    create.mutate(
      {
        name: values.name.trim(),
        scope: values.scope,
        expiresInDays: Number(values.expiresInDays) as ApiTokenExpiryDays,
        password: values.password,
      },
      { onSuccess: onCreated, onError: (error) => notifyError(error, 'Token not created') },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses it, so you recognise it later"
          placeholder="Weekly report script"
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="token-scope-label">
            Access
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            data={Object.entries(SCOPE_LABELS).map(([value, { label }]) => ({ value, label }))}
            {...form.getInputProps('scope')}
          />
          <Text size="xs" c="dimmed">
            {SCOPE_LABELS[form.values.scope].description}
          </Text>
        </Stack>
        <Select
          label="Expires after"
          allowDeselect={false}
          data={API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: expiryLabel(days) }))}
          {...form.getInputProps('expiresInDays')}
        />
        <CurrentPasswordField {...form.getInputProps('password')} />
        <FormActions onCancel={onCancel} submitLabel="Create token" loading={create.isPending} />
      </Stack>
    </form>
  );
}

function ShownOnce({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title="Copy it now">
        This is the only time the token is shown. Keep it like a password; if it is lost, revoke it and create
        another.
      </Alert>
      <Code block aria-label="New API token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {token.token}
      </Code>
      <Group justify="space-between">
        <CopyButton value={token.token}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
