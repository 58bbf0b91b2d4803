// A session without a recommendation: it failed, or following it failed.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface SessionFailedProps {
  reason: string | null;
  onAskAnother: () => void;
  onRetry?: () => void;
  title?: string;
  message?: string;
}

export const NO_RECOMMENDATION_TITLE = 'Error: No Board Recommendation Available';
export const NO_RECOMMENDATION_MESSAGE = 'The board deliberation failed to complete. Please try again.';

export function SessionFailed({
  reason,
  onAskAnother,
  onRetry,
  title = NO_RECOMMENDATION_TITLE,
  message = NO_RECOMMENDATION_MESSAGE,
}: SessionFailedProps) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
      data-testid="session-failed"
    >
      <Text>{message}</Text>
      {reason && (
        <Text size="sm" mt="xs">
          Reason: {reason}
        </Text>
      )}
      <Group gap="xs" mt="md">
        <Button color="red" onClick={onAskAnother}>
          Ask Another Question
        </Button>
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            Check again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
