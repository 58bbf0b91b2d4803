// Loading, error (with retry) and data states of one query, the same in every section.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';

export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError)
    return (
      <ErrorState
        title={failed}
        message={errorMessage(query.error, 'An unexpected error occurred')}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
