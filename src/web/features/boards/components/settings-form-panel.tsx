// One of a board's settings forms (pace, voting rule): a titled panel that explains the setting,
// saves it on its own (only when something changed) and shows why the last save failed.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Board, UpdateBoardBody } from '../../../../contracts/boards.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useUpdateBoard } from '../../../shared/api/boards.ts';

interface SettingsFormPanelProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  description: ReactNode;
  boardId: string;
  /** What a save sends: this setting alone. */
  body: UpdateBoardBody;
  unchanged: boolean;
  saveLabel: string;
  /** The board as saved, for the form to start again from it. */
  onSaved: (saved: Board) => void;
  /** What a failed save says when the server gives no reason. */
  failedMessage: string;
  children: ReactNode;
}

export function SettingsFormPanel({
  id,
  title,
  description,
  boardId,
  body,
  unchanged,
  saveLabel,
  onSaved,
  failedMessage,
  children,
}: SettingsFormPanelProps) {
  const update = useUpdateBoard(boardId);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(body, {
      onSuccess: onSaved,
      onError: (failure) => setError(errorMessage(failure, failedMessage)),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={save}
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={unchanged}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
