// The one way a page shows what a query is at: loading, not found (a 404 — missing, or not the
// caller's, which the server does not tell apart), failed (with a retry), empty, or its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../api/api-client.ts';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The loading text, e.g. 'Loading board...'. */
  loading: string;
  /** What a 404 shows; unset, a 404 is shown as a failure like any other. */
  notFound?: ReactNode;
  /** The answers that mean "not found" here (an id of the wrong shape may answer 422). */
  notFoundStatuses?: readonly number[];
  /** The failure's title (ErrorState's own when unset). */
  failed?: string;
  /** The failure's message when the server gives no reason. */
  failedMessage?: string;
  /** A page's own failure view, in place of ErrorState. */
  renderError?: (error: Error, retry: () => void) => ReactNode;
  /** What an empty list shows in place of `children`. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({
  query,
  loading,
  notFound,
  notFoundStatuses = [404],
  failed,
  failedMessage = 'An unexpected error occurred',
  renderError,
  empty,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    if (
      notFound !== undefined &&
      query.error instanceof ApiError &&
      notFoundStatuses.includes(query.error.status)
    )
      return <>{notFound}</>;
    const retry = () => void query.refetch();
    if (renderError) return <>{renderError(query.error, retry)}</>;
    return (
      <ErrorState
        {...(failed === undefined ? {} : { title: failed })}
        message={errorMessage(query.error, failedMessage)}
        onRetry={retry}
      />
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
