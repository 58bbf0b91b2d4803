// A session without a recommendation: it failed, or following it failed. A failure like any
// other (ErrorState), with the reason and the ways on: ask another question, or check again.
import { Button, Group, Text } from '@mantine/core';
import { ErrorState } from '../../../shared/components/error-state.tsx';

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
    <ErrorState title={title} data-testid="session-failed">
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
    </ErrorState>
  );
}
