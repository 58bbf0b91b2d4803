import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** A red confirm button, for what cannot be undone by the one who confirms; false for a step
   * that destroys nothing (approving minutes, going on without someone). */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small confirmation modal, for destructive actions by default (focus is trapped, Escape cancels). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
