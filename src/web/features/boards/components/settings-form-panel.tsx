// One of a board's settings forms (pace, voting rule): a titled panel that explains the setting,
// shows why the last save failed, and saves only when something changed.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

interface SettingsFormPanelProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  description: ReactNode;
  error: string | null;
  saving: boolean;
  unchanged: boolean;
  saveLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function SettingsFormPanel({
  id,
  title,
  description,
  error,
  saving,
  unchanged,
  saveLabel,
  onSubmit,
  children,
}: SettingsFormPanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={onSubmit}
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
          <Button type="submit" loading={saving} disabled={unchanged}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
