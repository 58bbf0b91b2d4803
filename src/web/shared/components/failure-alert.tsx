// Why a request failed, in red where the form or panel that made it stands (nothing until it fails).
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api/api-client.ts';

interface FailureAlertProps {
  /** The query or mutation whose failure is shown. */
  of: { isError: boolean; error: unknown };
  title?: string;
  /** What it says when the server gives no reason. */
  fallback?: string;
}

export function FailureAlert({ of, title, fallback = 'An unexpected error occurred' }: FailureAlertProps) {
  if (!of.isError) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {errorMessage(of.error, fallback)}
    </Alert>
  );
}

/** A panel's query that failed, said in one line with the way to ask again. */
export function QueryFailureLine({
  query,
  fallback,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  fallback: string;
}) {
  if (!query.isError) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {errorMessage(query.error, fallback)}{' '}
      <Button size="compact-xs" variant="white" color="red" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}
