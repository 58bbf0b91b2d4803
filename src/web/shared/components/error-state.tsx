import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title?: string;
  /** Why, when it is known (a title alone says that it failed). */
  message?: string | null;
  onRetry?: () => void;
  /** What else the failure says or offers, under the message (a reason, other ways on). */
  children?: ReactNode;
  'data-testid'?: string;
}

/** Something failed: said in red, with the alert icon, to screen readers at once. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  children,
  'data-testid': testId,
}: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      data-testid={testId}
    >
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
      {children}
    </Alert>
  );
}
