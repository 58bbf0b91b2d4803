// Adding a webhook: the address, the events it listens for and its format; the signing secret
// is then shown once, with a copy button.
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { createWebhookBodySchema, WEBHOOK_EVENT_TYPES } from '../../../../contracts/webhooks.ts';
import { FormActions } from '../../../shared/components/form-actions.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { useCreateWebhook } from '../api/webhooks.ts';

export const EVENT_LABELS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'session.completed': 'A session completed',
  'meeting.completed': 'A meeting completed',
  'minutes.approved': 'Minutes approved',
  'review.due': "A decision's review is due",
};

export function AddWebhookDialog({
  organizationId,
  opened,
  onClose,
}: {
  organizationId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    // The secret is forgotten with the dialog: it cannot be shown again.
    setSecret(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? 'Your webhook signing secret' : 'Add a webhook'}
      closeOnClickOutside={!secret}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {secret ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            Copy it now: it is not shown again. Verify each delivery's <Code>webhook-signature</Code> with it
            (Standard Webhooks).
          </Alert>
          <Code block data-testid="webhook-secret">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <AddForm organizationId={organizationId} onAdded={setSecret} onCancel={close} />
      )}
    </Modal>
  );
}

function AddForm({
  organizationId,
  onAdded,
  onCancel,
}: {
  organizationId: string;
  onAdded: (secret: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateWebhook(organizationId);
  const form = useForm({
    initialValues: {
      url: '',
      description: '',
      format: 'standard' as 'standard' | 'slack',
      events: [...WEBHOOK_EVENT_TYPES] as string[],
    },
    validate: (values) => {
      const parsed = createWebhookBodySchema.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const onSubmit = form.onSubmit((values) => {
    const body = createWebhookBodySchema.parse(values);
    create.mutate(body, {
      onSuccess: (created) => onAdded(created.secret),
      onError: (error) => notifyError(error, 'Webhook not added'),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Address"
          placeholder="https://example.com/boardwise-events"
          required
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput label="Description" placeholder="Optional" {...form.getInputProps('description')} />
        <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={EVENT_LABELS[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <div>
          <Text size="sm" fw={500} id="webhook-format-label">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="webhook-format-label"
            data={[
              { value: 'standard', label: 'Standard Webhooks (JSON)' },
              { value: 'slack', label: 'Slack message' },
            ]}
            {...form.getInputProps('format')}
          />
        </div>
        <FormActions onCancel={onCancel} submitLabel="Add webhook" loading={create.isPending} />
      </Stack>
    </form>
  );
}
