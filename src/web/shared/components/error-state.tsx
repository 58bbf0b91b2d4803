import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorStateProps {
  title?: string;
  /** Why, when it is known (a title alone says that it failed). */
  message?: string | null;
  onRetry?: () => void;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {(message || onRetry) && (
        <Group justify="space-between" gap="sm">
          <span>{message}</span>
          {onRetry && (
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
